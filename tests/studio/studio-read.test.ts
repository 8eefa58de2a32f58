/**
 * What the studio's page reads (issue 28, items 2 and 5), on a copy of the repository: the files it
 * edits, the generated paths with their descriptions, replays on the draft, the journeys' worlds
 * and their operations; each from the files, the draft laid over them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../scripts/studio/server';
import type {
  StudioCheck,
  StudioDraft,
  StudioEffects,
  StudioFiles,
  StudioPaths,
  StudioReplay,
  StudioWorld,
} from '../../src/studio/studio-api';
import { copyRepository, type StudioCopy } from '../support/studio-copy';
import { callStudio } from './studio-client';
import { reportFigure } from '../support/figures';

const REPAIR = 'journeys/repair.json';
let copy: StudioCopy;
let studio: StudioServer;
const repairDraft: StudioDraft = { journey: REPAIR, files: [] };

beforeAll(async () => {
  copy = copyRepository();
  studio = await startStudioServer({ root: copy.root, port: 0, log: () => {} });
});
afterAll(async () => {
  await studio?.close();
  copy?.remove();
});

describe('the files', () => {
  it('lists the journeys, their words and the other words the pages read', async () => {
    const { status, body } = await callStudio<StudioFiles>(studio, 'GET', '/files');
    expect(status).toBe(200);
    expect(body.journeys.map((file) => file.name)).toEqual(['case', 'damp-and-mould', 'referral', 'repair']);
    expect(body.journeys[3]).toEqual({
      path: REPAIR,
      name: 'repair',
      text: readFileSync(join(copy.root, REPAIR), 'utf8'),
    });
    expect(body.words.path).toBe('src/i18n/locales/en-GB/journeys.json');
    expect(body.otherWords['renderer.step.back']).toBe('Back');
    expect(Object.keys(body.otherWords).length).toBeGreaterThan(50);
  });
});

describe('the check', () => {
  it('answers for the journey in focus in well under a second', async () => {
    await callStudio(studio, 'POST', '/check', repairDraft);
    const started = performance.now();
    const { body } = await callStudio<StudioCheck>(studio, 'POST', '/check', repairDraft);
    // A figure beside the suite's, not asserted (speed targets are figures; a busy machine slows it).
    reportFigure({
      name: 'studio: POST /studio-api/check of the repair journey, warm (ms in all)',
      value: Math.round(performance.now() - started),
      detail: `(${body.milliseconds} ms checking)`,
    });
    expect(body.issues).toEqual([]);
  });

  it('checks a changed included journey too, naming its file, with the words of the draft', async () => {
    const damp = readFileSync(join(copy.root, 'journeys/damp-and-mould.json'), 'utf8');
    const words = JSON.parse(readFileSync(join(copy.root, 'src/i18n/locales/en-GB/journeys.json'), 'utf8')) as Record<
      string,
      string
    >;
    const key = Object.keys(words).find((name) => damp.includes(`"${name}"`)) as string;
    delete words[key];
    const { body } = await callStudio<StudioCheck>(studio, 'POST', '/check', {
      journey: REPAIR,
      files: [
        { path: 'journeys/damp-and-mould.json', text: damp },
        { path: 'src/i18n/locales/en-GB/journeys.json', text: JSON.stringify(words) },
      ],
    });
    expect(body.issues).toContainEqual(
      expect.objectContaining({ file: 'journeys/damp-and-mould.json', code: 'missing-message' }),
    );
  });
});

describe('paths and replays', () => {
  it('generates the paths with their descriptions, and replays every one of them', async () => {
    const { body } = await callStudio<StudioPaths>(studio, 'POST', '/paths', repairDraft);
    expect(body.paths.length).toBeGreaterThan(10);
    expect(body.paths[0]?.description.length).toBeGreaterThan(0);
    expect(body.paths.every((path) => path.file.definition === REPAIR)).toBe(true);
    const replay = await callStudio<StudioReplay>(studio, 'POST', '/replay', {
      draft: repairDraft,
      paths: body.paths.map((path) => path.file),
    });
    expect(replay.body.results).toHaveLength(body.paths.length);
    expect(replay.body.results.filter((result) => !result.ok)).toEqual([]);
  });

  it("makes the paths in a variant of the journey's world, which reach a page the demo settings never show, and refuses a variant there is not", async () => {
    const reaches = (paths: StudioPaths, step: string) =>
      paths.paths.some(({ file }) => 'step' in file.target && file.target.step === step);
    const plain = await callStudio<StudioPaths>(studio, 'POST', '/paths', repairDraft);
    // The property page: only a resident with several homes chooses one (the world's second variant).
    expect(reaches(plain.body, 'repair-property')).toBe(false);
    const twoHomes = await callStudio<StudioPaths>(studio, 'POST', '/paths', { ...repairDraft, variant: 1 });
    expect(twoHomes.status).toBe(200);
    expect(reaches(twoHomes.body, 'repair-property')).toBe(true);
    expect(twoHomes.body.paths[0]?.file.assumes.facts['has-one-property']).toBe(false);
    const none = await callStudio<{ message: string }>(studio, 'POST', '/paths', { ...repairDraft, variant: 7 });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(
      '"variant" must be the number of one of the world\'s 2 variants (0 to 1), not 7',
    );
  });

  it('says in plain words why a path of another journey, or a file that is no path, is not replayed', async () => {
    const { body } = await callStudio<StudioPaths>(studio, 'POST', '/paths', {
      journey: 'journeys/referral.json',
      files: [],
    });
    const referral = body.paths[0]?.file;
    const replay = await callStudio<StudioReplay>(studio, 'POST', '/replay', {
      draft: repairDraft,
      paths: [referral, { name: 'notes' }],
    });
    expect(replay.body.results).toEqual([
      {
        name: referral?.name,
        ok: false,
        lines: [expect.stringContaining('is for the journey "financial-advice-referral", not "report-a-repair"')],
      },
      { name: 'notes', ok: false, lines: [expect.stringContaining('names no journey')] },
    ]);
  });

  it('replays on the draft: a path that the change breaks diverges', async () => {
    const { body } = await callStudio<StudioPaths>(studio, 'POST', '/paths', repairDraft);
    const text = readFileSync(join(copy.root, REPAIR), 'utf8');
    const edited = text.replace(/("next": \[\{ "to": )"covid"( \}\])/, '$1"customer-details"$2');
    expect(edited).not.toBe(text);
    const replay = await callStudio<StudioReplay>(studio, 'POST', '/replay', {
      draft: { journey: REPAIR, files: [{ path: REPAIR, text: edited }] },
      paths: body.paths.map((path) => path.file),
    });
    expect(replay.body.results.filter((result) => !result.ok).length).toBeGreaterThan(0);
  });
});

describe('worlds and operations', () => {
  it("gives a journey's world, and 404 for a journey there is none of", async () => {
    const { status, body } = await callStudio<StudioWorld>(studio, 'GET', '/world/report-a-repair');
    expect(status).toBe(200);
    expect(body.persona).toBe('amara');
    expect(body.toggles).toMatchObject({ IsMediaEnabledSS: expect.any(String) });
    expect(body.variants.length).toBeGreaterThan(0);
    const unknown = await callStudio(studio, 'GET', '/world/no-such-journey');
    expect(unknown).toEqual({ status: 404, body: { message: 'There is no journey "no-such-journey".' } });
  });

  it("runs the world's operations, and refuses one it does not know, naming it", async () => {
    const scope = { answers: {}, facts: {}, toggles: {} };
    const known = await callStudio<StudioEffects>(studio, 'POST', '/effects', {
      journeyId: 'report-a-repair',
      requests: [
        { operation: 'check-repair-eligibility', params: { reason: 'RR-0306' }, storeAs: 'e', phase: 'continue' },
      ],
      scope,
    });
    expect(known.status).toBe(200);
    expect(known.body.facts.e).toMatchObject({ supplementary: expect.any(Array) });
    const unknown = await callStudio(studio, 'POST', '/effects', {
      journeyId: 'report-a-repair',
      requests: [{ operation: 'launch-rocket', params: {}, storeAs: 'x', phase: 'enter' }],
      scope,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: expect.stringContaining('"launch-rocket"') });
  });
});

describe('the page', () => {
  it('serves the built studio without the token: the page at /, the preview, the hashed assets', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<title>the studio page</title>');
    writeFileSync(join(dist, 'preview.html'), '<title>the preview</title>');
    writeFileSync(join(dist, 'assets', 'studio-Ab12.js'), 'export {};');
    const served = await startStudioServer({ root: copy.root, port: 0, log: () => {}, dist });
    try {
      const text = async (path: string) => {
        const response = await fetch(`${served.url}${path}`);
        return `${response.status} ${await response.text()}`;
      };
      expect(await text('/')).toBe('200 <title>the studio page</title>');
      expect(await text('/preview.html')).toBe('200 <title>the preview</title>');
      expect(await text('/assets/studio-Ab12.js')).toBe('200 export {};');
    } finally {
      await served.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
