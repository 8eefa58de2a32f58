import type { Comparison, Condition, NamedCondition, Scalar } from '../definition/types';

function quote(value: Scalar): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

function subjectText(comparison: Comparison): string {
  if (comparison.answer !== undefined) return `the answer "${comparison.answer}"`;
  if (comparison.fact !== undefined) return `the fact "${comparison.fact}"`;
  return `the toggle "${comparison.toggle}"`;
}

function comparisonText(comparison: Comparison): string {
  const subject = subjectText(comparison);
  if (comparison.exists !== undefined) return `${subject} ${comparison.exists ? 'is given' : 'is not given'}`;
  if (comparison.equals !== undefined) return `${subject} is ${quote(comparison.equals)}`;
  if (comparison.matches !== undefined) return `${subject} matches the pattern "${comparison.matches}"`;
  const list = comparison.in;
  if (Array.isArray(list)) return `${subject} is one of ${list.map(quote).join(', ')}`;
  if (list && 'toggle' in list) return `${subject} is one of the values of the toggle "${list.toggle}"`;
  return `${subject} is one of the values of the fact "${list?.fact ?? ''}"`;
}

function joined(parts: Condition[], word: string, named: Record<string, NamedCondition>): string {
  return parts.map((part) => wrap(part, named)).join(` ${word} `);
}

function wrap(condition: Condition, named: Record<string, NamedCondition>): string {
  const text = describeCondition(condition, named);
  return ('all' in condition && condition.all.length > 1) || ('any' in condition && condition.any.length > 1)
    ? `(${text})`
    : text;
}

/**
 * Says a condition in plain English, for analysts and for testers' path instructions. A named
 * condition is told by its description.
 *
 * @example
 * describeCondition({ not: { toggle: 'isCovidQuestionRequired', equals: 'false' } })
 * // 'not (the toggle "isCovidQuestionRequired" is "false")'
 */
export function describeCondition(condition: Condition, named: Record<string, NamedCondition> = {}): string {
  if ('all' in condition) return joined(condition.all, 'and', named);
  if ('any' in condition) return joined(condition.any, 'or', named);
  if ('not' in condition) return `not (${describeCondition(condition.not, named)})`;
  if ('ref' in condition) return named[condition.ref]?.description ?? `the condition "${condition.ref}" holds`;
  return comparisonText(condition);
}
