import { conditionReads } from '../conditions/reads';
import { answerKeyOf } from '../definition/scope';
import { conditionSites } from '../definition/condition-sites';
import type { JourneyIndex } from '../definition/journey-index';
import type { DefinitionIssue } from '../definition/load-definition';
import type { Effect } from '../definition/types';

type Report = (code: string, pointer: string, message: string, severity?: DefinitionIssue['severity']) => void;

function stepPointer(index: JourneyIndex, stepId: string): string {
  return `/steps/${index.stepOrder.indexOf(stepId)}`;
}

function reachable(index: JourneyIndex): Set<string> {
  const seen = new Set<string>();
  const queue = [index.definition.start];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id) || !index.steps.has(id)) continue;
    seen.add(id);
    queue.push(...(index.successors.get(id) ?? []));
  }
  return seen;
}

function checkCycles(index: JourneyIndex, report: Report): void {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    path.push(id);
    const step = index.steps.get(id);
    const rules = step && step.kind !== 'confirmation' ? step.next : [];
    rules.forEach((rule, at) => {
      if (!index.steps.has(rule.to)) return;
      if (state.get(rule.to) === 'open') {
        const loop = [...path.slice(path.indexOf(rule.to)), rule.to].join(' → ');
        report('cycle', `${stepPointer(index, id)}/next/${at}/to`, `this rule closes a cycle: ${loop}`);
      } else if (!state.has(rule.to)) visit(rule.to);
    });
    path.pop();
    state.set(id, 'done');
  };
  for (const id of index.stepOrder) if (!state.has(id)) visit(id);
}

/** For each reachable step, the answers asked on every route from the start to it (before it). */
function askedOnEveryRoute(index: JourneyIndex, steps: Set<string>): Map<string, Set<string>> {
  const universe = new Set(index.askedAt.keys());
  const before = new Map<string, Set<string>>(
    [...steps].map((id) => [id, id === index.definition.start ? new Set<string>() : new Set(universe)]),
  );
  const predecessors = new Map<string, string[]>();
  for (const id of steps)
    for (const next of index.successors.get(id) ?? []) predecessors.set(next, [...(predecessors.get(next) ?? []), id]);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of steps) {
      if (id === index.definition.start) continue;
      const incoming = (predecessors.get(id) ?? []).map(
        (from) => new Set([...(before.get(from) ?? []), ...(index.asks.get(from) ?? [])]),
      );
      const meet =
        incoming.length === 0
          ? new Set<string>()
          : new Set([...(incoming[0] as Set<string>)].filter((key) => incoming.every((set) => set.has(key))));
      if (meet.size !== before.get(id)?.size) {
        before.set(id, meet);
        changed = true;
      }
    }
  }
  return before;
}

/**
 * Checks the shape of the route: rules that close a cycle, steps no route reaches, and conditions
 * (or operation parameters) that read an answer not asked on every route to their step.
 */
export function checkFlow(index: JourneyIndex, report: Report): void {
  checkCycles(index, report);
  const steps = reachable(index);
  for (const id of index.stepOrder)
    // An error, not a warning: a step no rule leads to is an analyst's edit that residents never see.
    if (!steps.has(id)) report('unreachable-step', stepPointer(index, id), `no route reaches step "${id}"`);
  const before = askedOnEveryRoute(index, steps);
  const askedBy = (stepId: string) => new Set([...(before.get(stepId) ?? []), ...(index.asks.get(stepId) ?? [])]);
  for (const site of conditionSites(index.definition)) {
    if (!site.stepId || !steps.has(site.stepId)) continue;
    const asked = askedBy(site.stepId);
    for (const path of conditionReads(site.condition, index.named).answers) {
      const key = answerKeyOf(path);
      if (index.askedAt.has(key) && !asked.has(key)) {
        report(
          'read-before-asked',
          site.pointer,
          `reads answer "${key}", which is not asked on every route to step "${site.stepId}"`,
        );
      }
    }
  }
  for (const id of steps) {
    const step = index.steps.get(id);
    const asked = askedBy(id);
    const check = (effects: Effect[] | undefined, phase: string) =>
      (effects ?? []).forEach((effect, at) => {
        for (const [name, value] of Object.entries(effect.params ?? {})) {
          if (value === null || typeof value !== 'object' || Array.isArray(value) || !('answer' in value)) continue;
          const key = answerKeyOf(value.answer);
          if (index.askedAt.has(key) && !asked.has(key)) {
            report(
              'read-before-asked',
              `${stepPointer(index, id)}/effects/${phase}/${at}/params/${name}`,
              `reads answer "${key}", which is not asked on every route to step "${id}"`,
            );
          }
        }
      });
    check(step?.effects?.onEnter, 'onEnter');
    check(step?.effects?.onContinue, 'onContinue');
  }
}
