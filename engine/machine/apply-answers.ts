import type { JourneyIndex } from '../definition/journey-index';
import { expandRun } from '../routing/generated-run';
import { recordedValue } from '../validation/remove-characters';
import { answerKeyOf, type AnswerValue, type Answers, type RunAnswer, type Scope } from '../definition/scope';

/** Answers to record, by answer path; null removes an answer. */
export type AnswerEdit = Record<string, AnswerValue | null>;

function sameAnswer(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  return (
    leftKeys.length === rightKeys.length &&
    leftKeys.every((key) => sameAnswer((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]))
  );
}

function currentValue(answers: Answers, path: string): unknown {
  const key = answerKeyOf(path);
  if (key === path) return answers[key];
  const run = answers[key];
  return run !== null && typeof run === 'object' && !Array.isArray(run)
    ? (run as Record<string, RunAnswer>)[path.slice(key.length + 1)]
    : undefined;
}

/** Questions of a run after the given one that have answers, when the run's route depends on answers. */
function laterRunAnswers(index: JourneyIndex, path: string, scope: Scope): string[] {
  const key = answerKeyOf(path);
  const step = index.steps.get(index.askedAt.get(key) ?? '');
  if (step?.kind !== 'generated' || key === path || (step.skips !== true && step.jumpToEnd !== true)) return [];
  const run = expandRun(step, scope);
  const questionId = path.slice(key.length + 1);
  const position = run.questions.find((question) => question.questionId === questionId)?.index;
  const given = scope.answers[key] as Record<string, RunAnswer> | undefined;
  if (position === undefined || !given) return [];
  return run.questions
    .filter((question) => question.index > position && question.questionId in given)
    .map((question) => `${key}.${question.questionId}`);
}

/**
 * The answers an edit would remove, before it is made, so the resident can be told: for every
 * answer the edit changes, the answers declared or derived to depend on it (see computeDependants)
 * and, in a run with skips, the answers to its later questions. Only answers that are present,
 * and not set by the edit itself, are listed.
 *
 * @example
 * clearedBy(index, scope, { 'contact-method': 'saved-number' }) // ['phone-number']
 */
export function clearedBy(index: JourneyIndex, scope: Scope, edit: AnswerEdit): string[] {
  const cleared = new Set<string>();
  for (const [path, value] of Object.entries(edit)) {
    // Compared as it would be recorded: typed text given again without change changes nothing.
    if (sameAnswer(currentValue(scope.answers, path), recordedValue(index, path, value) ?? undefined)) continue;
    for (const key of index.dependants.get(answerKeyOf(path)) ?? []) cleared.add(key);
    for (const later of laterRunAnswers(index, path, scope)) cleared.add(later);
  }
  // Most answers clear nothing: no list to filter and sort (the page asks on every answer).
  if (cleared.size === 0) return [];
  const setByEdit = (path: string) =>
    Object.keys(edit).some((edited) => edited === path || answerKeyOf(edited) === path);
  return [...cleared]
    .filter((path) => !setByEdit(path) && currentValue(scope.answers, path) !== undefined)
    .filter((path) => answerKeyOf(path) === path || !cleared.has(answerKeyOf(path)))
    .sort();
}

/**
 * The answer paths an applied edit removed: present before, absent after, and not set by the
 * edit itself (the same list clearedBy gives beforehand), sorted.
 */
export function clearedPaths(before: Answers, after: Answers, edit: AnswerEdit): string[] {
  const cleared: string[] = [];
  for (const key in before) {
    if (!Object.hasOwn(before, key) || key in edit) continue;
    const value = before[key];
    if (!(key in after)) {
      cleared.push(key);
      continue;
    }
    const kept = after[key];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || value === kept) continue;
    for (const questionId of Object.keys(value)) {
      const path = `${key}.${questionId}`;
      if (!(path in edit) && !(questionId in (kept as Record<string, RunAnswer>))) cleared.push(path);
    }
  }
  return cleared.sort();
}

/**
 * Applies an edit: removes the answers it clears (see clearedBy), then records the new values
 * (typed text without the characters its field removes), and sets the edit flag of a run whose
 * answer it changes (editFlagsSetBy). `known` is what clearedBy gave for this scope and edit when
 * the caller has worked it out already (the journey session asks before every answer, to warn
 * the resident), so that it is not worked out twice (issue 29 item 3).
 *
 * @example
 * applyAnswers(index, scope, { 'case-questions.q1': '3' }) // { answers: {...}, cleared: ['case-questions.q2'] }
 */
export function applyAnswers(
  index: JourneyIndex,
  scope: Scope,
  edit: AnswerEdit,
  known?: readonly string[],
): { answers: Answers; cleared: readonly string[] } {
  const cleared = known ?? clearedBy(index, scope, edit);
  const answers: Answers = { ...scope.answers };
  const write = (path: string, value: AnswerValue | null) => {
    const key = answerKeyOf(path);
    if (key === path) {
      if (value === null) delete answers[key];
      else answers[key] = value;
      return;
    }
    const existing = answers[key];
    const run: Record<string, RunAnswer> =
      existing !== null && typeof existing === 'object' && !Array.isArray(existing) ? { ...existing } : {};
    const questionId = path.slice(key.length + 1);
    if (value === null) delete run[questionId];
    else run[questionId] = value as RunAnswer;
    if (Object.keys(run).length === 0) delete answers[key];
    else answers[key] = run;
  };
  for (const path of cleared) write(path, null);
  for (const [path, value] of Object.entries(edit)) write(path, recordedValue(index, path, value));
  for (const flag of editFlagsSetBy(index, scope.answers, edit)) answers[flag] = true;
  return { answers, cleared };
}

/**
 * The edit flags (a run's `editFlag`) an edit sets: those of the runs in which it changes an answer
 * already held, as the case questionnaire's case-edit flag is set when an earlier answer changes
 * (and its later answers are cleared). A first answer sets none.
 */
function editFlagsSetBy(index: JourneyIndex, before: Answers, edit: AnswerEdit): string[] {
  const flags: string[] = [];
  for (const [path, value] of Object.entries(edit)) {
    const key = answerKeyOf(path);
    const step = index.steps.get(index.askedAt.get(key) ?? '');
    if (step?.kind !== 'generated' || !step.editFlag || key === path) continue;
    const held = currentValue(before, path);
    if (held !== undefined && !sameAnswer(held, recordedValue(index, path, value) ?? undefined))
      flags.push(step.editFlag);
  }
  return flags;
}
