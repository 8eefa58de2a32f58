import { emptyContext } from '../machine/machine-types';
import { isComplete, projectedRoute } from '../routing/route';
import type { Position } from '../routing/position';
import { validatePosition, type FieldError } from '../validation/validate-position';
import type { EffectRequest } from '../machine/effect-requests';
import { JourneyMigrationError, migrateAnswers } from './migrate';
import type { Journey, JourneySnapshot } from './journey';
import { landAt } from './navigation';
import { readPath, type Answers, type Facts, type Scope, type Toggles } from '../definition/scope';

/** What is saved of a journey in progress: its answers, under the version they were given. */
export interface Draft {
  journeyId: string;
  version: number;
  answers: Answers;
}

export interface Resumed {
  snapshot: JourneySnapshot;
  effects: EffectRequest[];
  landedOn: Position;
  /** The draft's version when a migration brought it up to date, else null. */
  migratedFrom: number | null;
  /** Why the landing step is incomplete, when its answers are there but no longer valid. */
  errors: FieldError[];
}

/** The draft of a snapshot, to save. */
export function draftOf(snapshot: JourneySnapshot): Draft {
  return { journeyId: snapshot.journeyId, version: snapshot.version, answers: snapshot.answers };
}

/**
 * The first incomplete position of a scope: along the route replayed from the answers, the first
 * position whose answers are missing, no longer valid, or blocked; the summary when none is.
 * Never a position past an incomplete one (as openRoute never opens one): the resident goes on
 * from it by Continue, so an unanswered question earlier on the route, the damp and mould one for
 * instance, would never be asked (docs/rules.md REP-EDT-03).
 *
 * @example
 * firstIncomplete(journey, { answers: { property: 'P-100' }, facts, toggles }) // { step: 'case-type', page: 0 }
 */
export function firstIncomplete(journey: Journey, scope: Scope): Position {
  const route = projectedRoute(journey.index, scope);
  const last = route[route.length - 1];
  if (!last) throw new JourneyMigrationError('the journey has no route to resume on');
  return route.find((position) => !isComplete(journey.index, position, scope)) ?? last;
}

/**
 * Resumes a saved draft: a draft of an older version is brought up to date through the declared
 * migrations, then the resident lands on the first incomplete step (see firstIncomplete).
 * Facts and toggles are the caller's current ones.
 *
 * @example
 * const { snapshot, landedOn } = resume(journey, { journeyId: 'raise-a-service-request', version: 1, answers }, { facts });
 */
export function resume(journey: Journey, draft: Draft, init: { facts?: Facts; toggles?: Toggles } = {}): Resumed {
  if (draft.journeyId !== journey.definition.id) {
    throw new JourneyMigrationError(`the draft belongs to "${draft.journeyId}", not "${journey.definition.id}"`);
  }
  const answers = migrateAnswers(journey.definition, draft.version, draft.answers);
  const context = { ...emptyContext(), answers, facts: { ...init.facts }, toggles: { ...init.toggles } };
  const landedOn = firstIncomplete(journey, context);
  const { snapshot, effects } = landAt(journey, landedOn, context);
  const errors = validatePosition(journey.index, landedOn, context).errors.filter(
    (error) => readPath(answers, error.field) !== undefined,
  );
  return {
    snapshot,
    effects,
    landedOn,
    migratedFrom: draft.version === journey.definition.version ? null : draft.version,
    errors,
  };
}
