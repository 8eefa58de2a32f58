/**
 * The studio's save (issue 28, items 4 and 6), on a copy of the repository: a draft that fails the
 * check is refused with its problems and leaves the files byte for byte as they were; the analyst's
 * pets question (tests/support/pets-question.ts) is written formatted as `npm run format:check`
 * expects, passes `npm run journeys -- check` there, and regenerates the repair diagram. Before it,
 * the check, the diff and the impact say what the save will do.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../scripts/studio/server';
import type {
  StudioCheck,
  StudioDiff,
  StudioDraft,
  StudioImpact,
  StudioIssue,
  StudioSave,
} from '../../src/studio/studio-api';
import { PETS, PETS_WORDS, withPetsQuestion } from '../support/pets-question';
import { copyRepository, type StudioCopy } from '../support/studio-copy';
import { callStudio } from './studio-client';
import { reportFigure } from '../support/figures';

const run = promisify(execFile);
const REPAIR = 'journeys/repair.json';
const WORDS = 'src/i18n/locales/en-GB/journeys.json';
const DIAGRAM = 'docs/journeys/repair.md';

let copy: StudioCopy;
let studio: StudioServer;
const read = (path: string) => readFileSync(join(copy.root, path), 'utf8');

beforeAll(async () => {
  copy = copyRepository();
  studio = await startStudioServer({ root: copy.root, port: 0, log: () => {} });
});
afterAll(async () => {
  await studio?.close();
  copy?.remove();
});

/** The repair journey with one route pointing at a step that does not exist, and where that route is. */
function brokenRoute(): { text: string; pointer: string } {
  const text = read(REPAIR);
  const steps = (JSON.parse(text) as { steps: { id: string }[] }).steps;
  const at = steps.findIndex((step) => step.id === PETS.after);
  const edited = text.replace(/("next": \[\{ "to": )"covid"( \}\])/, '$1"no-such-step"$2');
  expect(edited).not.toBe(text);
  return { text: edited, pointer: `/steps/${at}/next/0/to` };
}

/** The analyst's draft: the pets question in the repair journey, its words in the locale file. */
function petsDraft(): StudioDraft {
  const repair = withPetsQuestion(JSON.parse(read(REPAIR)) as Record<string, unknown>);
  const words = { ...(JSON.parse(read(WORDS)) as Record<string, string>), ...PETS_WORDS };
  // Written unformatted on purpose: the save formats as prettier would.
  return {
    journey: REPAIR,
    files: [
      { path: REPAIR, text: JSON.stringify(repair, null, 2) },
      { path: WORDS, text: JSON.stringify(words) },
    ],
  };
}

