import { conditionReads } from '../conditions/reads';
import type { JourneyIndex } from '../definition/journey-index';
import type { Condition, Effect } from '../definition/types';
import { answerKeyOf } from '../definition/scope';

const SINK = '\u0000sink';

/** Answer keys an effect reads through its parameters and its condition. */
function effectAnswerReads(index: JourneyIndex, effect: Effect, seen: Set<string>): Set<string> {
  const reads = new Set<string>();
  for (const value of Object.values(effect.params ?? {})) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'answer' in value)
      reads.add(answerKeyOf(value.answer));
  }
  for (const key of answerReads(index, effect.when, seen)) reads.add(key);
  return reads;
}

/** Answer keys a fact depends on: those read by the effects that store it, transitively. */
function factAnswerReads(index: JourneyIndex, factPath: string, seen: Set<string>): Set<string> {
  const fact = factPath.split('.')[0] as string;
  const reads = new Set<string>();
  if (seen.has(fact)) return reads;
  seen.add(fact);
  for (const placed of index.factWriters.get(fact) ?? [])
    for (const key of effectAnswerReads(index, placed.effect, seen)) reads.add(key);
  return reads;
}

/**
 * The answer keys a condition depends on: the answers it reads, and the answers read by the
 * operations that store the facts it reads.
 */
export function answerReads(
  index: JourneyIndex,
  condition: Condition | undefined,
  seen: Set<string> = new Set(),
): Set<string> {
  const reads = conditionReads(condition, index.named);
  const keys = new Set([...reads.answers].map(answerKeyOf));
  for (const fact of reads.facts) for (const key of factAnswerReads(index, fact, seen)) keys.add(key);
  return keys;
}

/** Immediate post-dominator of each step in the rule graph (every way on from it passes there). */
function immediatePostDominators(index: JourneyIndex): Map<string, string | undefined> {
  const nodes = [...index.stepOrder, ...Object.keys(index.exits), SINK];
  const successors = (node: string): string[] => {
    if (node === SINK) return [];
    const next = index.successors.get(node) ?? [];
    return next.length > 0 ? next : [SINK];
  };
  const all = new Set(nodes);
  const dominators = new Map<string, Set<string>>(
    nodes.map((node) => [node, node === SINK ? new Set([SINK]) : new Set(all)]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const node of nodes) {
      if (node === SINK) continue;
      const sets = successors(node).map((next) => dominators.get(next) ?? new Set<string>([next]));
      const meet =
        sets.length > 0
          ? new Set([...(sets[0] as Set<string>)].filter((item) => sets.every((set) => set.has(item))))
          : new Set<string>();
      meet.add(node);
      if (meet.size !== dominators.get(node)?.size) {
        dominators.set(node, meet);
        changed = true;
      }
    }
  }
  const immediate = new Map<string, string | undefined>();
  for (const node of nodes) {
    const strict = [...(dominators.get(node) ?? [])].filter((item) => item !== node);
    immediate.set(
      node,
      strict.find((candidate) => dominators.get(candidate)?.size === strict.length),
    );
  }
  return immediate;
}

/** Steps strictly between a step and the point where all its branches meet again. */
function branchRegion(index: JourneyIndex, stepId: string, join: string | undefined): Set<string> {
  const region = new Set<string>();
  const queue = [...(index.successors.get(stepId) ?? [])];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (node === join || node === stepId || region.has(node) || !index.steps.has(node)) continue;
    region.add(node);
    queue.push(...(index.successors.get(node) ?? []));
  }
  return region;
}

function add(map: Map<string, Set<string>>, key: string, values: Iterable<string>): void {
  const set = map.get(key) ?? new Set<string>();
  for (const value of values) set.add(value);
  map.set(key, set);
}

function directDependants(index: JourneyIndex): Map<string, Set<string>> {
  const direct = new Map<string, Set<string>>();
  const joins = immediatePostDominators(index);
  for (const step of index.definition.steps) {
    if (step.kind !== 'confirmation') {
      const read = new Set(step.next.flatMap((rule) => [...answerReads(index, rule.when)]));
      const asked = [...branchRegion(index, step.id, joins.get(step.id))].flatMap((id) => index.asks.get(id) ?? []);
      for (const key of read) add(direct, key, asked);
    }
    if (step.kind === 'question') {
      // A page passed over or asked again as an answer changes: its answers go with the change.
      for (const key of answerReads(index, step.skipWhen)) add(direct, key, index.asks.get(step.id) ?? []);
      for (const field of step.fields) {
        for (const key of answerReads(index, field.shownWhen)) add(direct, key, [field.answer]);
        for (const option of field.options ?? [])
          for (const key of answerReads(index, option.shownWhen)) add(direct, key, [field.answer]);
        if (field.optionsFrom) {
          for (const key of factAnswerReads(index, field.optionsFrom.fact, new Set())) add(direct, key, [field.answer]);
          for (const value of Object.values(field.optionsFrom.where ?? {}))
            if (value !== null && typeof value === 'object') add(direct, answerKeyOf(value.answer), [field.answer]);
        }
      }
    }
    if (step.kind === 'generated') {
      const facts = [step.source.fact, ...(step.optionAttributes ? [step.optionAttributes.fact] : [])];
      for (const fact of facts)
        for (const key of factAnswerReads(index, fact, new Set())) add(direct, key, [step.answer]);
    }
    if ((step.kind === 'question' || step.kind === 'generated') && step.clears) {
      for (const key of index.asks.get(step.id) ?? []) add(direct, key, step.clears);
    }
  }
  return direct;
}

/**
 * For each answer key, the facts that an operation fetched with it (through its parameters or
 * its condition, directly or through another such fact): when the answer changes they no longer
 * hold, so they are dropped (an eligibility outcome of the old repair reason must not keep
 * blocking the new one). Facts of operations that read no answers are kept.
 *
 * @example
 * factsFetchedWith(index).get('repair-reason') // Set { 'eligibility' }
 */
export function factsFetchedWith(index: JourneyIndex): Map<string, Set<string>> {
  const facts = new Map<string, Set<string>>();
  for (const fact of index.factWriters.keys())
    for (const key of factAnswerReads(index, fact, new Set())) add(facts, key, [fact]);
  return facts;
}

/**
 * For each answer key, the answers that a change of it clears: the answers asked on the branches
 * chosen by rules that read it (up to where those branches meet again), answers of fields shown
 * only when a condition reading it holds, answers whose options or questions come from a fact an
 * operation fetched with it, and the step's declared clears; closed transitively.
 *
 * @example
 * computeDependants(index).get('contact-method') // Set { 'phone-number' }
 */
export function computeDependants(index: JourneyIndex): Map<string, Set<string>> {
  const direct = directDependants(index);
  const closed = new Map<string, Set<string>>();
  for (const key of direct.keys()) {
    const result = new Set<string>();
    const queue = [...(direct.get(key) ?? [])];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (next === key || result.has(next)) continue;
      result.add(next);
      queue.push(...(direct.get(next) ?? []));
    }
    closed.set(key, result);
  }
  return closed;
}
