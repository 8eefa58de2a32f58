import { fromTransition, type TransitionSnapshot } from 'xstate';
import { conditionReads } from '../conditions/reads';
import { conditionSites } from '../definition/condition-sites';
import { expandRun } from '../routing/generated-run';
import type { AnswerEdit } from '../machine/apply-answers';
import type { EffectRequest } from '../machine/effect-requests';
import type { Journey, JourneySnapshot } from '../runtime/journey';
import {
  answer,
  back,
  continueFrom,
  editFromSummary,
  JourneyMoveError,
  recordFacts,
  startJourney,
} from '../runtime/navigation';
import { answerKeyOf, type Facts, type Scope, type Toggles } from '../definition/scope';
import { answerChoices } from './answer-choices';

/** The events of the journey graph: answer a position's questions and press Continue, or press Back. */
/**
 * A move of a path: answer and Continue, Back, or (in paths walked by a tester, never generated)
 * a change link of the summary.
 */
export type GraphEvent =
  { type: 'CONTINUE_WITH'; answers: AnswerEdit } | { type: 'BACK' } | { type: 'CHANGE'; step: string; page?: number };

/** Options of the graph: the world the journey runs in and the bounds of path generation. */
export interface GraphOptions {
  facts?: Facts;
  toggles?: Toggles;
  /** Runs operations synchronously for the graph's world; without it, effects record nothing. */
  effects?: (requests: readonly EffectRequest[], scope: Scope) => Facts;
  /** Include Back moves in the graph (default true). */
  back?: boolean;
  /** Most states to visit before giving up (default 5000). */
  limit?: number;
}

/** A state of the graph: the journey snapshot as the context of a transition snapshot. */
export type GraphSnapshot = TransitionSnapshot<JourneySnapshot>;

/**
 * Facts whose value can steer the journey: read by a condition, offered as options, or holding
 * the questions of a run. An operation storing anything else (a submission's receipt) steers nothing.
 */
function steeringFacts(journey: Journey): Set<string> {
  const facts = new Set<string>();
  const add = (path: string) => facts.add(path.split('.')[0] as string);
  for (const site of conditionSites(journey.definition))
    for (const path of conditionReads(site.condition, journey.index.named).facts) add(path);
  for (const step of journey.definition.steps) {
    if (step.kind === 'question') for (const field of step.fields) if (field.optionsFrom) add(field.optionsFrom.fact);
    if (step.kind === 'generated') {
      add(step.source.fact);
      if (step.optionAttributes) add(step.optionAttributes.fact);
    }
  }
  return facts;
}

/**
 * Answer keys that decide the route: read by a rule, a block or an operation whose result steers
 * the journey (not by a field's shownWhen, nor by an operation such as a submission).
 */
export function routeKeys(journey: Journey): Set<string> {
  const keys = new Set<string>();
  const steering = steeringFacts(journey);
  for (const site of conditionSites(journey.definition)) {
    // A named condition counts where a rule uses it (its reads come through the ref): one only a
    // payload's lines read (reporter-answered) chooses what is sent, not the route.
    if (site.role === 'shown-when' || site.role === 'named') continue;
    for (const path of conditionReads(site.condition, journey.index.named).answers) keys.add(answerKeyOf(path));
  }
  for (const step of journey.definition.steps) {
    for (const effect of [...(step.effects?.onEnter ?? []), ...(step.effects?.onContinue ?? [])]) {
      if (!effect.storeAs || !steering.has(effect.storeAs)) continue;
      for (const value of Object.values(effect.params ?? {})) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'answer' in value)
          keys.add(answerKeyOf(value.answer));
      }
    }
    if (step.kind === 'generated' && (step.skips || step.jumpToEnd)) keys.add(step.answer);
  }
  return keys;
}

/**
 * Answer keys worth trying every option of: those deciding the route, those that show other
 * fields, and those that choose the options of another (the location whose reasons are offered).
 */
export function choiceKeys(journey: Journey): Set<string> {
  const keys = routeKeys(journey);
  for (const site of conditionSites(journey.definition)) {
    if (site.role === 'shown-when')
      for (const path of conditionReads(site.condition, journey.index.named).answers) keys.add(answerKeyOf(path));
  }
  for (const step of journey.definition.steps) {
    if (step.kind !== 'question') continue;
    for (const field of step.fields)
      for (const value of Object.values(field.optionsFrom?.where ?? {}))
        if (value !== null && typeof value === 'object') keys.add(answerKeyOf(value.answer));
  }
  return keys;
}

