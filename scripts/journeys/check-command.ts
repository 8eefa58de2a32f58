import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { OPERATION_NAMES, type DefinitionIssue, type IncludeResolver } from '../../engine';
import { CONFIGURATION_VALUES } from '../../gateway/server/seed/configuration';
import { pointerLocator, type TextPosition } from './json-locations';
import { includeFrom, journeyFilesOrDefault, JOURNEYS_DIR, parseJourneyText } from './journey-files';
import { lintJourney, type LintContext } from './lint-journey';
import { DEFAULT_LOCALE_DIR, localeKeys } from './locale-keys';

/** The outcome of checking some journey files. */
export interface CheckReport {
  /** One line per issue: `file#/pointer: error: message (code)`. */
  lines: string[];
  errors: number;
  warnings: number;
  files: number;
  milliseconds: number;
}

/** The context of the real project: the operation catalogue, the configuration values, the locale. */
export function projectLintContext(
  localeDirs: readonly string[] = [DEFAULT_LOCALE_DIR],
  journeysDir: string = JOURNEYS_DIR,
): LintContext {
  return projectLintContextOf(localeKeys(localeDirs), includeFrom(journeysDir));
}

/**
 * The context of the real project with the message keys and included journeys given rather than
 * read from folders: the studio's, whose unsaved words and journeys are laid over the files on disk.
 *
 * @example
 * projectLintContextOf(localeKeysOfTexts(texts), (name) => JSON.parse(draftOrDisk(name)))
 */
export function projectLintContextOf(messageKeys: ReadonlySet<string>, include: IncludeResolver): LintContext {
  return {
    operations: OPERATION_NAMES,
    toggles: new Set(CONFIGURATION_VALUES.map((value) => value.name)),
    messageKeys,
    include,
  };
}

/** One issue as a line naming the file and the JSON pointer. */
export function issueLine(file: string, issue: DefinitionIssue): string {
  return `${file}#${issue.pointer}: ${issue.severity}: ${issue.message} (${issue.code})`;
}

/** A problem the check found in a journey's text, with where its JSON pointer is in the text. */
export interface CheckIssue extends DefinitionIssue {
  /** Undefined when it cannot be worked out (a file that cannot be read). */
  position?: TextPosition;
}

/**
 * Checks the text of one journey file: JSON syntax, the schema, then the graph lint with the
 * message keys of the context. The one check behind `npm run journeys -- check` and the dev
 * server's (scripts/vite/journey-check-plugin.ts).
 *
 * @example
 * checkJourneyText(readFileSync('journeys/referral.json', 'utf8'), projectLintContext()) // []
 */
export function checkJourneyText(text: string, context: LintContext): CheckIssue[] {
  const parsed = parseJourneyText(text);
  if ('parseError' in parsed)
    return [{ severity: 'error', code: 'json', pointer: '', message: parsed.parseError, position: parsed.position }];
  const issues = lintJourney(parsed.raw, context);
  const locate = issues.length > 0 ? pointerLocator(text) : undefined;
  return issues.map((issue) => ({ ...issue, position: locate?.(issue.pointer) }));
}

/** Reads and checks one journey file; a file that cannot be read is one error. */
function checkJourneyFile(file: string, context: LintContext): DefinitionIssue[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return [
      { severity: 'error', code: 'json', pointer: '', message: `cannot read the file: ${(error as Error).message}` },
    ];
  }
  return checkJourneyText(text, context);
}

/**
 * Checks journey files (schema, engine checks, lint) and times the whole run, reading included.
 *
 * @example
 * const report = checkJourneyFiles(['journeys/referral.json']);
 * report.errors // 0
 */
export function checkJourneyFiles(files: readonly string[], context: LintContext = projectLintContext()): CheckReport {
  const started = performance.now();
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const file of files) {
    const issues = checkJourneyFile(file, context);
    for (const issue of issues) {
      lines.push(issueLine(file, issue));
      if (issue.severity === 'error') errors += 1;
      else warnings += 1;
    }
  }
  return { lines, errors, warnings, files: files.length, milliseconds: performance.now() - started };
}

/** The closing line of a check: how many files, errors and warnings, and how long it took. */
export function checkSummary(report: CheckReport): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Checked ${plural(report.files, 'journey')} in ${report.milliseconds.toFixed(0)} ms: ${plural(
    report.errors,
    'error',
  )}, ${plural(report.warnings, 'warning')}.`;
}

/**
 * `npm run journeys -- check [files...] [--locale DIR]`: prints a line per issue and the summary;
 * 1 when there is an error. Shared by the CLI and its fast start (check-main.ts).
 */
export function runCheck(files: readonly string[], extraLocales: readonly string[]): number {
  const context = projectLintContext([DEFAULT_LOCALE_DIR, ...extraLocales]);
  const report = checkJourneyFiles(journeyFilesOrDefault(files), context);
  for (const line of report.lines) console.log(line);
  console.log(checkSummary(report));
  return report.errors > 0 ? 1 : 0;
}
