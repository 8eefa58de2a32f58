import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { JourneyDefinitionError, loadJourney, OPERATION_NAMES, type IncludeResolver, type Journey } from '../../engine';
import { issueLine } from './check-command';
import { JourneyFileError } from './journey-file-error';
import { includeFrom, JOURNEYS_DIR, journeyFilesOrDefault, parseJourneyText, readJourneyFile } from './journey-files';

export { JourneyFileError } from './journey-file-error';

/**
 * Loads a journey file through the engine (format, checks, compilation) with the operation
 * catalogue; a broken file throws JourneyFileError listing `file#/pointer` lines.
 */
export function loadJourneyFile(file: string): Journey {
  const read = readJourneyFile(file);
  if ('parseError' in read) throw new JourneyFileError(`${file}: ${read.parseError}`);
  return loadParsedJourney(read.raw, file, includeFrom(dirname(file)));
}

/**
 * Loads a journey from its text, with the journeys it includes from `include`: the studio's
 * unsaved journey, whose included journeys may be unsaved too. `file` names it in the messages.
 * A broken text throws JourneyFileError as loadJourneyFile does.
 *
 * @example
 * loadJourneyText(text, 'journeys/repair.json', includeFrom('journeys')).definition.id // 'report-a-repair'
 */
export function loadJourneyText(text: string, file: string, include: IncludeResolver): Journey {
  const parsed = parseJourneyText(text);
  if ('parseError' in parsed) throw new JourneyFileError(`${file}: ${parsed.parseError}`);
  return loadParsedJourney(parsed.raw, file, include);
}

function loadParsedJourney(raw: unknown, file: string, include: IncludeResolver): Journey {
  try {
    return loadJourney(raw, { operations: OPERATION_NAMES, include });
  } catch (error) {
    if (!(error instanceof JourneyDefinitionError)) throw error;
    const lines = error.issues.filter((issue) => issue.severity === 'error').map((issue) => issueLine(file, issue));
    throw new JourneyFileError(`${file} cannot be loaded; run \`npm run journeys -- check\`:\n${lines.join('\n')}`);
  }
}

/**
 * Finds journey files by a file path, a file name in journeys/ (referral) or a journey id
 * (financial-advice-referral); no argument means every journey.
 */
export function resolveJourneyFiles(name: string | undefined): string[] {
  if (name === undefined) return journeyFilesOrDefault([]);
  if (name.endsWith('.json')) return [name];
  const byName = join(JOURNEYS_DIR, `${name}.json`);
  if (existsSync(byName)) return [byName];
  const byId = journeyFilesOrDefault([]).filter((file) => {
    const read = readJourneyFile(file);
    return 'raw' in read && (read.raw as { id?: unknown } | null)?.id === name;
  });
  if (byId.length === 0) throw new JourneyFileError(`no journey "${name}" in ${JOURNEYS_DIR}/ (by file name or id)`);
  return byId;
}

/** The name of a journey file without folder and extension: journeys/referral.json gives referral. */
export function journeyName(file: string): string {
  return basename(file, '.json');
}
