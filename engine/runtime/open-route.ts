import { positionRoute } from '../routing/position-route';
import { samePosition, type Position } from '../routing/position';
import { isComplete, projectedRoute } from '../routing/route';
import type { Journey, JourneySnapshot } from './journey';
import { JourneyMoveError, landAt, positionOf, type Moved } from './send-event';

/** Where opening an address left the resident. */
export interface Opened extends Moved {
  /** The position now shown: the one at the address, or where the resident was sent instead. */
  landedOn: Position;
  /** True when the address could not be opened yet and the resident was sent elsewhere. */
  redirected: boolean;
}

/**
 * Opens the page at a portal address, as when the resident types it, reloads, or uses the
 * browser's Back and Forward buttons. A page on the route replayed from the answers opens when
 * every page before it is complete; otherwise the resident is sent to the first incomplete page
 * before it (so /enquiryreason without "who is it for" opens /enquiryconsent). An address off the
 * route (a branch the answers do not take, a confirmation not yet reached) leaves the resident
 * where they are. Opening another page ends a change from the summary.
 *
 * @example
 * const { snapshot, redirected } = openRoute(journey, current, '/additionalenquirydetails');
 */
export function openRoute(journey: Journey, snapshot: JourneySnapshot, route: string): Opened {
  if (snapshot.status === 'done') throw new JourneyMoveError(`the journey has ended at "${snapshot.stepId}"`);
  const { index } = journey;
  const here = positionOf(snapshot);
  const stay = (redirected: boolean): Opened => ({ snapshot, effects: [], landedOn: here, redirected });
  if (positionRoute(index, here, snapshot) === route) return stay(false);
  const path = projectedRoute(index, snapshot);
  const target = path.findIndex((position) => positionRoute(index, position, snapshot) === route);
  if (target < 0) return stay(true);
  const missing = path.slice(0, target).find((position) => !isComplete(index, position, snapshot));
  const landing = missing ?? (path[target] as Position);
  if (samePosition(landing, here)) return stay(missing !== undefined);
  const { answers, facts, toggles } = snapshot;
  const context = { answers, facts, toggles, page: landing.page, mode: 'answering' as const, changeFrom: null };
  const moved = landAt(journey, landing, { ...context, warned: [], settled: false });
  return { ...moved, landedOn: landing, redirected: missing !== undefined };
}
