/**
 * A journey's navigation table (tests/journeys/<name>-navigation.table.md, docs/rules.md REP-NAV):
 * its rows read as data, and checked on walks through a journey. The rows that do not hold are
 * returned with a plain problem rather than asserted, so that the navigation test asserts them and
 * the journey studio shows them before a save (the impact of a change, issue 28).
 */
import fc from 'fast-check';
import {
  back,
  continueFrom,
  positionOf,
  positionRoute,
  type Journey,
  type JourneySnapshot,
  type Position,
} from '../../engine';
import { continueSettled, Picker, startIn, walk, type WalkStep } from '../../engine/test-fixtures/journey-walker';
import { journeyWorld, worldVariant, type JourneyWorld } from './worlds';

/** What the table's conditions read of a snapshot, in the spec's words. */
export function tableFacts(snapshot: JourneySnapshot): Record<string, boolean> {
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
const FACT_NAMES = new Set(
  Object.keys(tableFacts({ answers: {}, facts: {}, toggles: {} } as unknown as JourneySnapshot)),
);

export type NavigationAction = 'continue' | 'back' | 'pass-over';

/** One row of the table. */
export interface NavigationRule {
  id: string;
  page: string;
  action: NavigationAction;
  words: string;
  /** Each term a fact name, negated or not; all must hold. Empty: always. */
  when: { fact: string; holds: boolean }[];
  /** Routes (lower case), any of which is right; `(blocked)` or `(continue)` as written. */
  to: string[];
  delayMs: number | undefined;
}

/**
 * Reads the rows of the table (the table whose first column is `id`); a row naming an unknown
 * action or fact throws, naming the row.
 *
 * @example
 * readNavigationTable(readFileSync('tests/journeys/repair-navigation.table.md', 'utf8'))[0].id // 'REP-NAV-01'
 */
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
      action: action as NavigationAction,
      words,
      when,
      to: to.split('|').map((route) => route.trim().toLowerCase()),
      delayMs: delay === '' ? undefined : Number(delay),
    };
  });
}

/** A row a move contradicted: the row's id (empty when no row is to blame) and what happened. */
export interface NavigationMiss {
  id: string;
  message: string;
}

/** What checking a start or a walk found: the rows met, the moves checked, the rows contradicted. */
export interface NavigationCheck {
  met: string[];
  continued: number;
  backed: number;
  misses: NavigationMiss[];
}

/** Checks the moves of a journey against the rows of a table. */
export class NavigationRules {
  constructor(
    private readonly journey: Journey,
    readonly table: readonly NavigationRule[],
  ) {}

  /** The first row of a page and action whose condition holds. */
  ruleFor(page: string, action: NavigationAction, at: Record<string, boolean>): NavigationRule | undefined {
    return this.table.find(
      (row) => row.page === page && row.action === action && row.when.every(({ fact, holds }) => at[fact] === holds),
    );
  }

  /** Where a move to `to` lands, following pages passed over by their own Continue rows; the rows met on the way. */
  landing(to: string[], at: Record<string, boolean>): { to: string[]; rows: string[] } {
    const rows: string[] = [];
    let routes = to;
    // A chain of pages passed over is at most as long as the table.
    for (let hops = 0; routes.length === 1 && hops < this.table.length; hops += 1) {
      const passOver = this.ruleFor(routes[0] as string, 'pass-over', at);
      const onward = passOver && this.ruleFor(routes[0] as string, 'continue', at);
      if (!passOver || !onward) break;
      rows.push(passOver.id, onward.id);
      routes = onward.to;
    }
    return { to: routes, rows };
  }

  /** Where Continue from a page should lead, following pages passed over; the rows met on the way. */
  private expectedContinue(
    page: string,
    at: Record<string, boolean>,
  ): { rule: NavigationRule; to: string[]; rows: string[] } | undefined {
    const rule = this.ruleFor(page, 'continue', at);
    if (!rule) return undefined;
    const landed = this.landing(rule.to, at);
    return { rule, to: landed.to, rows: [rule.id, ...landed.rows] };
  }

  private routeOf(snapshot: JourneySnapshot, position: Position): string | undefined {
    return positionRoute(this.journey.index, position, snapshot)?.toLowerCase();
  }

  /** The page a snapshot shows, or the route of the exit it left by (without its query). */
  here(snapshot: JourneySnapshot): string | undefined {
    if (snapshot.status !== 'done') return this.routeOf(snapshot, positionOf(snapshot));
    const exit = this.journey.definition.exits?.[snapshot.stepId];
    return exit?.route.split('?')[0]?.toLowerCase() ?? snapshot.stepId;
  }

