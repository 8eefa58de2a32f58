import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortestPaths, simplePaths, type Journey, type JourneyPath, type PathFile } from '../../engine';
import { journeyWorld, type JourneyWorld } from './worlds';

export type { PathFile };

/** Bounds of the simple paths. */
export interface PathBounds {
  maxMoves: number;
  maxPaths: number;
}

const placeName = (target: JourneyPath['target']) =>
  'exit' in target ? `exit-${target.exit}` : target.page > 0 ? `${target.step}-page-${target.page + 1}` : target.step;

/**
 * Generates a journey's path files: the shortest path to every step, page and exit (Back
 * allowed), then the simple forward paths to the summary, a confirmation or an exit, within bounds.
 *
 * @example
 * generatePathFiles(journey, 'journeys/referral.json', { maxMoves: 20, maxPaths: 50 }).map((file) => file.name)
 */
export function generatePathFiles(
  journey: Journey,
  definition: string,
  bounds: PathBounds,
  world: JourneyWorld = journeyWorld(journey.definition.id),
): PathFile[] {
  const base = {
    definition,
    journey: journey.definition.id,
    version: journey.definition.version,
    assumes: { facts: world.facts, toggles: world.toggles },
  };
  const file = (kind: PathFile['kind'], name: string, path: JourneyPath): PathFile => ({
    ...base,
    kind,
    name,
    facts: path.facts,
    target: path.target,
    moves: path.moves,
    answers: path.answers,
  });
  const shortest = shortestPaths(journey, world)
    .map((path) => ({ path, name: placeName(path.target) }))
    .sort((a, b) => a.path.moves.length - b.path.moves.length || a.name.localeCompare(b.name))
    .map(({ path, name }, at) => file('shortest', `shortest-${String(at + 1).padStart(2, '0')}-${name}`, path));
  const simple = simplePaths(journey, { ...world, back: false }, bounds).map((path, at) =>
    file('simple', `simple-${String(at + 1).padStart(3, '0')}-${placeName(path.target)}`, path),
  );
  return [...shortest, ...simple];
}

/** Writes path files as <name>.json into a folder, replacing the path files written there before. */
export function writePathFiles(files: readonly PathFile[], dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (/^(shortest|simple)-.*\.json$/.test(old)) rmSync(join(dir, old));
  return files.map((file) => {
    const target = join(dir, `${file.name}.json`);
    writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
    return target;
  });
}
