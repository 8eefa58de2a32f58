import { sampleText } from '../graph/answer-choices';
import { expandRun } from '../routing/generated-run';
import type { Position } from '../routing/position';
import type { AnswerEdit } from '../runtime/apply-answers';
import type { EffectRequest } from '../runtime/effect-requests';
import type { Journey, JourneySnapshot } from '../runtime/journey';
import { answer, continueFrom, positionOf, recordFacts, type ContinueResult } from '../runtime/navigation';
import type { Facts, Scope } from '../runtime/scope';
import { fieldOptions } from '../validation/field-options';
import { visibleFields } from '../validation/validate-position';

/** Runs effect requests and returns the facts they store, synchronously. */
export type SyncEffects = (requests: readonly EffectRequest[], scope: Scope) => Facts;

/** Picks a number below a bound from a stream of random numbers (cycling when it runs out). */
export class Picker {
  private at = 0;
  constructor(private readonly numbers: readonly number[]) {}
  pick(bound: number): number {
    if (bound <= 1 || this.numbers.length === 0) return 0;
    const value = this.numbers[this.at % this.numbers.length] as number;
    this.at += 1;
    return value % bound;
  }
}

/** Records the facts of a move's effects. */
export function settle(
  journey: Journey,
  moved: { snapshot: JourneySnapshot; effects: EffectRequest[] },
  run: SyncEffects,
): JourneySnapshot {
  if (moved.effects.length === 0 || moved.snapshot.status === 'done') return moved.snapshot;
  return recordFacts(journey, moved.snapshot, run(moved.effects, moved.snapshot));
}

/** Continue, running onContinue operations and the next step's onEnter operations synchronously. */
export function continueSettled(journey: Journey, snapshot: JourneySnapshot, run: SyncEffects): ContinueResult {
  let result = continueFrom(journey, snapshot);
  if (result.status === 'needs-effects') {
    result = continueFrom(
      journey,
      recordFacts(journey, result.snapshot, run(result.effects, result.snapshot), { settles: true }),
    );
  }
  if (result.status === 'moved') return { ...result, snapshot: settle(journey, result, run) };
  return result;
}

const GARBAGE = ['', '<script>', 'not-an-option', 'Select', '--'];

/**
 * Chooses answers for every field of the current position, mostly valid ones; with `wild`, any
 * field may get a garbage value instead. Fields shown only for some answers are filled in turn.
 */
export function chooseAnswers(journey: Journey, snapshot: JourneySnapshot, picker: Picker, wild = false): AnswerEdit {
  const step = journey.index.steps.get(snapshot.stepId);
  const edit: AnswerEdit = {};
  const garbage = () => (wild && picker.pick(4) === 0 ? GARBAGE[picker.pick(GARBAGE.length)] : undefined);
  if (step?.kind === 'generated') {
    for (const question of expandRun(step, snapshot).pages[snapshot.page]?.questions ?? []) {
      const ids = question.options.map((option) => option.id).filter((id) => id !== 'Select');
      const bad = garbage();
      const name = `${step.answer}.${question.questionId}`;
      if (bad !== undefined) edit[name] = bad;
      else if (question.type === 'Text') edit[name] = ['The fob fell in the canal', 'None'][picker.pick(2)] as string;
      else if (question.type === 'Multiple')
        edit[name] = [...new Set([ids[picker.pick(ids.length)] as string, ids[picker.pick(ids.length)] as string])];
      else edit[name] = ids[picker.pick(ids.length)] as string;
    }
    return edit;
  }
  if (step?.kind !== 'question') return edit;
  const done = new Set<string>();
  for (let round = 0; round < step.fields.length; round += 1) {
    const scope = { ...snapshot, answers: { ...snapshot.answers, ...(edit as Record<string, never>) } };
    for (const field of visibleFields(journey.index, step, scope)) {
      if (done.has(field.answer)) continue;
      done.add(field.answer);
      const bad = garbage();
      const options = fieldOptions(field, scope);
      if (bad !== undefined) edit[field.answer] = bad;
      else if (options) edit[field.answer] = options[picker.pick(options.length)]?.value as string;
      else edit[field.answer] = sampleText(journey, step.id, field);
    }
  }
  return edit;
}

/** One move of a walk. */
export interface WalkStep {
  from: Position;
  edit: AnswerEdit;
  status: ContinueResult['status'];
  to?: Position;
  before: JourneySnapshot;
  after: JourneySnapshot;
}

/**
 * Walks a journey from a snapshot with random answers until the summary (or an exit, or the
 * move limit): answer, Continue, and on a warning Continue again.
 */
export function walk(
  journey: Journey,
  start: JourneySnapshot,
  picker: Picker,
  run: SyncEffects,
  options: { wild?: boolean; limit?: number } = {},
): { steps: WalkStep[]; snapshot: JourneySnapshot } {
  const steps: WalkStep[] = [];
  let snapshot = start;
  for (
    let moves = 0;
    moves < (options.limit ?? 60) && snapshot.status === 'active' && snapshot.stepId !== journey.index.summaryId;
    moves += 1
  ) {
    const edit = chooseAnswers(journey, snapshot, picker, options.wild);
    const before = answer(journey, snapshot, edit).snapshot;
    let result = continueSettled(journey, before, run);
    if (result.status === 'warned') result = continueSettled(journey, result.snapshot, run);
    steps.push({
      from: positionOf(before),
      edit,
      status: result.status,
      ...(result.status === 'moved' ? { to: result.to } : {}),
      before,
      after: result.snapshot,
    });
    snapshot = result.snapshot;
  }
  return { steps, snapshot };
}
