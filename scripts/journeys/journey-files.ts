import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { positionOfOffset, syntaxErrorPosition, type TextPosition } from './json-locations';

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

/** A journey's text parsed: its content, or why it is not JSON and where. */
export type ParsedJourneyText = { raw: unknown } | { parseError: string; position?: TextPosition };

/**
 * Parses the text of a journey file. Invalid JSON gives a readable reason with the line and column
 * (`not valid JSON: Expected ',' or '}' after property value at line 12, column 5`), not an error.
 */
export function parseJourneyText(text: string): ParsedJourneyText {
  try {
    return { raw: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = (error as Error).message;
    // Node says "in JSON at position N" (newer versions add the line and column): say it once, as a line and column.
    const offset = /at position (\d+)/.exec(reason)?.[1];
    const position = offset === undefined ? syntaxErrorPosition(text) : positionOfOffset(text, Number(offset));
    const words = reason.replace(/\s*in JSON at position \d+.*$|\s*\(line \d+ column \d+\)$/s, '');
    const where = position ? ` at line ${position.line}, column ${position.column + 1}` : '';
    return { parseError: `not valid JSON: ${words}${where}`, ...(position ? { position } : {}) };
  }
}

/** Reads and parses one journey file; a JSON syntax error is returned, not thrown. */
export function readJourneyFile(file: string): JourneyFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { file, parseError: `cannot read the file: ${(error as Error).message}` };
  }
  const parsed = parseJourneyText(text);
  return 'raw' in parsed ? { file, raw: parsed.raw } : { file, parseError: parsed.parseError };
}

/**
 * Reads the journeys an includes entry names from a folder of journey files: `damp-and-mould`
 * is `<dir>/damp-and-mould.json`. A missing or unparsable file throws, with the reason.
 *
 * @example
 * loadJourney(raw, { include: includeFrom('journeys') })
 */
export function includeFrom(dir: string = JOURNEYS_DIR): (journey: string) => unknown {
  return (journey) => {
    const read = readJourneyFile(join(dir, `${journey}.json`));
    if ('parseError' in read) throw new Error(`${read.file}: ${read.parseError}`);
    return read.raw;
  };
}
