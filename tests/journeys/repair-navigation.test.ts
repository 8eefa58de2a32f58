/**
 * The repair journey's navigation rules (docs/rules.md, REP-NAV), read from
 * tests/journeys/repair-navigation.table.md and checked as properties of walks (fixed and random) through
 * journeys/repair.json in the paths' world, its variants (scripts/journeys/worlds.ts) and a few
 * more settings. The table is written from the spec's words, in terms of routes, answers, settings
 * and the checks' outcomes — not read from the journey file — so an edit of the journey that breaks
 * a rule fails here, and a rule changed on purpose is one row of the table.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  answer,
  back,
  continueFrom,
  positionOf,
  positionRoute,
  type Journey,
  type JourneySnapshot,
  type Position,
} from '../../engine';
import { continueSettled, Picker, startIn, walk, type WalkStep } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, worldVariant, type JourneyWorld } from '../../scripts/journeys/worlds';

const TABLE_FILE = 'tests/journeys/repair-navigation.table.md';

const journey: Journey = loadJourneyFile('journeys/repair.json');
const base = journeyWorld('report-a-repair');

/**
 * Settings the demo never has, so that every row of the table is met on some walk: photos off
 * (the damp pages and deliberate damage lead straight on), the damp and mould check off with and
 * without photos, the covid question off, and no damp codes (every repair to the home is asked
 * whether it is damp or mould, so both answers' rules are met often).
 */
const MORE_SETTINGS: { facts?: Record<string, unknown>; toggles?: Record<string, string> }[] = [
  {
    toggles: { IsMediaEnabledSS: 'false', isCovidQuestionRequired: 'false', dmcsorcodes: '' },
    facts: { 'in-defects': true },
  },
  { toggles: { isDMCEnabledMyPb: 'false', IsMediaEnabledSS: 'false' } },
  { toggles: { isDMCEnabledMyPb: 'false', isVandalismQuestionRequired: 'false', isCovidQuestionRequired: 'false' } },
  { toggles: { IsMediaEnabledSS: 'false', dmcsorcodes: '' } },
];
/**
 * Reasons that are not emergencies but have a supplementary question (the paths' world's one with
 * a question is an emergency): Back from the description leads to the question.
 */
const notEmergency: JourneyWorld = {
  ...base,
  effects: (requests, scope) => {
    const found = base.effects(requests, scope);
    const eligibility = found.eligibility as { supplementary?: unknown[] } | undefined;
    if (!eligibility) return found;
    const withQuestion = base.effects(
      [{ operation: 'check-repair-eligibility', params: { reason: 'RR-0306' }, storeAs: 'sample', phase: 'continue' }],
      scope,
    ).sample as { supplementary: unknown[] };
    return { ...found, eligibility: { ...eligibility, priority: 'NA', supplementary: withQuestion.supplementary } };
  },
};
/**
 * The worlds walked: the paths' world and its variants with wild answers too (blank, too long,
 * markup...), the settings above with valid answers only, so that their walks reach the pages
 * whose rules they are there for.
 */
const worlds: { name: string; world: JourneyWorld; wild: boolean }[] = [
  { name: 'the demo settings', world: base, wild: true },
  ...(base.variants ?? []).map((variant, at) => ({
    name: `the paths' variant ${at + 1}`,
    world: worldVariant(base, variant),
    wild: true,
  })),
  ...MORE_SETTINGS.map((variant) => ({
    name: JSON.stringify(variant.toggles),
    world: worldVariant(base, variant),
    wild: false,
  })),
  { name: 'reasons with a question that are not emergencies', world: notEmergency, wild: false },
];
const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 });
/**
 * Walks every run makes first, the same each time (fast-check's examples), then 20 random ones: the
 * fixed walks meet every row of the table in these worlds, so "met every row" never depends on luck,
 * and the random ones look further each run.
 */
const FIXED_WALKS = fc.sample(picks, { seed: 14, numRuns: 30 }).map((numbers) => [numbers] as [number[]]);