  /** The journey opens on the table's first page (or where the page passed over leads), and Back from it goes where the table says. */
  checkStart(world: JourneyWorld): NavigationCheck {
    const found: NavigationCheck = { met: [], continued: 0, backed: 0, misses: [] };
    const start = startIn(this.journey, world);
    const first = (this.journey.index.steps.get(this.journey.definition.start)?.route ?? '').toLowerCase();
    const expected = this.landing([first], tableFacts(start));
    found.met.push(...expected.rows);
    const opened = this.here(start);
    if (!expected.to.includes(opened ?? ''))
      found.misses.push({
        id: expected.rows.at(-1) ?? '',
        message: `the journey opens on ${opened}, not ${expected.to.join(' or ')}`,
      });
    const rule = this.ruleFor(opened as string, 'back', tableFacts(start));
    if (rule === undefined) return found;
    found.met.push(rule.id);
    const went = this.here(back(this.journey, start).snapshot);
    if (!rule.to.includes(went ?? ''))
      found.misses.push({ id: rule.id, message: `Back from ${opened} went to ${went}` });
    return found;
  }

  /**
   * A walk of the journey (its answers picked by `numbers`, as the navigation test's walks are),
   * and the submission at the summary it stops at: every Continue and Back against the table.
   */
  checkWalk(world: JourneyWorld, numbers: number[], wild: boolean): NavigationCheck {
    const found: NavigationCheck = { met: [], continued: 0, backed: 0, misses: [] };
    const { steps, snapshot } = walk(this.journey, startIn(this.journey, world), new Picker(numbers), world.effects, {
      wild,
    });
    // A walk stops at the summary: its Continue (the submission) is one more step.
    const atSummary = snapshot.stepId === this.journey.index.summaryId && snapshot.status === 'active';
    const submitted = atSummary ? continueSettled(this.journey, snapshot, world.effects) : undefined;
    const submission = submitted
      ? [{ from: positionOf(snapshot), status: submitted.status, before: snapshot, after: submitted.snapshot }]
      : [];
    this.checkContinue([...steps, ...submission], found);
    this.checkBack(steps, found);
    return found;
  }

  /** Continue from every step of a walk (and from the summary it stops at): the table's Continue rows. */
  private checkContinue(steps: Pick<WalkStep, 'from' | 'status' | 'before' | 'after'>[], found: NavigationCheck) {
    for (const step of steps) {
      const from = this.routeOf(step.before, step.from) as string;
      // The page's own operations (the eligibility and duplicate checks) run on Continue: the
      // rules read what they found.
      const expected = this.expectedContinue(from, tableFacts(step.after));
      if (expected === undefined) continue;
      if (expected.to[0] === '(blocked)') {
        found.continued += 1;
        found.met.push(expected.rule.id);
        if (step.status !== 'invalid')
          found.misses.push({ id: expected.rule.id, message: `Continue from ${from} moved; the table says it stays` });
        continue;
      }
      if (step.status !== 'moved' && step.status !== 'exited') continue;
      found.continued += 1;
      found.met.push(...expected.rows);
      const went = this.here(step.after);
      if (!expected.to.includes(went ?? ''))
        found.misses.push({
          id: expected.rule.id,
          message: `${from} went to ${went}, not ${expected.to.join(' or ')}${expected.rows.length > 1 ? ` (rows ${expected.rows.join(' then ')})` : ''}`,
        });
      const result = continueFrom(this.journey, step.before);
      if (result.status === 'moved' && result.delayMs !== expected.rule.delayMs)
        found.misses.push({
          id: expected.rule.id,
          message: `the pause after Continue from ${from} is ${result.delayMs ?? 'none'}, not ${expected.rule.delayMs ?? 'none'}`,
        });
    }
  }

  /** Back from every page a walk moved to: the table's Back rows. */
  private checkBack(steps: WalkStep[], found: NavigationCheck) {
    for (const step of steps) {
      if (step.status !== 'moved') continue;
      const to = this.routeOf(step.after, positionOf(step.after)) as string;
      const rule = this.ruleFor(to, 'back', tableFacts(step.after));
      if (rule === undefined) continue;
      found.backed += 1;
      found.met.push(rule.id);
      const went = this.here(back(this.journey, step.after).snapshot);
      if (!rule.to.includes(went ?? '')) found.misses.push({ id: rule.id, message: `Back from ${to} went to ${went}` });
    }
  }
}

/** A world the table is checked in; `wild` walks give blank, too long and marked-up answers too. */
export interface NavigationWorld {
  name: string;
  world: JourneyWorld;
  wild: boolean;
}

