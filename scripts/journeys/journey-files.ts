import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the journey definitions analysts edit. */
export const JOURNEYS_DIR = 'journeys';

/** A journey file read from disk: its parsed content, or why it could not be parsed. */
export type JourneyFile = { file: string; raw: unknown } | { file: string; parseError: string };

/**
 * The journey files to work on: the ones named, or every journeys/*.json in name order.
 *
 * @example
 * journeyFilesOrDefault([]) // ['journeys/referral.json', ...]
 */
export function journeyFilesOrDefault(named: readonly string[], dir = JOURNEYS_DIR): string[] {
  if (named.length > 0) return [...named];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => join(dir, file));
}

/** Reads and parses one journey file; a JSON syntax error is returned, not thrown. */
export function readJourneyFile(file: string): JourneyFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { file, parseError: `cannot read the file: ${(error as Error).message}` };
  }
  try {
    return { file, raw: JSON.parse(text) as unknown };
  } catch (error) {
    return { file, parseError: `not valid JSON: ${(error as Error).message}` };
  }
}
