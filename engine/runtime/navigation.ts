import { emptyContext } from '../machine/machine-types';
import { enterPlace, isExit, stoppingBlock, type ActiveBlock } from '../routing/route';
import type { Position } from '../routing/position';
import { removedBy } from '../validation/remove-characters';
import { validatePosition, type FieldError } from '../validation/validate-position';
import { clearedPaths, type AnswerEdit } from '../machine/apply-answers';
import { answeredContext, factsRecordedContext } from '../machine/implementations';
import type { EffectRequest } from '../machine/effect-requests';
import type { Journey, JourneySnapshot } from './journey';
import { rememberContextChange } from './journey-snapshot';
import { JourneyMoveError, landAt, positionOf, send, type Moved } from './send-event';

export { JourneyMoveError, landAt, positionOf, send, type Moved } from './send-event';
import type { Answers, Facts, Toggles } from '../definition/scope';

/** What Continue did. Only `moved` and `exited` change the step or page. */
export type ContinueResult =
  | { status: 'invalid'; snapshot: JourneySnapshot; errors: FieldError[] }
  | { status: 'needs-effects'; snapshot: JourneySnapshot; effects: EffectRequest[] }
  | { status: 'blocked' | 'warned'; snapshot: JourneySnapshot; block: ActiveBlock }
  | {
      status: 'moved';
      snapshot: JourneySnapshot;
      from: Position;
      to: Position;
      delayMs: number;
      effects: EffectRequest[];
    }
  | { status: 'exited'; snapshot: JourneySnapshot; from: Position; exit: string; effects: EffectRequest[] }
  | { status: 'stuck'; snapshot: JourneySnapshot };

/**
 * Starts a journey at its first step with the facts and toggles the caller has (and any answers,
 * for a journey started with some known), reporting the first step's onEnter operations.
 *
 * @example
 * const { snapshot, effects } = startJourney(journey, { toggles: { isDMCEnabledMyPb: 'true' } });
 */
export function startJourney(
  journey: Journey,
  init: { answers?: Answers; facts?: Facts; toggles?: Toggles } = {},
): Moved {
  const context = {
    ...emptyContext(),
    answers: { ...init.answers },
    facts: { ...init.facts },
    toggles: { ...init.toggles },
  };
  const place = enterPlace(journey.index, journey.definition.start, context);
  if (!place || isExit(place)) throw new JourneyMoveError('the journey has no first step to show');
  return landAt(journey, place, context);
}

/**
 * Records answers on the current step. Answers that depend on a changed one are removed first;
 * call clearedBy beforehand to warn the resident. `removed` lists typed answers that lost
 * characters their field removes, with the message to show.
 *
 * @example
 * const { snapshot, cleared } = answer(journey, current, { 'contact-method': 'saved-number' });
 */
export function answer(
  journey: Journey,
  snapshot: JourneySnapshot,
  values: AnswerEdit,
): { snapshot: JourneySnapshot; cleared: string[]; removed: { answer: string; messageKey: string }[] } {
  const next = answered(journey, snapshot, values);
  // Read off the result rather than worked out again: what was there and is gone, what was typed and is not as typed.
  const cleared = clearedPaths(snapshot.answers, next.answers, values);
  const removed = removedBy(journey.index, values, next.answers);
  return { snapshot: next, cleared, removed };
}

/**
 * The snapshot with answers recorded, as answer() records them, without working out what they
 * cleared or removed: the journey session shows the pending edit's clearings beforehand
 * (clearedBy) and reads nothing else of the result, and it records an answer on every change of
 * a field, so the lists were work for nothing on most of the page's moves (issue 29 item 3).
 * `cleared` is what clearedBy gave for this snapshot and these values, when the caller has it:
 * it is then not worked out again.
 *
 * @example
 * const next = answered(journey, current, { 'contact-method': 'saved-number' });
 */
export function answered(
  journey: Journey,
  snapshot: JourneySnapshot,
  values: AnswerEdit,
  cleared?: readonly string[],
): JourneySnapshot {
  return (
    answeredInPlace(journey, snapshot, values, cleared) ?? send(journey, snapshot, { type: 'ANSWER', values }).snapshot
  );
}

/**
 * Whether a context-only event (ANSWER, RECORD_FACTS: targetless transitions of the root, whose
 * one action updates the context) can be applied without a run of the machine: on an active step
 * with no eventless transitions (no skipWhen, not a run) nothing else can follow it.
 */
function contextOnly(journey: Journey, snapshot: JourneySnapshot): boolean {
  if (snapshot.status !== 'active') return false;
  const state = journey.config.states?.[snapshot.stepId];
  return state !== undefined && (state.always?.length ?? 0) === 0;
}

/**
 * The snapshot with a context update applied, as the machine applies it, remembered as the
 * machine's would be (rememberContextChange). Key by key, in the order fromMachineSnapshot makes
 * a snapshot: the machine's snapshot exactly, without spreads on every field the page records.
 */
function inPlace(
  snapshot: JourneySnapshot,
  update: Pick<JourneySnapshot, 'facts' | 'settled'> & Partial<Pick<JourneySnapshot, 'answers'>>,
): JourneySnapshot {
  const next: JourneySnapshot = {
    journeyId: snapshot.journeyId,
    version: snapshot.version,
    stepId: snapshot.stepId,
    status: snapshot.status,
    answers: update.answers ?? snapshot.answers,
    facts: update.facts,
    toggles: snapshot.toggles,
    page: snapshot.page,
    mode: snapshot.mode,
    changeFrom: snapshot.changeFrom,
    warned: snapshot.warned,
    settled: update.settled,
  };
  rememberContextChange(snapshot, next);
  return next;
}

