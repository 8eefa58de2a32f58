/**
 * The studio's file API lets only its own page change files (issue 28, item 6): the token printed
 * at start, throttled when guessed (SECURITY.md, "Guessing secrets"), its own host name and origin,
 * and only journey files, locale files and diagram pages. Run on a copy of the repository.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../scripts/studio/server';
import { TOKEN_TRIES } from '../../scripts/studio/guard';
import { STUDIO_TOKEN_HEADER, type StudioDraft } from '../../src/studio/studio-api';
import { copyRepository, type StudioCopy } from '../support/studio-copy';
import { callStudio, requestWithHost } from './studio-client';

let copy: StudioCopy;
let studio: StudioServer;
/** The throttle's clock: moved by hand. */
let now = Date.parse('2026-03-14T10:00:00Z');

/** A fingerprint of every file of the copy outside node_modules and .git: any write changes it. */
function fingerprint(root: string): string {
  const hash = createHash('sha256');
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name === 'node_modules' || name === '.git') continue;
      const path = join(folder, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) visit(path);
      else
        hash
          .update(path)
          .update('\0')
          .update(stat ? readFileSync(path) : 'dangling')
          .update('\0');
    }
  };
  visit(root);
  return hash.digest('hex');
}

beforeAll(async () => {
  copy = copyRepository();
  studio = await startStudioServer({ root: copy.root, port: 0, log: () => {}, now: () => now });
});
afterAll(async () => {
  await studio?.close();
  copy?.remove();
});

describe('the studio token', () => {
  it('is 32 random bytes in base64url, new at each start, and printed with the address', async () => {
    const lines: string[] = [];
    const other = await startStudioServer({ root: copy.root, port: 0, log: (line) => lines.push(line) });
    await other.close();
    expect(studio.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(studio.token, 'base64url')).toHaveLength(32);
    expect(other.token).not.toBe(studio.token);
    expect(lines).toEqual([`Journey studio: ${other.url}/?token=${other.token}`, 'Press Ctrl+C to stop it.']);
    expect(other.url).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('refuses an API request without the token, and one with a wrong token, with 401 and a message', async () => {
    const none = await callStudio(studio, 'GET', '/files', undefined, {});
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: expect.stringContaining('needs the token the terminal printed') });
    const wrong = await callStudio(studio, 'GET', '/files', undefined, { [STUDIO_TOKEN_HEADER]: `${studio.token}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: expect.stringContaining('not this studio') });
    const save = await callStudio(studio, 'POST', '/save', { journey: 'journeys/repair.json', files: [] }, {});
    expect(save.status).toBe(401);
    expect((await callStudio(studio, 'GET', '/files')).status).toBe(200);
  });

  it('throttles wrong tokens: after ten in a minute, 429 for the rest of the minute, even with the right one', async () => {
    now += TOKEN_TRIES.windowMs; // a window of its own, whatever the test before sent
    const wrong = { [STUDIO_TOKEN_HEADER]: 'guess' };
    // The window starts with the first wrong token; the two of the test before are in an old one.
    for (let guess = 1; guess <= TOKEN_TRIES.free; guess += 1)
      expect((await callStudio(studio, 'GET', '/files', undefined, wrong)).status).toBe(401);
    const held = await callStudio(studio, 'GET', '/files', undefined, wrong);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: expect.stringContaining('Too many wrong studio tokens') });
    expect((await callStudio(studio, 'GET', '/files')).status).toBe(429);
    now += TOKEN_TRIES.windowMs - 1_000;
    expect((await callStudio(studio, 'GET', '/files')).status).toBe(429);
    now += 1_000;
    expect((await callStudio(studio, 'GET', '/files')).status).toBe(200);
  });
});

describe('who may ask', () => {
  it('refuses a request for another host name (DNS rebinding) with 421, even with the token', async () => {
    const port = new URL(studio.url).port;
    const foreign = await requestWithHost(studio, `attacker.example:${port}`, '/studio-api/files');
    expect(foreign.status).toBe(421);
    expect(foreign.body).toEqual({ message: expect.stringContaining('answers only to http://localhost:') });
    expect((await requestWithHost(studio, `localhost:${Number(port) + 1}`, '/')).status).toBe(421);
    expect((await requestWithHost(studio, `127.0.0.1:${port}`, '/studio-api/files')).status).toBe(200);
  });

  it('refuses a change sent from another origin with 403', async () => {
    const draft: StudioDraft = { journey: 'journeys/repair.json', files: [] };
    const foreign = await callStudio(studio, 'POST', '/check', draft, {
      [STUDIO_TOKEN_HEADER]: studio.token,
      origin: 'http://attacker.example',
    });
    expect(foreign.status).toBe(403);
    const own = await callStudio(studio, 'POST', '/check', draft, {
      [STUDIO_TOKEN_HEADER]: studio.token,
      origin: studio.url,
    });
    expect(own.status).toBe(200);
  });

  it('answers bad JSON with 400 and a message', async () => {
    const bad = await callStudio(studio, 'POST', '/save', '{"journey": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.stringContaining('not valid JSON') });
    const shapeless = await callStudio(studio, 'POST', '/save', { journey: 'journeys/repair.json' });
    expect(shapeless).toEqual({ status: 400, body: { message: expect.stringContaining('"files"') } });
  });
});

describe('where the studio writes', () => {
  const repair = () => readFileSync(join(copy.root, 'journeys', 'repair.json'), 'utf8');

  it.each([
    'package.json',
    'journeys/../package.json',
    '/etc/passwd',
    'src/app.tsx',
    'journeys/sub/repair.json',
    'docs/rules.md',
    'src/i18n/locales/../../app.json',
  ])('refuses a save holding %s with 400 naming it, and writes nothing', async (path) => {
    const before = fingerprint(copy.root);
    const files = [
      { path: 'journeys/repair.json', text: repair().replace('"version": ', '"version":  ') },
      { path, text: '{}\n' },
    ];
    for (const endpoint of ['/save', '/diff', '/check']) {
      const answer = await callStudio(studio, 'POST', endpoint, { journey: 'journeys/repair.json', files });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: expect.stringContaining(`cannot write "${path}"`) });
    }
    expect(fingerprint(copy.root)).toBe(before);
  });

  it('refuses a journey file that is a link out of the working copy', async () => {
    const outside = join(copy.root, '..', `outside-${process.pid}.json`);
    writeFileSync(outside, '{}\n');
    symlinkSync(outside, join(copy.root, 'journeys', 'linked.json'));
    const before = fingerprint(copy.root);
    const answer = await callStudio(studio, 'POST', '/save', {
      journey: 'journeys/repair.json',
      files: [{ path: 'journeys/linked.json', text: repair() }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.stringContaining('"journeys/linked.json"') });
    expect(fingerprint(copy.root)).toBe(before);
    expect(readFileSync(outside, 'utf8')).toBe('{}\n');
    rmSync(outside);
  });
});