/** What the table's conditions read of a snapshot, in the spec's words. */
function facts(snapshot: JourneySnapshot): Record<string, boolean> {
  const { answers, facts: known, toggles } = snapshot;
  const eligibility = (known.eligibility ?? {}) as {
    priority?: string;
    sorCode?: string;
    isInDefects?: boolean;
    supplementary?: unknown[];
  };
  // A single choice may be held as a one-item list (the engine takes either).
  const property = [answers.asset].flat().includes('Property');
  const dmcCodes = String(toggles.dmcsorcodes ?? '').split(',');
  return {
    property,
    oneProperty: known['has-one-property'] === true,
    locationAndReasonChosen: answers.location !== undefined && answers.reason !== undefined,
    reasonHasExtraQuestions: (eligibility.supplementary ?? []).length > 0,
    emergencyPropertyRepair: property && eligibility.priority === 'EME',
    duplicateCheckApplies: Array.isArray(known.duplicates) && known.duplicates.length > 0,
    hasDuplicateChoice: answers['duplicate-choice'] !== undefined,
    dampChecksOn: toggles.isDMCEnabledMyPb === 'true',
    dampOrMouldSor: dmcCodes.includes(String(eligibility.sorCode)),
    mediaOn: toggles.IsMediaEnabledSS === 'true',
    inDefects: eligibility.isInDefects === true,
    vandalismOn: toggles.isVandalismQuestionRequired === 'true',
    covidOn: toggles.isCovidQuestionRequired === 'true',
    covidAsked: property && toggles.isCovidQuestionRequired !== 'false',
    dampConfirmed: [answers['damp-confirmed']].flat().includes('yes'),
  };
}
const FACT_NAMES = new Set(Object.keys(facts({ answers: {}, facts: {}, toggles: {} } as unknown as JourneySnapshot)));

type Action = 'continue' | 'back' | 'pass-over';

/** One row of the table. */
interface NavigationRule {
  id: string;
  page: string;
  action: Action;
  words: string;
  /** Each term a fact name, negated or not; all must hold. Empty: always. */
  when: { fact: string; holds: boolean }[];
  /** Routes (lower case), any of which is right; `(blocked)` or `(continue)` as written. */
  to: string[];
  delayMs: number | undefined;
}

/** Reads the rows of the table (the table whose first column is `id`). */
export function readNavigationTable(text: string): NavigationRule[] {
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('| REP-NAV-'))
    .map((line) =>
      line
        .slice(1, line.trimEnd().length - 1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    );
  return rows.map(([id = '', page = '', action = '', words = '', condition = '', to = '', delay = '']) => {
    if (!['continue', 'back', 'pass-over'].includes(action)) throw new Error(`${id}: unknown action "${action}"`);
    const when =
      condition === 'always'
        ? []
        : condition.split(/\s+and\s+/).map((term) => {
            const [, not, fact = ''] = /^(not\s+)?(\w+)$/.exec(term.trim()) ?? [];
            if (!FACT_NAMES.has(fact)) throw new Error(`${id}: "${term}" names no fact of the table`);
            return { fact, holds: not === undefined };
          });
    return {
      id,
      page: page.toLowerCase(),
      action: action as Action,
      words,
      when,
      to: to.split('|').map((route) => route.trim().toLowerCase()),
      delayMs: delay === '' ? undefined : Number(delay),
    };
  });
}

const table = readNavigationTable(readFileSync(TABLE_FILE, 'utf8'));
/** How many times each row was the rule a move was checked against. */
const met = new Map<string, number>(table.map((row) => [row.id, 0]));

/** The first row of a page and action whose condition holds. */
function ruleFor(page: string, action: Action, at: Record<string, boolean>): NavigationRule | undefined {
  return table.find(
    (row) => row.page === page && row.action === action && row.when.every(({ fact, holds }) => at[fact] === holds),
  );
}

/** Where a move to `to` lands, following pages passed over by their own Continue rows; the rows met on the way. */
function landing(to: string[], at: Record<string, boolean>): { to: string[]; rows: string[] } {
  const rows: string[] = [];
  let routes = to;
  // A chain of pages passed over is at most as long as the table.
  for (let hops = 0; routes.length === 1 && hops < table.length; hops += 1) {
    const passOver = ruleFor(routes[0] as string, 'pass-over', at);
    const onward = passOver && ruleFor(routes[0] as string, 'continue', at);
    if (!passOver || !onward) break;
    rows.push(passOver.id, onward.id);
    routes = onward.to;
  }
  return { to: routes, rows };
}

/** Where Continue from a page should lead, following pages passed over; the rows met on the way. */
function expectedContinue(
  page: string,
  at: Record<string, boolean>,
): { rule: NavigationRule; to: string[]; rows: string[] } | undefined {
  const rule = ruleFor(page, 'continue', at);
  if (!rule) return undefined;
  const landed = landing(rule.to, at);
  return { rule, to: landed.to, rows: [rule.id, ...landed.rows] };
}

