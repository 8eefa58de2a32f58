/**
 * What saving a draft would change for the tests (issue 28, item 4): the journey's generated paths
 * from disk against those from the draft, the steps and routes they reach, and the rows of the
 * journey's navigation tables under tests/journeys/ that no longer hold (REP-NAV).
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Journey, PathFile } from '../../engine';
import type { StudioImpact, StudioNavigationRow } from '../../src/studio/studio-api';
import { includeFrom } from '../journeys/journey-files';
import { journeyName, loadJourneyText } from '../journeys/load-journey-file';
import { checkNavigationTable, FIXED_WALKS, navigationWorlds } from '../journeys/navigation-table';
import { generatePathFiles } from '../journeys/path-files';
import { checkDraft } from './check';
import { JOURNEYS, type Draft } from './draft';

/** The bounds of `npm run journeys -- paths` by default. */
export const PATH_BOUNDS = { maxMoves: 20, maxPaths: 50 };
/** Where the navigation tables are: tests/journeys/<journey file name>-navigation.table.md. */
const TABLES = 'tests/journeys';

/** A step or exit of a path's place: the step id, or `exit:<id>`. */
const placeName = (place: PathFile['target']) => ('exit' in place ? `exit:${place.exit}` : place.step);

/** The steps and routes (`from → to`, by step id, an exit as `exit:<id>`) a set of paths reaches. */
export function coverage(paths: readonly PathFile[]): { steps: Set<string>; routes: Set<string> } {
  const steps = new Set<string>();
  const routes = new Set<string>();
  for (const path of paths) {
    if ('step' in path.target) steps.add(path.target.step);
    for (const move of path.moves) {
      steps.add(move.from.step);
      if ('step' in move.to) steps.add(move.to.step);
      const to = placeName(move.to);
      if (to !== move.from.step) routes.add(`${move.from.step} → ${to}`);
    }
  }
  return { steps, routes };
}

const missing = (before: Set<string>, after: Set<string>) => [...before].filter((item) => !after.has(item)).sort();
const content = (path: PathFile) => JSON.stringify({ moves: path.moves, target: path.target });

/** The journey's paths, or none when it cannot be loaded (its problems are the check's). */
function pathsOf(load: () => Journey, file: string): { journey?: Journey; paths: PathFile[] } {
  try {
    const journey = load();
    return { journey, paths: generatePathFiles(journey, file, PATH_BOUNDS) };
  } catch {
    return { paths: [] };
  }
}

/** The navigation tables of a journey file, by path from the root. */
function tablesOf(root: string, file: string): string[] {
  const name = journeyName(file);
  try {
    return readdirSync(join(root, TABLES))
      .filter((table) => table.startsWith(`${name}-`) && table.endsWith('navigation.table.md'))
      .sort()
      .map((table) => posix.join(TABLES, table));
  } catch {
    return [];
  }
}

/** The impact of saving the draft on its journey in focus. */
export function impactOf(draft: Draft): StudioImpact {
  const file = draft.draft.journey;
  const { root } = draft.workspace;
  const diskText = draft.workspace.readDisk(file);
  const before = pathsOf(() => loadJourneyText(diskText ?? '', file, includeFrom(join(root, JOURNEYS))), file);
  const after = pathsOf(() => loadJourneyText(draft.text(file) ?? '', file, draft.include), file);
  const beforeByName = new Map(before.paths.map((path) => [path.name, path]));
  const afterByName = new Map(after.paths.map((path) => [path.name, path]));
  const changed = after.paths
    .filter((path) => {
      const was = beforeByName.get(path.name);
      return was !== undefined && content(was) !== content(path);
    })
    .map((path) => path.name);
  const covered = { before: coverage(before.paths), after: coverage(after.paths) };
  const lostSteps = missing(covered.before.steps, covered.after.steps);
  const stepsNow = new Set(after.journey?.index.stepOrder ?? []);

  const tables = tablesOf(root, file);
  // A journey the engine cannot load has no paths to compare: the impact says so rather than
  // counting every path as removed (its problems are the check's, listed beside it).
  if (!after.journey)
    return {
      paths: { before: before.paths.length, after: 0, changed: [], added: [], removed: [] },
      unreachable: [],
      lostCoverage: { steps: [], routes: [] },
      navigation: { tables, rows: [] },
      issues: checkDraft(draft),
      notMeasured:
        'The journey cannot be run until the problems below are fixed, so its paths and the navigation tables are not measured.',
    };
  const rows: StudioNavigationRow[] = [];
  if (after.journey)
    for (const table of tables) {
      const text = draft.workspace.readDisk(table) ?? '';
      const worlds = navigationWorlds(after.journey.definition.id);
      for (const row of checkNavigationTable(after.journey, text, worlds, FIXED_WALKS)) rows.push({ table, ...row });
    }
  return {
    paths: {
      before: before.paths.length,
      after: after.paths.length,
      changed,
      added: after.paths.filter((path) => !beforeByName.has(path.name)).map((path) => path.name),
      removed: before.paths.filter((path) => !afterByName.has(path.name)).map((path) => path.name),
    },
    // Shortest paths reach every place the world can reach: a step still defined that no path reaches is unreachable.
    unreachable: lostSteps.filter((step) => stepsNow.has(step)),
    lostCoverage: { steps: lostSteps, routes: missing(covered.before.routes, covered.after.routes) },
    navigation: { tables, rows },
    issues: checkDraft(draft),
  };
}
