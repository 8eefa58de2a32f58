import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { journeyGraphLogic, positionOf, type GraphEvent, type Journey } from '../../engine';
import { PERSONA } from '../../gateway/server/seed/personas';
import { replayInBrowser } from '../../scripts/journeys/browser-replay';
import { journeyFilesOrDefault } from '../../scripts/journeys/journey-files';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles, type PathFile } from '../../scripts/journeys/path-files';
import { journeyWorld } from '../../scripts/journeys/worlds';
import { setUpBrowserSuite } from '../support/browser-suite';
import { reportFigure } from '../support/figures';
import { axeViolations, focusOnHeadingOrSummary, overflowAt320, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const bounds = { maxMoves: 20, maxPaths: 50 };

// Every path starts from the seeded records its world describes: a draft one path saved (or the
// repair it reported) would otherwise show as a duplicate on a later path of the same repair.
afterEach(async () => {
  await suite.gateway.removeNewWorkOrders();
});

const movesOf = (path: PathFile) => path.moves.map((move) => JSON.stringify(move.event));

/** Whether every move of one path begins another (replaying the longer one makes them all). */
function isPrefixOf(shorter: PathFile, longer: PathFile): boolean {
  const [a, b] = [movesOf(shorter), movesOf(longer)];
  return shorter !== longer && a.length <= b.length && a.every((move, at) => move === b[at]);
}

/**
 * The paths replayed in the browser: every shortest path and the first and last simple ones,
 * less those whose moves all begin another one of them (its replay makes the same moves and
 * passes the same pages), so every step is still reached.
 */
function sample(paths: PathFile[]): PathFile[] {
  const simple = paths.filter((path) => path.kind === 'simple');
  const chosen = [...paths.filter((path) => path.kind === 'shortest'), ...new Set([simple[0], simple.at(-1)])].filter(
    (path): path is PathFile => path !== undefined,
  );
  return chosen.filter((path) => !chosen.some((other) => isPrefixOf(path, other)));
}

const journeys = journeyFilesOrDefault([])
  .map((file) => ({ file, journey: loadJourneyFile(file) }))
  .filter(({ journey }) => journeyWorld(journey.definition.id).persona !== undefined);

/**
 * What the replays saw of each page (issue 15, "accessibility everywhere"): axe-core's WCAG 2.2 A
 * and AA rules run once on each distinct step (page of a run) the sampled paths reach, not once
 * per path, and the page must reflow at 320 px; the focus is checked after every move, on the h1
 * or the error summary.
 */
const seen = {
  steps: new Map<string, number>(),
  paths: 0,
  wide: 0,
  arrivals: 0,
  focusMisses: 0,
};

/** The checks of one replay's pages, and what they found on that path. */
function pageChecks(page: Page, journey: Journey) {
  const found = { violations: [] as string[], focusMissed: [] as string[], wide: [] as string[] };
  const onPage = async (place: PathFile['target'], move: number) => {
    if ('exit' in place) return; // An exit is a page of the portal, checked with every route.
    const key = `${journey.definition.id} ${place.step}${place.page > 0 ? ` page ${place.page + 1}` : ''}`;
    seen.arrivals += 1;
    if (!(await focusOnHeadingOrSummary(page))) {
      seen.focusMisses += 1;
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
      found.focusMissed.push(`${key} after move ${move}: the focus is on ${focused}`);
    }
    if (seen.steps.has(key)) return;
    const violations = await axeViolations(page);
    seen.steps.set(key, violations.length);
    found.violations.push(...violations.map((violation) => `${key}: ${violation}`));
    const overflow = await overflowAt320(page);
    if (overflow > 0) {
      seen.wide += 1;
      found.wide.push(`${key} is ${overflow} px wider than 320 px`);
    }
  };
  return { found, onPage };
}

async function replay(journey: Journey, path: PathFile, moveTimeout?: number) {
  const persona = journeyWorld(journey.definition.id).persona as keyof typeof PERSONA;
  const { page } = await suite.open();
  await signIn(page, PERSONA[persona].email);
  const checks = pageChecks(page, journey);
  seen.paths += 1;
  const result = await replayInBrowser(page, journey, JSON.parse(JSON.stringify(path)) as PathFile, {
    moveTimeout,
    onPage: checks.onPage,
  });
  return { ...result, ...checks.found };
}

afterAll(() => {
  if (seen.paths === 0) return;
  const violations = [...seen.steps.values()].reduce((sum, count) => sum + count, 0);
  reportFigure({
    name: 'axe violations on journey steps',
    value: violations,
    target: '0',
    met: violations === 0,
    detail: `on ${seen.steps.size} distinct steps of ${seen.paths} paths`,
  });
  reportFigure({
    name: 'pages wider than 320 px',
    value: seen.wide,
    target: '0',
    met: seen.wide === 0,
    detail: `of ${seen.steps.size} distinct journey steps`,
  });
  reportFigure({
    name: 'steps where focus missed the heading or error summary',
    value: seen.focusMisses,
    target: '0',
    met: seen.focusMisses === 0,
    detail: `of ${seen.arrivals} step changes in the journey replays`,
  });
});

/** A path extended by moves, each one's destination worked out by the engine as the generator does. */
function extended(journey: Journey, path: PathFile, events: GraphEvent[]): PathFile {
  const effects = () => ({ ...path.facts });
  const logic = journeyGraphLogic(journey, { facts: path.assumes.facts, toggles: path.assumes.toggles, effects });
  let state = logic.getInitialSnapshot(null as never, undefined);
  for (const move of path.moves) state = logic.transition(state, move.event, null as never);
  const moves = [...path.moves];
  for (const event of events) {
    const from = positionOf(state.context);
    state = logic.transition(state, event, null as never);
    moves.push({ from, event, to: positionOf(state.context), warnings: [] });
  }
  return { ...path, kind: 'walked', name: `${path.name}-extended`, moves, target: positionOf(state.context) };
}

describe('generated paths replay through the real pages', () => {
  it('has a journey to replay', () => {
    expect(journeys.map(({ file }) => file)).toContain('journeys/referral.json');
  });

  for (const { file, journey } of journeys) {
    for (const path of sample(generatePathFiles(journey, file, bounds))) {
      it(`replays ${file} ${path.name} in Chromium`, async () => {
        const result = await replay(journey, path);
        expect(result.lines.filter((line) => line.includes('DIVERGED') || line.includes('cannot'))).toEqual([]);
        expect(result.ok).toBe(true);
        expect(result.violations).toEqual([]);
        expect(result.focusMissed).toEqual([]);
        expect(result.wide).toEqual([]);
      });
    }
  }

  it('replays a change from the review page that comes straight back to it', async () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const review = generatePathFiles(journey, 'journeys/referral.json', bounds).find((path) =>
      path.name.endsWith('enquiry-review'),
    ) as PathFile;
    const path = extended(journey, review, [
      { type: 'CHANGE', step: 'enquiry-reason' },
      { type: 'CONTINUE_WITH', answers: { 'referral-reasons': ['Rent arrears', 'Claiming benefits'] } },
    ]);
    expect(path.target).toEqual({ step: 'enquiry-review', page: 0 });
    const result = await replay(journey, path);
    expect(result.lines.slice(-3)).toEqual([
      'Move 5: CHANGE → /enquiryreason.',
      'Move 6: Continue → /enquiryreview.',
      'Finished at /enquiryreview, as the path expects.',
    ]);
    expect(result.ok).toBe(true);
  });

  it('reports where the portal went when it does not follow the path', async () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const path = structuredClone(
      generatePathFiles(journey, 'journeys/referral.json', bounds).find((candidate) =>
        candidate.name.endsWith('contact-details'),
      ) as PathFile,
    );
    const move = path.moves[2];
    if (move?.event.type === 'CONTINUE_WITH') move.event.answers = { 'additional-details': '   ' };
    const result = await replay(journey, path, 3000);
    expect(result.ok).toBe(false);
    expect(result.lines.at(-1)).toBe(
      'Move 3: DIVERGED: the path expects /contactdetails, the portal is at /additionalenquirydetails.',
    );
  });
});
