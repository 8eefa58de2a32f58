import type { Facts, Toggles } from '../definition/scope';
import type { JourneyPath } from './journey-graph';

/**
 * A path file: a path through a journey with everything needed to replay it. Generated ones come
 * from `npm run journeys -- paths` (shortest and simple); walked ones are downloaded by a tester
 * from the portal in `npm run dev`. `npm run journeys -- replay <file>` replays any of them.
 */
export interface PathFile {
  /** The journey file the path was made from. */
  definition: string;
  journey: string;
  version: number;
  kind: 'shortest' | 'simple' | 'walked';
  name: string;
  /** Facts and toggles assumed at the start. */
  assumes: { facts: Facts; toggles: Toggles };
  /** The facts at the end: operation results the replay hands back, by the name they are stored as. */
  facts: Facts;
  target: JourneyPath['target'];
  moves: JourneyPath['moves'];
  answers: JourneyPath['answers'];
}
