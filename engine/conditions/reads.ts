import type { Comparison, Condition, NamedCondition } from '../definition/types';

/** What a condition reads: answer paths, fact paths, toggle names and named conditions. */
export interface ConditionReads {
  answers: Set<string>;
  facts: Set<string>;
  toggles: Set<string>;
  refs: Set<string>;
}

/** An empty set of reads, to add to. */
export function emptyReads(): ConditionReads {
  return { answers: new Set(), facts: new Set(), toggles: new Set(), refs: new Set() };
}

function addComparison(comparison: Comparison, reads: ConditionReads): void {
  if (comparison.answer !== undefined) reads.answers.add(comparison.answer);
  if (comparison.fact !== undefined) reads.facts.add(comparison.fact);
  if (comparison.toggle !== undefined) reads.toggles.add(comparison.toggle);
  const list = comparison.in;
  if (list && !Array.isArray(list)) {
    if ('toggle' in list) reads.toggles.add(list.toggle);
    else reads.facts.add(list.fact);
  }
}

/**
 * Collects what a condition reads, following references to named conditions (each once, so a
 * reference loop ends).
 *
 * @example
 * conditionReads({ any: [{ answer: 'contact-method', equals: 'another-number' }, { toggle: 'X', exists: true }] })
 *   .answers // Set { 'contact-method' }
 */
export function conditionReads(
  condition: Condition | undefined,
  named: Record<string, NamedCondition> = {},
  reads: ConditionReads = emptyReads(),
): ConditionReads {
  if (!condition) return reads;
  if ('all' in condition) condition.all.forEach((part) => conditionReads(part, named, reads));
  else if ('any' in condition) condition.any.forEach((part) => conditionReads(part, named, reads));
  else if ('not' in condition) conditionReads(condition.not, named, reads);
  else if ('ref' in condition) {
    if (!reads.refs.has(condition.ref)) {
      reads.refs.add(condition.ref);
      conditionReads(named[condition.ref]?.when, named, reads);
    }
  } else addComparison(condition, reads);
  return reads;
}
