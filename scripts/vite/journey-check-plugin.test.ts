import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EnvironmentModuleNode, Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { journeyCheckPlugin, type JourneyCheckError } from './journey-check-plugin';

const ROOT = resolve(import.meta.dirname, '../..');
const REFERRAL = readFileSync(resolve(ROOT, 'journeys/referral.json'), 'utf8');
const FILE = `${ROOT}/journeys/referral.json`;

/** The referral's text with values replaced at JSON pointers, laid out as an editor would. */
function editedReferral(edits: Record<string, unknown>): string {
  const journey = JSON.parse(REFERRAL) as Record<string, unknown>;
  for (const [pointer, value] of Object.entries(edits)) {
    const parts = pointer.split('/').slice(1);
    const last = parts.pop() as string;
    const parent = parts.reduce((at, part) => (at as Record<string, unknown>)[part], journey as unknown);
    (parent as Record<string, unknown>)[last] = value;
  }
  return JSON.stringify(journey, null, 2);
}

type Hook = (...args: unknown[]) => unknown;
const handlerOf = (hook: unknown): Hook =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;

/**
 * The plugin as Vite drives it: configResolved with the root, then transform for a JSON module,
 * or resolveId and load for an import of the built journey (`?journey`).
 */
function started(root = ROOT, options?: Parameters<typeof journeyCheckPlugin>[0]) {
  const plugin: Plugin = journeyCheckPlugin(options);
  handlerOf(plugin.configResolved).call({}, { root, command: 'serve' });
  const warn = vi.fn();
  const transform = (code: string, id: string) => handlerOf(plugin.transform).call({ warn }, code, id);
  const error = (message: string) => {
    throw new Error(message);
  };
  // Vite's resolution of an absolute path: the path itself.
  const resolveFile = async (source: string) => ({ id: source });
  const importBuilt = async (file: string) => {
    const id = (await handlerOf(plugin.resolveId).call({ resolve: resolveFile, error }, `${file}?journey`)) as string;
    const loaded = (await handlerOf(plugin.load).call({ addWatchFile: vi.fn() }, id)) as { code: string };
    return (await handlerOf(plugin.transform).call({ warn }, loaded.code, id)) as { code: string; moduleType: string };
  };
  return { plugin, warn, transform, importBuilt };
}

async function failure(promise: unknown): Promise<JourneyCheckError> {
  try {
    await promise;
  } catch (error) {
    return error as JourneyCheckError;
  }
  throw new Error('the journey module was expected to fail');
}

/** The line (from 1) and column (from 0) of the nth occurrence (from 1) of a piece of text. */
function whereIs(text: string, piece: string, nth = 1): { line: number; column: number } {
  let at = -1;
  for (let found = 0; found < nth; found += 1) at = text.indexOf(piece, at + 1);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before.at(-1) as string).length };
}

