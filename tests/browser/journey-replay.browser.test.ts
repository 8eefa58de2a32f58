import { afterEach, describe, expect, it } from 'vitest';
import { journeyGraphLogic, positionOf, type GraphEvent, type Journey } from '../../engine';
import { PERSONA } from '../../gateway/server/seed/personas';
import { replayInBrowser } from '../../scripts/journeys/browser-replay';
import { journeyFilesOrDefault } from '../../scripts/journeys/journey-files';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles, type PathFile } from '../../scripts/journeys/path-files';
import { journeyWorld } from '../../scripts/journeys/worlds';
import { setUpBrowserSuite } from '../support/browser-suite';
import { signIn } from './portal-steps';

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

async function replay(journey: Journey, path: PathFile, moveTimeout?: number) {
  const persona = journeyWorld(journey.definition.id).persona as keyof typeof PERSONA;
  const { page } = await suite.open();
  await signIn(page, PERSONA[persona].email);
  return replayInBrowser(page, journey, JSON.parse(JSON.stringify(path)) as PathFile, { moveTimeout });
}

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
