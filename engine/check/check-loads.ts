import type { JourneyIndex } from '../definition/journey-index';
import type { Condition, Effect, NamedCondition, Step } from '../definition/types';

type Report = (code: string, pointer: string, message: string) => void;

/** A load of a fact by a step's operation: the condition it runs under (none: always) and where it is. */
interface Load {
  when?: Condition;
  pointer: string;
}

const factRoot = (path: string) => path.split('.')[0] as string;

/** The facts a step needs to show its page or run its operations (not its conditions, which allow a missing fact). */
function factsRead(step: Step): Set<string> {
  const read = new Set<string>();
  const params = (effects: Effect[] | undefined) => {
    for (const effect of effects ?? [])
      for (const value of Object.values(effect.params ?? {}))
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'fact' in value)
          read.add(factRoot(value.fact));
  };
  params(step.effects?.onEnter);
  params(step.effects?.onContinue);
  if (step.kind === 'generated') {
    read.add(factRoot(step.source.fact));
    if (step.optionAttributes) read.add(factRoot(step.optionAttributes.fact));
  }
  if (step.kind === 'question')
    for (const field of step.fields) if (field.optionsFrom) read.add(factRoot(field.optionsFrom.fact));
  return read;
}

/** The loads of each fact by one step, onEnter and onContinue. */
function loadsOf(step: Step, at: number): Map<string, Load[]> {
  const loads = new Map<string, Load[]>();
  for (const phase of ['onEnter', 'onContinue'] as const)
    (step.effects?.[phase] ?? []).forEach((effect, e) => {
      if (!effect.storeAs) return;
      const load = { pointer: `/steps/${at}/effects/${phase}/${e}`, ...(effect.when ? { when: effect.when } : {}) };
      loads.set(effect.storeAs, [...(loads.get(effect.storeAs) ?? []), load]);
    });
  return loads;
}

/**
 * The plain conditions that must all hold for a condition to hold: `all` is taken apart and a
 * named condition stands for its own. Anything else (any, not, a comparison) is one item.
 */
function conjuncts(condition: Condition | undefined, named: Record<string, NamedCondition>, seen = new Set<string>()) {
  const found = new Set<string>();
  const visit = (at: Condition | undefined) => {
    if (!at) return;
    if ('all' in at) at.all.forEach(visit);
    else if ('ref' in at && named[at.ref] && !seen.has(at.ref)) {
      seen.add(at.ref);
      visit(named[at.ref]?.when);
    } else found.add(JSON.stringify(at));
  };
  visit(condition);
  return found;
}

/** True when `rule` holding means `load` holds: every plain condition of the load is one of the rule's. */
function implies(rule: Condition | undefined, load: Condition, named: Record<string, NamedCondition>): boolean {
  const ruleParts = conjuncts(rule, named);
  return [...conjuncts(load, named)].every((part) => ruleParts.has(part));
}

/**
 * A step that needs a fact (the questions of a run, options from data, an operation's parameter)
 * must find it loaded on every route to it. A fact loaded under a condition is loaded on a route
 * only when the rule taken says at least as much as the load's condition: the rule's condition
 * (its `all` parts and the named conditions it uses, taken apart) includes every part of the load's.
 * Otherwise the two can drift apart (the damp and mould questions loaded for one set of repairs,
 * the assessment reached by another) and the page would show nothing, silently. Each rule into
 * such a step is checked; a problem is reported at the rule. A page that can be passed over
 * (skipWhen) is not counted on to load anything.
 *
 * @example
 * checkLoads(index, report) // reports 'unloaded-fact' at /steps/9/next/0 when the rule and the load drift apart
 */
export function checkLoads(index: JourneyIndex, report: Report): void {
  const { definition, named } = index;
  const given = new Set(Object.keys(definition.givenFacts ?? {}));
  // A page passed over (skipWhen) runs none of its operations: its loads are sure of nothing.
  const loads = definition.steps.map((step, at) =>
    step.kind === 'question' && step.skipWhen ? new Map<string, Load[]>() : loadsOf(step, at),
  );
  const incoming = new Map<string, { from: number; rule: number; when?: Condition }[]>();
  definition.steps.forEach((step, at) => {
    if (step.kind === 'confirmation') return;
    step.next.forEach((rule, r) =>
      incoming.set(rule.to, [
        ...(incoming.get(rule.to) ?? []),
        { from: at, rule: r, ...(rule.when ? { when: rule.when } : {}) },
      ]),
    );
  });
  const always = (at: number, fact: string) => (loads[at]?.get(fact) ?? []).some((load) => !load.when);
  // Whether a fact is surely loaded on arrival at a step, over every rule into it (journeys have no cycles).
  const memo = new Map<string, boolean>();
  const loadedOnArrival = (at: number, fact: string): boolean => {
    const key = `${at} ${fact}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    memo.set(key, true);
    const id = definition.steps[at]?.id as string;
    const rules = incoming.get(id) ?? [];
    const result = id !== definition.start && rules.length > 0 && rules.every((rule) => byRule(rule, fact));
    memo.set(key, result);
    return result;
  };
  const byRule = (rule: { from: number; when?: Condition }, fact: string): boolean =>
    always(rule.from, fact) ||
    (loads[rule.from]?.get(fact) ?? []).some((load) => load.when && implies(rule.when, load.when, named)) ||
    loadedOnArrival(rule.from, fact);
  definition.steps.forEach((step, at) => {
    for (const fact of factsRead(step)) {
      if (given.has(fact) || !index.factWriters.has(fact) || always(at, fact)) continue;
      for (const rule of incoming.get(step.id) ?? []) {
        if (byRule(rule, fact)) continue;
        const conditional = (loads[rule.from]?.get(fact) ?? []).find((load) => load.when);
        const from = definition.steps[rule.from]?.id ?? '';
        report(
          'unloaded-fact',
          `/steps/${rule.from}/next/${rule.rule}${rule.when ? '/when' : ''}`,
          conditional
            ? `leads from "${from}" to "${step.id}", which needs fact "${fact}", but "${from}" loads it (${conditional.pointer}) under a condition this rule's condition does not include: give both the same named condition`
            : `leads from "${from}" to "${step.id}", which needs fact "${fact}", but no step on the way to it is sure to load it`,
        );
      }
    }
  });
}