/**
 * An answer recorded without a run of the machine, where the machine would only update the
 * context (contextOnly). The page answers field by field, so this is most of its moves (issue 29
 * item 3). Undefined elsewhere.
 */
function answeredInPlace(
  journey: Journey,
  snapshot: JourneySnapshot,
  values: AnswerEdit,
  cleared?: readonly string[],
): JourneySnapshot | undefined {
  if (!contextOnly(journey, snapshot)) return undefined;
  return inPlace(snapshot, answeredContext(journey.index, snapshot, values, cleared));
}

/**
 * Records the results of operations as facts; `settles` marks the step's onContinue operations as
 * run. Where the machine would only update the context (contextOnly), the facts are recorded
 * without a run of it: a page's operations' results are recorded on most of its moves (issue 29
 * item 3).
 */
export function recordFacts(
  journey: Journey,
  snapshot: JourneySnapshot,
  facts: Facts,
  options: { settles?: boolean } = {},
): JourneySnapshot {
  if (contextOnly(journey, snapshot))
    return inPlace(snapshot, factsRecordedContext(snapshot, facts, options.settles ? true : undefined));
  return send(journey, snapshot, { type: 'RECORD_FACTS', facts, ...(options.settles ? { settles: true } : {}) })
    .snapshot;
}

/** Replaces the feature toggles (configuration values are read per request). */
export function setToggles(journey: Journey, snapshot: JourneySnapshot, toggles: Toggles): JourneySnapshot {
  return send(journey, snapshot, { type: 'SET_TOGGLES', toggles }).snapshot;
}

/**
 * Presses Continue: invalid answers never move on; the step's onContinue operations are asked for
 * first (run them, record their facts with settles, and Continue again); then blocks stop or warn
 * once; then the journey moves to the next page or step, or back to the summary after a change.
 *
 * @example
 * const result = continueFrom(journey, snapshot);
 * if (result.status === 'invalid') showErrors(result.errors);
 */
export function continueFrom(journey: Journey, snapshot: JourneySnapshot): ContinueResult {
  const from = positionOf(snapshot);
  const { snapshot: next, effects } = send(journey, snapshot, { type: 'CONTINUE' });
  if (next.status === 'done') return { status: 'exited', snapshot: next, from, exit: next.stepId, effects };
  if (next.stepId !== snapshot.stepId || next.page !== snapshot.page || next.mode !== snapshot.mode) {
    const step = journey.index.steps.get(from.step);
    const delayMs = step && step.kind !== 'confirmation' ? (step.delayMs ?? 0) : 0;
    return { status: 'moved', snapshot: next, from, to: positionOf(next), delayMs, effects };
  }
  const continueEffects = effects.filter((effect) => effect.phase === 'continue');
  if (continueEffects.length > 0) return { status: 'needs-effects', snapshot: next, effects: continueEffects };
  const validation = validatePosition(journey.index, from, snapshot);
  if (!validation.valid) return { status: 'invalid', snapshot: next, errors: validation.errors };
  const block = stoppingBlock(journey.index, from, snapshot, snapshot.warned);
  if (block) return { status: block.mode === 'block' ? 'blocked' : 'warned', snapshot: next, block };
  return { status: 'stuck', snapshot: next };
}

/**
 * Presses Back: to the position before this one on the route replayed from the answers (so it
 * survives a resume and a reload), or to the summary when this is where a change began.
 *
 * @example
 * const { snapshot } = back(journey, current);
 */
export function back(journey: Journey, snapshot: JourneySnapshot): Moved & { moved: boolean } {
  const result = send(journey, snapshot, { type: 'BACK' });
  const moved =
    result.snapshot.stepId !== snapshot.stepId ||
    result.snapshot.page !== snapshot.page ||
    result.snapshot.status !== snapshot.status;
  return { ...result, moved };
}

/**
 * Follows a change link of the summary: the journey goes to that step in changing mode, and comes
 * back to the summary on Continue unless the change alters the route.
 *
 * @example
 * editFromSummary(journey, atSummary, 'contact-method')
 */
export function editFromSummary(journey: Journey, snapshot: JourneySnapshot, step: string, page?: number): Moved {
  if (snapshot.stepId !== journey.index.summaryId) throw new JourneyMoveError('change links are only on the summary');
  const result = send(journey, snapshot, { type: 'CHANGE', step, ...(page === undefined ? {} : { page }) });
  if (result.snapshot.stepId !== step) throw new JourneyMoveError(`"${step}" has no change link`);
  return result;
}

/** Save and exit from the exit modal: runs its save operations and ends at its exit. */
export function saveAndExit(journey: Journey, snapshot: JourneySnapshot): Moved {
  if (!journey.config.on.SAVE_AND_EXIT) throw new JourneyMoveError('the journey has no exit modal');
  return send(journey, snapshot, { type: 'SAVE_AND_EXIT' });
}

/** Leave from the exit modal: runs its leave operations (delete the draft), clears every answer, and exits. */
export function leave(journey: Journey, snapshot: JourneySnapshot): Moved {
  if (!journey.config.on.LEAVE) throw new JourneyMoveError('the journey has no exit modal');
  return send(journey, snapshot, { type: 'LEAVE' });
}
