/**
 * The check of `npm run journeys -- check` on a draft (issue 28, item 3): the journey in focus and
 * every other journey file the draft holds, with the draft's words and included journeys.
 */
import type { StudioIssue } from '../../src/studio/studio-api';
import { checkJourneyText, type CheckIssue } from '../journeys/check-command';
import { parseJourneyText } from '../journeys/journey-files';
import { isJourneyPath, LOCALE_DIR, type Draft } from './draft';

function studioIssue(file: string, issue: CheckIssue): StudioIssue {
  return {
    severity: issue.severity,
    code: issue.code,
    file,
    pointer: issue.pointer,
    message: issue.message,
    ...(issue.position ? { position: { line: issue.position.line, column: issue.position.column } } : {}),
  };
}

/** The journeys a draft's journey files are included by: their checks read the changed ones. */
function includers(draft: Draft, changed: ReadonlySet<string>): string[] {
  return draft.journeyPaths().filter((path) => {
    const parsed = parseJourneyText(draft.text(path) ?? '');
    const includes = 'raw' in parsed ? (parsed.raw as { includes?: unknown } | null)?.includes : undefined;
    if (includes === null || typeof includes !== 'object') return false;
    return Object.values(includes as Record<string, { journey?: unknown }>).some(
      (entry) => typeof entry?.journey === 'string' && changed.has(`journeys/${entry.journey}.json`),
    );
  });
}

/**
 * The journey files a check of the draft reads. `everyAffected` (the save's) adds the journeys that
 * include a changed one and, when the draft changes words, every journey; the live check (`false`)
 * keeps to the focused journey and the journey files the draft holds, to answer in well under a second.
 */
export function journeysToCheck(draft: Draft, everyAffected: boolean): string[] {
  const held = draft.heldJourneys();
  const files = new Set([draft.draft.journey, ...held]);
  if (everyAffected) {
    for (const path of includers(draft, new Set(held))) files.add(path);
    if (draft.paths.some((path) => path.startsWith(`${LOCALE_DIR}/`)))
      for (const path of draft.journeyPaths()) files.add(path);
  }
  return [...files].filter(isJourneyPath);
}

/** The check's problems with the draft's journey files, each naming its file, and with its unreadable locale files. */
export function checkDraft(draft: Draft, everyAffected = false): StudioIssue[] {
  const { context, brokenLocales } = draft.lintContext();
  const issues: StudioIssue[] = brokenLocales
    .filter(({ path }) => draft.holds(path))
    .map(({ path, message }) => ({ severity: 'error', code: 'json', file: path, pointer: '', message }));
  for (const file of journeysToCheck(draft, everyAffected)) {
    const text = draft.text(file);
    if (text === undefined) continue;
    for (const issue of checkJourneyText(text, context)) issues.push(studioIssue(file, issue));
  }
  return issues;
}
