import { positionOf, type Journey, type JourneySnapshot, type PathFile, type PathMove } from '../../engine/browser';

/** One move a resident made, in the form of a path file's moves. */
export type WalkedMove = PathMove;

/** The place a snapshot is at, as a path names it: a position, or the exit the journey ended at. */
export function placeOf(snapshot: JourneySnapshot): PathMove['to'] {
  return snapshot.status === 'done' ? { exit: snapshot.stepId } : positionOf(snapshot);
}

/**
 * The answers a Continue gives: the values of the fields on the page, by answer path (a run's
 * answers as `case-answers.q2`), as a path's CONTINUE_WITH move records them.
 */
export function answersOnPage(fields: readonly { name: string; value: unknown }[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field.value !== undefined).map((field) => [field.name, field.value]),
  );
}

/**
 * The path a tester walked, as a path file `npm run journeys -- replay` accepts: the facts and
 * toggles at the start, every move, and the facts and answers at the end.
 *
 * @example
 * const file = walkedPathFile(journey, stored.walk, snapshot, new Date());
 */
export function walkedPathFile(
  journey: Journey,
  file: string | null,
  walk: { startedAt: string; start: Pick<JourneySnapshot, 'facts' | 'toggles'>; moves: readonly WalkedMove[] },
  snapshot: JourneySnapshot,
): PathFile {
  const stamp = walk.startedAt.replace(/[:.]/g, '-');
  return {
    definition: file ?? `journeys/${journey.definition.id}.json`,
    journey: journey.definition.id,
    version: journey.definition.version,
    kind: 'walked',
    name: `walked-${stamp}`,
    assumes: { facts: walk.start.facts, toggles: walk.start.toggles },
    facts: snapshot.facts,
    target: placeOf(snapshot),
    moves: [...walk.moves],
    answers: snapshot.answers,
  };
}
