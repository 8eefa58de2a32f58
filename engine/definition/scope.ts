/**
 * The values a journey runs over: the resident's answers, facts recorded from gateway operations
 * and feature toggles (configuration values, always strings).
 */

/** The answer to one question of a data-driven run: a choice id, several ids, or text. */
export type RunAnswer = string | string[];

/** One answer: text or a choice, several choices, or a data-driven run's answers by question id. */
export type AnswerValue = string | number | boolean | string[] | { [questionId: string]: RunAnswer };

export type Answers = Record<string, AnswerValue>;
export type Facts = Record<string, unknown>;
export type Toggles = Record<string, string>;

/** Everything a condition may read. */
export interface Scope {
  answers: Answers;
  facts: Facts;
  toggles: Toggles;
}

/**
 * Reads a dotted path from a record: the first segment is a key of the record, each further
 * segment a property of the value before it.
 *
 * @example
 * readPath({ eligibility: { isInDefects: true } }, 'eligibility.isInDefects') // true
 */
export function readPath(record: Record<string, unknown>, path: string): unknown {
  // Read segment by segment without splitting: conditions read paths on every move.
  let value: unknown = record;
  let from = 0;
  for (;;) {
    if (value === null || typeof value !== 'object') return undefined;
    const dot = path.indexOf('.', from);
    value = (value as Record<string, unknown>)[dot === -1 ? path.slice(from) : path.slice(from, dot)];
    if (dot === -1) return value;
    from = dot + 1;
  }
}

/** The top-level answer key of an answer path: `case-questions.q2` belongs to `case-questions`. */
export function answerKeyOf(path: string): string {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
}

/** True when a value counts as given: not undefined, null, blank text, an empty list or an empty object. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}
