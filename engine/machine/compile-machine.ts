import type { JourneyIndex } from '../definition/journey-index';
import type { Effect, MovingStepDefinition, Step } from '../definition/types';
import {
  emptyContext,
  type MachineConfigJson,
  type NamedReference,
  type StateJson,
  type TransitionJson,
} from './machine-types';

function effectActions(effects: Effect[] | undefined, phase: string, step?: string): NamedReference[] {
  return (effects ?? []).map((effect) => ({
    type: 'requestEffect',
    params: { effect, phase, ...(step ? { step } : {}) },
  }));
}

function enter(step: string, at: 'start' | 'end'): NamedReference {
  return { type: 'enterStep', params: { step, at } };
}

/** The actions of a move forward to a step or an exit: entering it, and an exit's own operations. */
function arrive(index: JourneyIndex, to: string): NamedReference[] {
  return [enter(to, 'start'), ...effectActions(index.exits[to]?.effects, 'leave')];
}

/** Steps Back may lead to from a step: its rule predecessors, seen through runs that may be empty. */
function backCandidates(index: JourneyIndex, stepId: string): string[] {
  const found = new Set<string>();
  const visit = (target: string, seen: Set<string>) => {
    for (const [from, next] of index.successors) {
      if (!next.includes(target) || seen.has(from)) continue;
      seen.add(from);
      found.add(from);
      // A run may be empty and a page passed over: Back then goes to whatever came before it.
      const step = index.steps.get(from);
      if (step?.kind === 'generated' || (step?.kind === 'question' && step.skipWhen)) visit(from, seen);
    }
  };
  visit(stepId, new Set([stepId]));
  const step = index.steps.get(stepId);
  if (step && step.kind !== 'confirmation') for (const rule of step.back ?? []) found.add(rule.to);
  return index.stepOrder.filter((id) => found.has(id)).concat(Object.keys(index.exits).filter((id) => found.has(id)));
}

function continueTransitions(index: JourneyIndex, step: MovingStepDefinition): TransitionJson[] {
  const params = { step: step.id };
  const transitions: TransitionJson[] = [{ guard: { type: 'answersInvalid', params } }];
  if ((step.effects?.onContinue ?? []).length > 0) {
    transitions.push({
      guard: { type: 'effectsPending', params },
      actions: effectActions(step.effects?.onContinue, 'continue', step.id),
    });
  }
  if ((step.blocks ?? []).length > 0 || step.kind === 'generated') {
    transitions.push({ guard: { type: 'blocked', params }, actions: [{ type: 'acknowledgeWarnings', params }] });
  }
  if (index.summaryId && step.kind !== 'summary') {
    transitions.push({
      guard: { type: 'returnsToSummary', params },
      target: index.summaryId,
      actions: [enter(index.summaryId, 'start')],
    });
  }
  if (step.kind === 'generated')
    transitions.push({
      guard: { type: 'hasNextPage', params },
      actions: [{ type: 'turnPage', params: { step: step.id, direction: 'next' } }],
    });
  for (const rule of step.next) {
    const target = index.steps.get(rule.to);
    if (target && target.kind !== 'generated' && target.id !== index.summaryId) {
      // Entering a page sets nothing that is not already so after most moves (page 0, no warnings
      // shown, its operations not yet run): then the move needs no context update, which is
      // the costliest part of a step in XState.
      transitions.push({
        target: rule.to,
        guard: { type: 'enteredFresh', params: rule.when ? { when: rule.when } : {} },
      });
    }
    transitions.push({
      target: rule.to,
      ...(rule.when ? { guard: { type: 'condition', params: { when: rule.when } } } : {}),
      actions: arrive(index, rule.to),
    });
  }
  return transitions;
}

