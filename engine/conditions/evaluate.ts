import type { Comparison, Condition, NamedCondition, Scalar } from '../definition/types';
import { hasValue, readPath, type Scope } from '../definition/scope';

/** A condition names a condition that the journey does not define. */
export class UnknownConditionError extends Error {
  constructor(readonly ref: string) {
    super(`Unknown named condition "${ref}"`);
    this.name = 'UnknownConditionError';
  }
}

const patternCache = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = patternCache.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'u');
    patternCache.set(source, pattern);
  }
  return pattern;
}

/** Reads the subject of a comparison from the scope. */
export function subjectValue(comparison: Comparison, scope: Scope): unknown {
  if (comparison.answer !== undefined) return readPath(scope.answers, comparison.answer);
  if (comparison.fact !== undefined) return readPath(scope.facts, comparison.fact);
  return scope.toggles[comparison.toggle as string];
}

/** Scalars are equal when identical or when one is text equal to the other written as text. */
function sameValue(left: unknown, right: Scalar): boolean {
  if (left === right) return true;
  if (typeof left === 'string' && right !== null && typeof right !== 'string') return left === String(right);
  if (typeof right === 'string' && (typeof left === 'number' || typeof left === 'boolean'))
    return String(left) === right;
  return false;
}

function listOf(operand: NonNullable<Comparison['in']>, scope: Scope): Scalar[] {
  if (Array.isArray(operand)) return operand;
  const held = 'toggle' in operand ? scope.toggles[operand.toggle] : readPath(scope.facts, operand.fact);
  if (Array.isArray(held)) return held as Scalar[];
  if (typeof held === 'string')
    return held
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return [];
}

/** A list answer satisfies a test when any of its items does. */
function someItem(value: unknown, test: (item: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.some(test) : test(value);
}

function compare(comparison: Comparison, scope: Scope): boolean {
  const value = subjectValue(comparison, scope);
  if (comparison.exists !== undefined) return hasValue(value) === comparison.exists;
  if (!hasValue(value)) return false;
  if (comparison.equals !== undefined) return someItem(value, (item) => sameValue(item, comparison.equals as Scalar));
  if (comparison.in !== undefined) {
    const list = listOf(comparison.in, scope);
    return someItem(value, (item) => list.some((allowed) => sameValue(item, allowed)));
  }
  if (comparison.matches !== undefined) {
    const pattern = patternOf(comparison.matches);
    return someItem(
      value,
      (item) => (typeof item === 'string' || typeof item === 'number') && pattern.test(String(item)),
    );
  }
  return false;
}

/**
 * Evaluates a condition over answers, facts and toggles. A missing subject fails every
 * operator except `exists: false`.
 *
 * @example
 * evaluateCondition(
 *   { all: [{ answer: 'case-type', equals: 'CT-DAMP' }, { toggle: 'isDMCEnabledMyPb', equals: 'true' }] },
 *   { answers: { 'case-type': 'CT-DAMP' }, facts: {}, toggles: { isDMCEnabledMyPb: 'true' } },
 * ) // true
 */
export function evaluateCondition(
  condition: Condition,
  scope: Scope,
  named: Record<string, NamedCondition> = {},
): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, scope, named));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, scope, named));
  if ('not' in condition) return !evaluateCondition(condition.not, scope, named);
  if ('ref' in condition) {
    const target = named[condition.ref];
    if (!target) throw new UnknownConditionError(condition.ref);
    return evaluateCondition(target.when, scope, named);
  }
  return compare(condition, scope);
}
