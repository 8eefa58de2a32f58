import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EffectRegistry, PathFile } from '../../engine';
import { generatePathFiles } from '../../scripts/journeys/path-files';
import { journeyWorld, worldOperations } from '../../scripts/journeys/worlds';
import {
  placeIn,
  previewJourney,
  previewSession,
  walkPath,
  type WorldAsk,
} from '../../src/studio/preview/preview-journey';

/** The journey files as the studio holds them when nothing is edited. */
const journeys = Object.fromEntries(
  readdirSync('journeys')
    .filter((name) => name.endsWith('.json'))
    .map((name) => [`journeys/${name}`, readFileSync(`journeys/${name}`, 'utf8')]),
);
const repair = previewJourney(journeys, 'journeys/repair.json');
const world = journeyWorld(repair.definition.id);
/** The paths' world answering the preview's operations, as the studio's server does (POST /studio-api/effects). */
const operations = worldOperations(world);
const ask: WorldAsk = (_journey, operation, params, scope) =>
  (operations[operation] as EffectRegistry[string])(params, scope);
const paths = generatePathFiles(repair, 'journeys/repair.json', { maxMoves: 20, maxPaths: 5 }, world);

function sessionFor(path: PathFile | null) {
  const failures: unknown[] = [];
  const session = previewSession(repair, {
    world: path?.assumes ?? world,
    path,
    ask,
    words: (key) => key,
    failure: (error) => failures.push(error),
    now: new Date('2026-11-02T10:00:00Z'),
  });
  return { session, failures };
}

describe("the studio's preview walks a path through the real journey session", () => {
  // The step whose shortest path is longest: deep in the journey, reached only when its conditions hold.
  const deep = paths
    .filter((path) => path.kind === 'shortest' && 'step' in path.target)
    .sort((a, b) => b.moves.length - a.moves.length)[0] as PathFile;

  it('reaches the step a path leads to, and Back goes to the step the path came from', async () => {
    expect(deep.moves.length).toBeGreaterThan(5);
    const { session, failures } = sessionFor(deep);
    await session.start('');
    const walked = await walkPath(repair, session, deep);
    expect(walked).toEqual({ walked: deep.moves.length, problem: null });
    expect(placeIn(repair, session)).toMatchObject({
      stepId: (deep.target as { step: string }).step,
      status: 'active',
    });
    const lastForward = [...deep.moves].reverse().find((move) => move.event.type === 'CONTINUE_WITH');
    await session.back();
    expect(placeIn(repair, session)?.stepId).toBe((lastForward?.from as { step: string }).step);
    expect(placeIn(repair, session)?.stepId).not.toBe(repair.definition.start);
    expect(failures).toEqual([]);
  });

  it('walks only the moves asked for, and says where a path no longer fits the journey', async () => {
    const first = sessionFor(deep);
    await first.session.start('');
    expect(await walkPath(repair, first.session, deep, 2)).toEqual({ walked: 2, problem: null });
    expect(placeIn(repair, first.session)?.stepId).toBe((deep.moves[1]?.to as { step: string }).step);

    const changed: PathFile = {
      ...deep,
      moves: deep.moves.map((move, at) => (at === 1 ? { ...move, to: { step: 'no-such-step', page: 0 } } : move)),
    };
    const second = sessionFor(changed);
    await second.session.start('');
    const result = await walkPath(repair, second.session, changed);
    expect(result.walked).toBe(1);
    expect(result.problem).toMatch(/^Move 2 of the path should reach .*no-such-step/);
  });

  it('cannot build a journey whose route leads to a step that does not exist, and says so', () => {
    const broken = journeys['journeys/referral.json']?.replace('"to": "', '"to": "missing-');
    expect(() =>
      previewJourney({ ...journeys, 'journeys/referral.json': broken as string }, 'journeys/referral.json'),
    ).toThrow(/missing-/);
  });
});