const count = (ids: string[]) => {
  for (const id of ids) met.set(id, (met.get(id) ?? 0) + 1);
};

const routeOf = (snapshot: JourneySnapshot, position: Position) =>
  positionRoute(journey.index, position, snapshot)?.toLowerCase();

/** The page a snapshot shows, or the route of the exit it left by (without its query). */
function here(snapshot: JourneySnapshot): string | undefined {
  if (snapshot.status !== 'done') return routeOf(snapshot, positionOf(snapshot));
  const exit = journey.definition.exits?.[snapshot.stepId];
  return exit?.route.split('?')[0]?.toLowerCase() ?? snapshot.stepId;
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
  const walked = (numbers: number[]) =>
    walk(journey, startIn(journey, world), new Picker(numbers), world.effects, { wild });

  it('opens on the first page of the table, or where the page passed over leads, and goes Back from it where the table says', () => {
    const start = startIn(journey, world);
    const expected = landing(
      [(journey.index.steps.get(journey.definition.start)?.route ?? '').toLowerCase()],
      facts(start),
    );
    count(expected.rows);
    expect(expected.to).toContain(here(start));
    const rule = ruleFor(here(start) as string, 'back', facts(start));
    if (rule === undefined) return;
    count([rule.id]);
    const went = here(back(journey, start).snapshot);
    expect(rule.to.includes(went ?? ''), `${rule.id}: Back from ${here(start)} went to ${went}`).toBe(true);
  });

  /** Continue from every step of a walk (and from the summary it stops at): the table's Continue rows. */
  function checkContinue(steps: Pick<WalkStep, 'from' | 'status' | 'before' | 'after'>[]): number {
    let checked = 0;
    for (const step of steps) {
      const from = routeOf(step.before, step.from) as string;
      // The page's own operations (the eligibility and duplicate checks) run on Continue: the
      // rules read what they found.
      const expected = expectedContinue(from, facts(step.after));
      if (expected === undefined) continue;
      if (expected.to[0] === '(blocked)') {
        checked += 1;
        count([expected.rule.id]);
        expect(step.status, `${expected.rule.id}: Continue from ${from} moved`).toBe('invalid');
        continue;
      }
      if (step.status !== 'moved' && step.status !== 'exited') continue;
      checked += 1;
      count(expected.rows);
      const went = here(step.after);
      expect(
        expected.to.includes(went ?? ''),
        `${expected.rows.join(' then ')}: ${from} went to ${went}, not ${expected.to.join(' or ')}`,
      ).toBe(true);
      const result = continueFrom(journey, step.before);
      if (result.status === 'moved')
        expect(result.delayMs, `${expected.rule.id}: the pause after Continue`).toBe(expected.rule.delayMs);
    }
    return checked;
  }

  /** Back from every page a walk moved to: the table's Back rows. */
  function checkBack(steps: WalkStep[]): number {
    let checked = 0;
    for (const step of steps) {
      if (step.status !== 'moved') continue;
      const to = routeOf(step.after, positionOf(step.after)) as string;
      const rule = ruleFor(to, 'back', facts(step.after));
      if (rule === undefined) continue;
      checked += 1;
      count([rule.id]);
      const went = here(back(journey, step.after).snapshot);
      expect(rule.to.includes(went ?? ''), `${rule.id}: Back from ${to} went to ${went}`).toBe(true);
    }
    return checked;
  }

  it('moves by Continue and Back where the table says, after the pause it says, and stays where it says (blocked)', () => {
    let continued = 0;
    let backed = 0;
    fc.assert(
      fc.property(picks, (numbers) => {
        const { steps, snapshot } = walked(numbers);
        // A walk stops at the summary: its Continue (the submission) is one more step.
        const atSummary = snapshot.stepId === journey.index.summaryId && snapshot.status === 'active';
        const submitted = atSummary ? continueSettled(journey, snapshot, world.effects) : undefined;
        const submission = submitted
          ? [{ from: positionOf(snapshot), status: submitted.status, before: snapshot, after: submitted.snapshot }]
          : [];
        continued += checkContinue([...steps, ...submission]);
        backed += checkBack(steps);
      }),
      { numRuns: FIXED_WALKS.length + 20, examples: FIXED_WALKS },
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
      (step) => routeOf(step.before, step.from) === route,
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
