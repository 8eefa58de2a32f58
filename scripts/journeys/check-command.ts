import { performance } from 'node:perf_hooks';
import { OPERATION_NAMES, type DefinitionIssue } from '../../engine';
import { CONFIGURATION_VALUES } from '../../gateway/server/seed/configuration';
import { readJourneyFile } from './journey-files';
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
export function projectLintContext(localeDirs: readonly string[] = [DEFAULT_LOCALE_DIR]): LintContext {
  return {
    operations: OPERATION_NAMES,
    toggles: new Set(CONFIGURATION_VALUES.map((value) => value.name)),
    messageKeys: localeKeys(localeDirs),
  };
}

/** One issue as a line naming the file and the JSON pointer. */
export function issueLine(file: string, issue: DefinitionIssue): string {
  return `${file}#${issue.pointer}: ${issue.severity}: ${issue.message} (${issue.code})`;
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
    const read = readJourneyFile(file);
    const issues: DefinitionIssue[] =
      'parseError' in read
        ? [{ severity: 'error', code: 'json', pointer: '', message: read.parseError }]
        : lintJourney(read.raw, context);
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