/** A run's answers reduced to those of questions whose options move differently (skips, ends). */
function decisiveRunAnswers(journey: Journey, snapshot: JourneySnapshot, key: string): unknown {
  const step = journey.index.steps.get(journey.index.askedAt.get(key) ?? '');
  const value = snapshot.answers[key];
  if (step?.kind !== 'generated' || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const decisive = new Set(
    expandRun(step, snapshot)
      .questions.filter(
        (question) => new Set(question.options.map((option) => `${option.skip}/${option.endsRun}`)).size > 1,
      )
      .map((question) => question.questionId),
  );
  return Object.fromEntries(Object.entries(value).filter(([questionId]) => decisive.has(questionId)));
}

/** JSON with sorted keys, so equal values give equal keys. */
export function stable(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
    .join(',')}}`;
}

/**
 * The journey as ActorLogic for @xstate/graph: each event answers and continues (running the
 * world's operations), or goes back. Keyed by position, mode and the answers that decide the
 * route, so the graph stays small however many answers the context holds.
 */
export function journeyGraphLogic(journey: Journey, options: GraphOptions = {}) {
  const run = options.effects ?? (() => ({}));
  const settle = (moved: { snapshot: JourneySnapshot; effects: EffectRequest[] }) =>
    moved.effects.length > 0 && moved.snapshot.status === 'active'
      ? recordFacts(journey, moved.snapshot, run(moved.effects, moved.snapshot))
      : moved.snapshot;
  const step = (snapshot: JourneySnapshot, event: GraphEvent): JourneySnapshot => {
    if (snapshot.status === 'done') return snapshot;
    if (event.type === 'BACK') return settle(back(journey, snapshot));
    if (event.type === 'CHANGE') {
      try {
        return settle(editFromSummary(journey, snapshot, event.step, event.page));
      } catch (error) {
        if (error instanceof JourneyMoveError) return snapshot; // not on the summary, or no such link
        throw error;
      }
    }
    let current = answer(journey, snapshot, event.answers).snapshot;
    for (let presses = 0; presses < 3; presses += 1) {
      const result = continueFrom(journey, current);
      if (result.status === 'needs-effects')
        current = recordFacts(journey, result.snapshot, run(result.effects, result.snapshot), { settles: true });
      else if (result.status === 'warned') current = result.snapshot;
      else return result.status === 'moved' || result.status === 'exited' ? settle(result) : snapshot;
    }
    return snapshot;
  };
  const initial = settle(startJourney(journey, { facts: options.facts ?? {}, toggles: options.toggles ?? {} }));
  return fromTransition((snapshot: JourneySnapshot, event: GraphEvent) => step(snapshot, event), initial);
}

/** The options @xstate/graph needs: the events of each state and the keys of states and events. */
export function graphTraversalOptions(journey: Journey, options: GraphOptions = {}) {
  const keys = routeKeys(journey);
  const choices = choiceKeys(journey);
  return {
    events: (state: GraphSnapshot): GraphEvent[] => {
      const snapshot = state.context;
      if (snapshot.status === 'done' || journey.index.steps.get(snapshot.stepId)?.kind === 'confirmation') return [];
      const forward = answerChoices(journey, snapshot, choices).map((answers) => ({
        type: 'CONTINUE_WITH' as const,
        answers,
      }));
      return options.back === false ? forward : [...forward, { type: 'BACK' as const }];
    },
    serializeState: (state: GraphSnapshot) => graphKey(journey, state.context, keys),
    serializeEvent: (event: GraphEvent) => stable(event),
    limit: options.limit ?? 5000,
  };
}

/** The key of a snapshot in the graph: position, mode, status and the route-deciding answers. */
export function graphKey(journey: Journey, snapshot: JourneySnapshot, keys: Set<string>): string {
  const decisive = Object.fromEntries(
    Object.keys(snapshot.answers)
      .filter((key) => keys.has(key))
      .map((key) => [key, decisiveRunAnswers(journey, snapshot, key)]),
  );
  return `${snapshot.stepId}#${snapshot.page}#${snapshot.mode}#${snapshot.status}#${stable(decisive)}`;
}
