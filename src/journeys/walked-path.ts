import { placeOf, type Journey, type JourneySnapshot, type PathFile, type WalkedMove } from '../../engine/browser';

export type { WalkedMove } from '../../engine/browser';

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