describe('a draft with a route to a missing step', () => {
  it('is reported by the check at the route, with its line', async () => {
    const { text, pointer } = brokenRoute();
    const answer = await callStudio<StudioCheck>(studio, 'POST', '/check', {
      journey: REPAIR,
      files: [{ path: REPAIR, text }],
    });
    expect(answer.status).toBe(200);
    const issue = answer.body.issues.find((found) => found.pointer === pointer);
    expect(issue).toMatchObject({ severity: 'error', file: REPAIR, message: expect.stringContaining('no-such-step') });
    expect(text.split('\n')[(issue?.position?.line ?? 0) - 1]).toContain('"no-such-step"');
  });

  it('is refused by the save with 422 and the issue, the files left byte for byte as they were', async () => {
    const { text, pointer } = brokenRoute();
    const before = [REPAIR, WORDS, DIAGRAM].map(read);
    const answer = await callStudio<StudioSave>(studio, 'POST', '/save', {
      journey: REPAIR,
      files: [
        { path: REPAIR, text },
        { path: WORDS, text: JSON.stringify({ ...JSON.parse(read(WORDS)), ...PETS_WORDS }) },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.saved).toBe(false);
    const issues = (answer.body as { issues: StudioIssue[] }).issues;
    expect(issues.map((issue) => issue.pointer)).toContain(pointer);
    expect([REPAIR, WORDS, DIAGRAM].map(read)).toEqual(before);
  });

  it('is refused when a journey is not JSON, naming where', async () => {
    const answer = await callStudio<StudioSave>(studio, 'POST', '/save', {
      journey: REPAIR,
      files: [{ path: REPAIR, text: read(REPAIR).replace('"steps": [', '"steps": [,') }],
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { issues: StudioIssue[] }).issues[0]).toMatchObject({
      code: 'json',
      file: REPAIR,
      message: expect.stringContaining('not valid JSON'),
    });
  });
});

describe("the analyst's pets question", () => {
  it('shows its impact before the save: the paths that change and the navigation table it breaks', async () => {
    const started = performance.now();
    const answer = await callStudio<StudioImpact>(studio, 'POST', '/impact', petsDraft());
    const took = performance.now() - started;
    reportFigure({
      name: 'studio: POST /studio-api/impact of the pets question on the repair journey (ms)',
      value: Math.round(took),
    });
    expect(answer.status).toBe(200);
    const impact = answer.body;
    expect(impact.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(impact.paths.before).toBeGreaterThan(0);
    // Every path through the health question now passes the pets question on its way.
    expect(impact.paths.changed.length + impact.paths.added.length).toBeGreaterThan(0);
    expect(impact.lostCoverage.routes).toContain('vulnerability → covid');
    expect(impact.unreachable).toEqual([]);
    expect(impact.navigation.tables).toEqual(['tests/journeys/repair-navigation.table.md']);
    // The table says Continue from the health question goes to the covid question (REP-NAV).
    expect(impact.navigation.rows).toContainEqual(
      expect.objectContaining({
        table: 'tests/journeys/repair-navigation.table.md',
        page: '/vulnerabilityquestion',
        action: 'continue',
        problem: expect.stringContaining('/petsquestion'),
      }),
    );
  });

  it('shows the diff a save would write, formatted, without writing', async () => {
    const before = [REPAIR, WORDS, DIAGRAM].map(read);
    const answer = await callStudio<StudioDiff>(studio, 'POST', '/diff', petsDraft());
    expect(answer.status).toBe(200);
    expect(answer.body.files).toEqual([DIAGRAM, REPAIR, WORDS]);
    expect(answer.body.diff).toContain(`+++ ${REPAIR}`);
    expect(answer.body.diff).toContain(`+      "route": "${PETS.route}",`);
    expect(answer.body.diff).toContain(`+  "repair.pets.heading": "${PETS_WORDS['repair.pets.heading']}",`);
    expect([REPAIR, WORDS, DIAGRAM].map(read)).toEqual(before);
  });

  it('saves files that pass prettier --check and the journeys check, and regenerates the diagram', async () => {
    const diagramBefore = read(DIAGRAM);
    const draft = petsDraft();
    const answer = await callStudio<StudioSave>(studio, 'POST', '/save', draft);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ saved: true, written: [DIAGRAM, REPAIR, WORDS] });
    expect(JSON.parse(read(WORDS))).toMatchObject(PETS_WORDS);
    expect(read(REPAIR)).toContain(`"route": "${PETS.route}"`);
    expect(read(DIAGRAM)).not.toBe(diagramBefore);
    expect(read(DIAGRAM)).toContain(PETS_WORDS['repair.pets.heading']);

    const options = { cwd: copy.root, maxBuffer: 16 << 20 };
    await run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', REPAIR, WORDS], options);
    const check = await run(process.execPath, ['scripts/journeys/launch.mjs', 'check'], options);
    expect(check.stdout).toMatch(/0 errors/);
    // The command line draws the same page, byte for byte.
    const diagram = read(DIAGRAM);
    await run(process.execPath, ['scripts/journeys/launch.mjs', 'diagram', REPAIR], options);
    expect(read(DIAGRAM)).toBe(diagram);

    // Saved: the same draft would write nothing more.
    const again = await callStudio<StudioDiff>(studio, 'POST', '/diff', draft);
    expect(again.body).toEqual({ diff: '', files: [] });
  });
});