describe('journeyCheckPlugin', () => {
  it('lets a good journey through untouched, and builds it ahead of time for ?journey', async () => {
    const { transform, importBuilt, warn } = started();
    await expect(transform(REFERRAL, FILE)).resolves.toBeNull();
    const built = await importBuilt(FILE);
    expect(built.moduleType).toBe('js');
    expect(built.code).toContain('export default { definition, file, validators:');
    expect(built.code).toContain('const file = "journeys/referral.json";');
    expect(warn).not.toHaveBeenCalled();
  });

  it('fails a broken journey with the CLI line, the file and the place of the JSON pointer', async () => {
    const text = editedReferral({ '/steps/1/fields/0/widget': 'tick-boxes' });
    const error = await failure(started().transform(text, FILE));
    expect(error.message.split('\n')).toEqual([
      'journeys/referral.json#/steps/1/fields/0/widget: error: unknown widget "tick-boxes": use one of radios, yes-no, select, autocomplete, text, textarea, checkboxes, contact-number, date, file-list (format-enum)',
      '1 error in journeys/referral.json; `npm run journeys -- check journeys/referral.json` lists the same.',
    ]);
    expect(error.id).toBe(FILE);
    expect(error.loc).toEqual({ file: FILE, ...whereIs(text, '"widget": "tick-boxes"') });
    expect(error.frame).toContain('"widget": "tick-boxes"');
  });

  it('builds no broken journey for ?journey, and only journeys', async () => {
    const root = mkdtempSync(join(tmpdir(), 'journey-plugin-'));
    mkdirSync(join(root, 'journeys'));
    const file = join(root, 'journeys/referral.json');
    writeFileSync(file, editedReferral({ '/steps/1/fields/0/widget': 'tick-boxes' }));
    const { importBuilt } = started(root, { localeDirs: [resolve(ROOT, 'src/i18n/locales/en-GB')] });
    const error = await failure(importBuilt(file));
    expect(error.lines).toEqual([
      expect.stringMatching(/^journeys\/referral.json#\/steps\/1\/fields\/0\/widget: error/),
    ]);
    expect(error.id).toBe(file);
    await expect(importBuilt(`${ROOT}/src/i18n/locales/en-GB/journeys.json`)).rejects.toThrow(
      '?journey builds only the journey files in journeys/',
    );
  });

  it('lists every error of a graph edit, located at the first', async () => {
    const text = editedReferral({
      '/steps/1/route': '/enquiryconsent',
      '/steps/2/headingKey': 'referral.details.missing',
    });
    const error = await failure(started().transform(text, FILE));
    expect(error.lines).toEqual([
      'journeys/referral.json#/steps/1/route: error: route "/enquiryconsent" is also the route of step 0 (duplicate-route)',
      'journeys/referral.json#/steps/2/headingKey: error: message key "referral.details.missing" is in no locale file (missing-message)',
    ]);
    // Step 1's route, the second of the two.
    expect(error.loc).toEqual({ file: FILE, ...whereIs(text, '"route": "/enquiryconsent"', 2) });
  });

  it('reports invalid JSON with its line and column', async () => {
    // A comma missing after the "version" line.
    const text = REFERRAL.replace('"version": 1,', '"version": 1');
    const at = whereIs(text, '"titleKey"');
    const error = await failure(started().transform(text, FILE));
    expect(error.lines).toEqual([
      `journeys/referral.json#: error: not valid JSON: Expected ',' or '}' after property value at line ${at.line}, column ${at.column + 1} (json)`,
    ]);
    expect(error.loc).toEqual({ file: FILE, ...at });
  });

  it('sends warnings to the terminal only', async () => {
    const text = editedReferral({
      '/steps/2/next': [{ to: 'contact-details', when: { answer: 'referral-reasons', exists: true } }],
    });
    const { transform, warn } = started();
    await expect(transform(text, FILE)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'journeys/referral.json#/steps/2/next: warning: when no condition holds the resident is stuck: end with a rule without when (no-default-rule)',
    );
  });

  it("with journeysFrom and wordsFrom, resolves the portal's journeys and their words to the other folders and checks those", async () => {
    const other = mkdtempSync(join(tmpdir(), 'journey-plugin-from-'));
    mkdirSync(join(other, 'journeys'));
    mkdirSync(join(other, 'locale'));
    const file = join(other, 'journeys/referral.json');
    writeFileSync(file, editedReferral({ '/steps/2/headingKey': 'referral.details.analyst' }));
    const words = join(other, 'locale/journeys.json');
    writeFileSync(words, JSON.stringify({ 'referral.details.analyst': 'Tell us more' }));
    const { plugin, importBuilt } = started(ROOT, {
      journeysFrom: join(other, 'journeys'),
      wordsFrom: join(other, 'locale'),
    });
    const resolveId = (source: string) =>
      handlerOf(plugin.resolveId).call({ resolve: async (id: string) => ({ id }), error: Error }, source);
    await expect(resolveId(FILE)).resolves.toBe(file);
    await expect(resolveId(`${ROOT}/src/i18n/locales/en-GB/journeys.json`)).resolves.toBe(words);
    await expect(resolveId(`${ROOT}/src/i18n/locales/en-GB/common.json`)).resolves.toBeNull();
    await expect(resolveId(`${FILE}?raw`)).resolves.toBeNull();
    // The built journey is the other folder's, checked with the other words' keys.
    const built = await importBuilt(FILE);
    expect(built.code).toContain('referral.details.analyst');
    // A broken file there fails the build as the portal's own would.
    writeFileSync(file, editedReferral({ '/steps/1/fields/0/widget': 'tick-boxes' }));
    const { importBuilt: again } = started(ROOT, { journeysFrom: join(other, 'journeys') });
    const error = await failure(again(FILE));
    expect(error.id).toBe(file);
    expect(error.lines).toEqual([expect.stringMatching(/#\/steps\/1\/fields\/0\/widget: error/)]);
  });

  it('leaves other JSON and other imports of a journey alone', async () => {
    const { transform } = started();
    await expect(transform('{ not json', `${ROOT}/src/i18n/locales/en-GB/journeys.json`)).resolves.toBeNull();
    await expect(transform('export default "{ not json"', `${FILE}?raw`)).resolves.toBeNull();
    await expect(transform('export default "/x.json"', `${FILE}?url`)).resolves.toBeNull();
    await expect(transform('{ not json', `${ROOT}/journeys/nested/referral.json`)).resolves.toBeNull();
  });

  it('reads the locale again when a locale file changes, and updates the journey modules with it', async () => {
    // A copy of the wording in a temporary root, so that a key can go missing.
    const root = mkdtempSync(join(tmpdir(), 'journey-plugin-'));
    const localeDir = join(root, 'src/i18n/locales/en-GB');
    cpSync(resolve(ROOT, 'src/i18n/locales/en-GB'), localeDir, { recursive: true });
    const { plugin, transform } = started(root);
    const file = `${root}/journeys/referral.json`;
    await expect(transform(REFERRAL, file)).resolves.toBeNull();

    const wording = JSON.parse(readFileSync(join(localeDir, 'journeys.json'), 'utf8')) as Record<string, string>;
    delete wording['referral.details.heading'];
    writeFileSync(join(localeDir, 'journeys.json'), JSON.stringify(wording, null, 2));

    const module = (id: string) => ({ id, file: id.split('?')[0] }) as EnvironmentModuleNode;
    const [journey, built, raw, other, locale] = [
      file,
      `\0journey-built:${file}.js`,
      `${file}?raw`,
      `${root}/src/main.tsx`,
      `${localeDir}/journeys.json`,
    ].map(module) as EnvironmentModuleNode[];
    const graph = new Map([journey, built, raw, other].map((m) => [m?.id, m]));
    const moduleGraph = { idToModuleMap: graph, getModuleById: (id: string) => graph.get(id) };
    const hotUpdate = (changed: string, modules: EnvironmentModuleNode[]) =>
      handlerOf(plugin.hotUpdate).call({ environment: { moduleGraph } }, { file: changed, modules, type: 'update' });

    expect(hotUpdate(`${root}/src/main.tsx`, [other as EnvironmentModuleNode])).toBeUndefined();
    // A saved journey file updates its JSON module (Vite knows it) and its built module (Vite does not).
    expect(hotUpdate(file, [journey as EnvironmentModuleNode])).toEqual([journey, built]);
    expect(hotUpdate(`${localeDir}/journeys.json`, [locale as EnvironmentModuleNode])).toEqual([
      locale,
      journey,
      built,
    ]);
    const error = await failure(transform(REFERRAL, file));
    expect(error.lines).toEqual([
      'journeys/referral.json#/steps/2/headingKey: error: message key "referral.details.heading" is in no locale file (missing-message)',
    ]);
  });

  it('loads the check again when its own code changes (the engine, the lint, the schema)', async () => {
    const { plugin, transform } = started();
    await expect(transform(REFERRAL, FILE)).resolves.toBeNull();
    const journey = { id: FILE, file: FILE } as EnvironmentModuleNode;
    const graph = new Map([[FILE, journey]]);
    const moduleGraph = { idToModuleMap: graph, getModuleById: (id: string) => graph.get(id) };
    const hotUpdate = (changed: string) =>
      handlerOf(plugin.hotUpdate).call(
        { environment: { moduleGraph } },
        { file: changed, modules: [], type: 'update' },
      );

    expect(hotUpdate(`${ROOT}/schemas/journey.schema.json`)).toEqual([journey]);
    // Loaded again by the next journey, which is checked as before.
    await expect(transform(REFERRAL, FILE)).resolves.toBeNull();
    expect(hotUpdate(`${ROOT}/scripts/journeys/lint-journey.ts`)).toEqual([journey]);
    expect(hotUpdate(`${ROOT}/engine/index.ts`)).toBeUndefined(); // already dropped: nothing loaded since
    await expect(transform(REFERRAL, FILE)).resolves.toBeNull();
    expect(hotUpdate(`${ROOT}/engine/check/check-definition.ts`)).toEqual([journey]);
    expect(hotUpdate(`${ROOT}/src/main.tsx`)).toBeUndefined();
  });
});
