import { canReturnToSummary, isExit, nextPlace, previousPlace, stoppingBlock, type Place } from '../routing/route';
import type { Position } from '../routing/position';
import type { Journey, JourneySnapshot } from './journey';
import { positionOf } from './navigation';
import { summaryRows } from './summary-rows';

/** A move the resident can make from where they are. */
export type Move =
  | { move: 'continue'; to: Place | null }
  | { move: 'back'; to: Place }
  | { move: 'change'; field: string; to: Position }
  | { move: 'save-and-exit'; to: string }
  | { move: 'leave'; to: string }
  | { move: 'finish'; to: string };

/** Where Back leads from a snapshot: the summary at the start of a change, else the replayed route. */
export function backTarget(journey: Journey, snapshot: JourneySnapshot): Place | null {
  const { index } = journey;
  const here = positionOf(snapshot);
  if (
    snapshot.mode === 'changing' &&
    index.summaryId &&
    snapshot.changeFrom?.step === here.step &&
    snapshot.changeFrom.page === here.page
  ) {
    return { step: index.summaryId, page: 0 };
  }
  const step = index.steps.get(here.step);
  if (!step || step.kind === 'confirmation') return null;
  return previousPlace(index, here, snapshot);
}

/**
 * The moves allowed from a snapshot: Continue (unless a block holds) with where it would lead if
 * the answers pass, Back with its target, the summary's change links, the exit modal's choices,
 * and Finish on a confirmation.
 *
 * @example
 * allowedMoves(journey, snapshot).map((move) => move.move) // ['continue', 'back', 'save-and-exit', 'leave']
 */
export function allowedMoves(journey: Journey, snapshot: JourneySnapshot): Move[] {
  if (snapshot.status === 'done') return [];
  const { index, definition } = journey;
  const here = positionOf(snapshot);
  const step = index.steps.get(here.step);
  const moves: Move[] = [];
  if (step?.kind === 'confirmation') {
    return step.finishTo ? [{ move: 'finish', to: step.finishTo }] : [];
  }
  const block = stoppingBlock(index, here, snapshot, snapshot.warned);
  if (!block || block.mode === 'warn') {
    const toSummary = snapshot.mode === 'changing' && index.summaryId && canReturnToSummary(index, here, snapshot);
    moves.push({
      move: 'continue',
      to: toSummary ? { step: index.summaryId as string, page: 0 } : nextPlace(index, here, snapshot),
    });
  }
  const backTo = backTarget(journey, snapshot);
  if (backTo) moves.push({ move: 'back', to: backTo });
  if (step?.kind === 'summary') {
    for (const row of summaryRows(index, snapshot)) moves.push({ move: 'change', field: row.field, to: row.change });
  }
  if (definition.exitModal && index.exits[definition.exitModal.exitTo]) {
    if (definition.exitModal.saveAndExitKey) moves.push({ move: 'save-and-exit', to: definition.exitModal.exitTo });
    moves.push({ move: 'leave', to: definition.exitModal.exitTo });
  }
  return moves;
}

/** The id a place names: a step id or an exit id. */
export function placeId(place: Place): string {
  return isExit(place) ? place.exit : place.step;
}
