/**
 * The repair journey's navigation rules (docs/rules.md, REP-NAV), read from
 * tests/journeys/repair-navigation.table.md and checked as properties of walks (fixed and random) through
 * journeys/repair.json in the paths' world, its variants (scripts/journeys/worlds.ts) and a few
 * more settings (scripts/journeys/navigation-table.ts, which the journey studio runs too). The
 * table is written from the spec's words, in terms of routes, answers, settings and the checks'
 * outcomes — not read from the journey file — so an edit of the journey that breaks a rule fails
 * here, and a rule changed on purpose is one row of the table.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answer, continueFrom, positionRoute, type Journey } from '../../engine';
import { Picker, startIn, walk } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import {
  FIXED_WALKS,
  navigationWorlds,
  NavigationRules,
  readNavigationTable,
  WALK_PICKS,
  type NavigationCheck,
} from '../../scripts/journeys/navigation-table';
import { journeyWorld } from '../../scripts/journeys/worlds';

const TABLE_FILE = 'tests/journeys/repair-navigation.table.md';
const journey: Journey = loadJourneyFile('journeys/repair.json');
const base = journeyWorld('report-a-repair');

/**
 * The worlds walked: the paths' world and its variants with wild answers too (blank, too long,
 * markup...), more settings with valid answers only, so that their walks reach the pages whose
 * rules they are there for (navigationWorlds).
 */
const worlds = navigationWorlds('report-a-repair');
const picks = WALK_PICKS;
/**
 * Walks every run makes first, the same each time (fast-check's examples), then 20 random ones: the
 * fixed walks meet every row of the table in these worlds, so "met every row" never depends on luck,
 * and the random ones look further each run.
 */
const EXAMPLES = FIXED_WALKS.map((numbers) => [numbers] as [number[]]);

const table = readNavigationTable(readFileSync(TABLE_FILE, 'utf8'));
const rules = new NavigationRules(journey, table);
/** How many times each row was the rule a move was checked against. */
const met = new Map<string, number>(table.map((row) => [row.id, 0]));

/** Counts the rows a check met, and gives the moves that contradicted a row, as `id: what happened`. */
function counted(check: NavigationCheck): string[] {
  for (const id of check.met) met.set(id, (met.get(id) ?? 0) + 1);
  return check.misses.map((miss) => (miss.id === '' ? miss.message : `${miss.id}: ${miss.message}`));
}

describe('the navigation table', () => {
  it('has one row per rule id, each page and action ending in a row that always holds', () => {
    expect(table.length).toBeGreaterThan(30);
    expect(new Set(table.map((row) => row.id)).size).toBe(table.length);
    for (const row of table.filter((rule) => rule.action !== 'pass-over')) {
      const last = table.filter((rule) => rule.page === row.page && rule.action === row.action).at(-1);
      // The reason page's Continue is blocked, or else moves: its last row holds always too.
      expect(last?.when, `${row.page} ${row.action} has no row for "otherwise"`).toEqual([]);
    }
  });
});

describe.each(worlds)('repair navigation (REP-NAV) in $name', ({ world, wild }) => {
  it('opens on the first page of the table, or where the page passed over leads, and goes Back from it where the table says', () => {
    expect(counted(rules.checkStart(world))).toEqual([]);
  });

  it('moves by Continue and Back where the table says, after the pause it says, and stays where it says (blocked)', () => {
    let continued = 0;
    let backed = 0;
    fc.assert(
      fc.property(picks, (numbers) => {
        const check = rules.checkWalk(world, numbers, wild);
        continued += check.continued;
        backed += check.backed;
        expect(counted(check)).toEqual([]);
      }),
      { numRuns: EXAMPLES.length + 20, examples: EXAMPLES },
    );
    expect(continued).toBeGreaterThan(0);
    expect(backed).toBeGreaterThan(0);
  });
});

describe('the walks', () => {
  // Runs after the walks of every world above (vitest runs a file's tests in order).
  it('met every row of the navigation table', () => {
    const never = [...met].filter(([, count]) => count === 0).map(([id]) => id);
    expect(never, 'rows no walk met: a rule the journey never follows, or a world missing').toEqual([]);
  });
  afterAll(() => met.clear());
});

describe('blocks on the repair pages (REP-VAL-04, REP-VAL-11, REP-EDT-05)', () => {
  const world = base;
  const at = (numbers: number[], route: string) =>
    walk(journey, startIn(journey, world), new Picker(numbers), world.effects).steps.find(
      (step) => positionRoute(journey.index, step.from, step.before)?.toLowerCase() === route,
    );

  it('blocks the third emergency answer with SSR068, the covid Yes with SSR048, and a supplementary No with SSR057', () => {
    fc.assert(
      fc.property(picks, (numbers) => {
        for (const [route, edit, key] of [
          ['/repairemergency', { 'emergency-access': 'no-save-return' }, 'SSR068'],
          ['/covidquestion', { 'self-isolating': 'yes' }, 'SSR048'],
          ['/supplementaryquestion', { 'supplementary-answers.supplementary': 'no' }, 'SSR057'],
        ] as const) {
          const step = at(numbers, route);
          if (!step) continue;
          const result = continueFrom(journey, answer(journey, step.before, edit).snapshot);
          expect(result).toMatchObject({ status: 'blocked', block: { messageKey: key } });
        }
      }),
      { numRuns: 40 },
    );
  });
});
