import { positionRoute } from '../routing/position-route';
import type { Position } from '../routing/position';
import type { AnswerEdit } from '../machine/apply-answers';
import { exitNavigation } from '../runtime/exit-navigation';
import { positionOf } from '../runtime/navigation';
import type { Journey, JourneySnapshot } from '../runtime/journey-snapshot';

/**
 * One move a resident made, in the form of a path file's moves (engine/graph PathMove, the same
 * shape: the session sits below the graph and does not import it).
 */
export interface WalkedMove {
  from: Position;
  event:
    { type: 'CONTINUE_WITH'; answers: AnswerEdit } | { type: 'BACK' } | { type: 'CHANGE'; step: string; page?: number };
  to: Position | { exit: string };
  warnings: string[];
}

/** The place a snapshot is at, as a path names it: a position, or the exit the journey ended at. */
export function placeOf(snapshot: JourneySnapshot): WalkedMove['to'] {
  return snapshot.status === 'done' ? { exit: snapshot.stepId } : positionOf(snapshot);
}

/**
 * The answers a Continue gives: the values of the fields on the page, by answer path (a run's
 * answers as `case-answers.q2`), as a path's CONTINUE_WITH move records them.
 */
export function answersOnPage(fields: readonly { name: string; value: unknown }[]): Record<string, unknown> {
  // A loop rather than entries made and read back: this runs on every Continue of the page.
  const answers: Record<string, unknown> = {};
  for (const field of fields) if (field.value !== undefined) answers[field.name] = field.value;
  return answers;
}

/** The address of where a snapshot is (a step, a page of a run, or the exit it ended at, its facts filled in). */
export function routeOf(journey: Journey, snapshot: JourneySnapshot): string {
  if (snapshot.status === 'done') return exitNavigation(journey.index, snapshot.stepId, snapshot).route;
  return positionRoute(journey.index, { step: snapshot.stepId, page: snapshot.page }, snapshot) ?? '/';
}

/** The banner an exit shows where it leads (route state for the page there), if any. */
export function exitState(journey: Journey, snapshot: JourneySnapshot): unknown {
  return snapshot.status === 'done' ? exitNavigation(journey.index, snapshot.stepId, snapshot).notice : undefined;
}

/** The journey is on its confirmation: what it sends has been sent. */
export const isConfirmation = (journey: Journey, snapshot: JourneySnapshot) =>
  journey.index.steps.get(snapshot.stepId)?.kind === 'confirmation';