/**
 * Settings the demo never has, so that every row of the repair table is met on some walk: photos
 * off (the damp pages and deliberate damage lead straight on), the damp and mould check off with
 * and without photos, the covid question off, and no damp codes (every repair to the home is asked
 * whether it is damp or mould, so both answers' rules are met often).
 */
const MORE_REPAIR_SETTINGS: { facts?: Record<string, unknown>; toggles?: Record<string, string> }[] = [
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
function notEmergency(base: JourneyWorld): JourneyWorld {
  return {
    ...base,
    effects: (requests, scope) => {
      const found = base.effects(requests, scope);
      const eligibility = found.eligibility as { supplementary?: unknown[] } | undefined;
      if (!eligibility) return found;
      const withQuestion = base.effects(
        [
          {
            operation: 'check-repair-eligibility',
            params: { reason: 'RR-0306' },
            storeAs: 'sample',
            phase: 'continue',
          },
        ],
        scope,
      ).sample as { supplementary: unknown[] };
      return { ...found, eligibility: { ...eligibility, priority: 'NA', supplementary: withQuestion.supplementary } };
    },
  };
}

/**
 * The worlds a journey's table is checked in: the paths' world and its variants with wild answers
 * too, and for the repair journey the settings above and the non-emergency reasons with valid
 * answers only, so that their walks reach the pages whose rules they are there for.
 */
export function navigationWorlds(journeyId: string): NavigationWorld[] {
  const base = journeyWorld(journeyId);
  const worlds: NavigationWorld[] = [
    { name: 'the demo settings', world: base, wild: true },
    ...(base.variants ?? []).map((variant, at) => ({
      name: `the paths' variant ${at + 1}`,
      world: worldVariant(base, variant),
      wild: true,
    })),
  ];
  if (journeyId !== 'report-a-repair') return worlds;
  return [
    ...worlds,
    ...MORE_REPAIR_SETTINGS.map((variant) => ({
      name: JSON.stringify(variant.toggles),
      world: worldVariant(base, variant),
      wild: false,
    })),
    { name: 'reasons with a question that are not emergencies', world: notEmergency(base), wild: false },
  ];
}

/** The picks of a walk: each number chooses an answer. */
export const WALK_PICKS = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 });

/**
 * Walks made first every time, the same each time: they meet every row of the repair table in its
 * worlds, so "met every row" never depends on luck.
 */
export const FIXED_WALKS: number[][] = fc.sample(WALK_PICKS, { seed: 14, numRuns: 30 });

/** A row of a table that does not hold, with why, in plain words. */
export interface NavigationRowProblem {
  id: string;
  page: string;
  action: string;
  words: string;
  problem: string;
}

/**
 * Checks a navigation table on a journey, deterministically: the start and each walk in each world.
 * Returns the rows that do not hold (the first move contradicting each, then the rows no walk met),
 * in table order; a table that cannot be read is one problem without a row. Empty: every row holds.
 *
 * @example
 * checkNavigationTable(journey, tableText, navigationWorlds('report-a-repair'), FIXED_WALKS) // []
 */
export function checkNavigationTable(
  journey: Journey,
  tableText: string,
  worlds: readonly NavigationWorld[],
  walks: readonly number[][],
): NavigationRowProblem[] {
  let table: NavigationRule[];
  try {
    table = readNavigationTable(tableText);
  } catch (error) {
    return [
      { id: '', page: '', action: '', words: '', problem: `the table cannot be read: ${(error as Error).message}` },
    ];
  }
  const rules = new NavigationRules(journey, table);
  const met = new Set<string>();
  const misses = new Map<string, string>();
  const take = (check: NavigationCheck) => {
    for (const id of check.met) met.add(id);
    for (const miss of check.misses) if (!misses.has(miss.id)) misses.set(miss.id, miss.message);
  };
  for (const { world, wild } of worlds) {
    take(rules.checkStart(world));
    for (const numbers of walks) take(rules.checkWalk(world, numbers, wild));
  }
  const problems: NavigationRowProblem[] = [];
  const unplaced = misses.get('');
  if (unplaced !== undefined) problems.push({ id: '', page: '', action: '', words: '', problem: unplaced });
  for (const row of table) {
    const miss = misses.get(row.id);
    const problem =
      miss ??
      (met.has(row.id) ? undefined : 'no walk met this row: the journey no longer follows it, or cannot reach it');
    if (problem !== undefined)
      problems.push({ id: row.id, page: row.page, action: row.action, words: row.words, problem });
  }
  return problems;
}