function backTransitions(index: JourneyIndex, step: Step): TransitionJson[] {
  const params = { step: step.id };
  const transitions: TransitionJson[] = [];
  // Back where a change from the summary began returns to the summary, even on a later page of a run.
  if (index.summaryId && step.kind !== 'summary') {
    transitions.push({
      guard: { type: 'isChangeStart', params },
      target: index.summaryId,
      actions: [enter(index.summaryId, 'start')],
    });
  }
  if (step.kind === 'generated')
    transitions.push({
      guard: { type: 'hasPreviousPage', params },
      actions: [{ type: 'turnPage', params: { step: step.id, direction: 'previous' } }],
    });
  for (const candidate of backCandidates(index, step.id)) {
    transitions.push({
      guard: { type: 'previousIs', params: { step: step.id, previous: candidate } },
      target: candidate,
      actions: [{ type: 'goBack', params }],
    });
  }
  return transitions;
}

function stepState(index: JourneyIndex, step: Step): StateJson {
  const state: StateJson = {
    meta: {
      kind: step.kind,
      route: step.route,
      ...(step.kind !== 'confirmation' && step.delayMs ? { delayMs: step.delayMs } : {}),
    },
    entry: effectActions(step.effects?.onEnter, 'enter', step.id),
    on: {},
  };
  const on = state.on as Record<string, TransitionJson[]>;
  if (step.kind === 'confirmation') {
    if (step.finishTo) on.FINISH = [{ target: step.finishTo }];
    return state;
  }
  on.CONTINUE = continueTransitions(index, step);
  on.BACK = backTransitions(index, step);
  if (step.kind === 'summary') {
    on.CHANGE = index.stepOrder
      .filter((id) => (index.asks.get(id) ?? []).length > 0)
      .map((id) => ({
        guard: { type: 'changeTargetIs', params: { step: id } },
        target: id,
        actions: [{ type: 'startChange' }],
      }));
  }
  if (step.kind === 'question' && step.skipWhen) {
    // A page passed over (skipWhen) moves on by its own rules as soon as it is entered.
    state.always = step.next.map((rule) => ({
      guard: { type: 'skipped', params: { step: step.id, ...(rule.when ? { when: rule.when } : {}) } },
      target: rule.to,
      actions: arrive(index, rule.to),
    }));
  }
  if (step.kind === 'generated') {
    state.always = step.next.map((rule) => ({
      guard: { type: 'runIsEmpty', params: { step: step.id, ...(rule.when ? { when: rule.when } : {}) } },
      target: rule.to,
      actions: arrive(index, rule.to),
    }));
  }
  return state;
}

/**
 * Compiles a journey into the configuration of an XState v5 machine: one state per step and
 * exit; guards and actions referenced by name with JSON parameters (conditions travel as data).
 * The result is plain JSON; createJourneyMachine gives it the implementations.
 *
 * @example
 * const config = compileMachineConfig(index);
 * JSON.parse(JSON.stringify(config)) // the same configuration, still runnable
 */
export function compileMachineConfig(index: JourneyIndex): MachineConfigJson {
  const { definition } = index;
  const states: Record<string, StateJson> = {};
  for (const step of definition.steps) states[step.id] = stepState(index, step);
  for (const [id, exit] of Object.entries(index.exits))
    states[id] = { type: 'final', meta: { kind: 'exit', route: exit.route } };
  const on: MachineConfigJson['on'] = {
    ANSWER: [{ actions: [{ type: 'recordAnswers' }] }],
    RECORD_FACTS: [{ actions: [{ type: 'recordFacts' }] }],
    SET_TOGGLES: [{ actions: [{ type: 'setToggles' }] }],
  };
  const modal = definition.exitModal;
  if (modal && index.exits[modal.exitTo]) {
    // A journey that keeps no draft has no Save and exit (its modal has no saveAndExitKey).
    if (modal.saveAndExitKey)
      on.SAVE_AND_EXIT = [{ target: `.${modal.exitTo}`, actions: effectActions(modal.saveEffects, 'save') }];
    on.LEAVE = [
      {
        target: `.${modal.exitTo}`,
        actions: [...effectActions(modal.leaveEffects, 'leave'), { type: 'clearAnswers' }],
      },
    ];
  }
  return { id: definition.id, initial: definition.start, context: emptyContext(), on, states };
}
