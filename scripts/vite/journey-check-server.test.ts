import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { journeyCheckPlugin } from './journey-check-plugin';

const ROOT = resolve(import.meta.dirname, '../..');
const REFERRAL = readFileSync(resolve(ROOT, 'journeys/referral.json'), 'utf8');
const BROKEN = REFERRAL.replace('"widget": "checkboxes"', '"widget": "tick-boxes"');
const WIDGET_LINE =
  'journeys/referral.json#/steps/1/fields/0/widget: error: unknown widget "tick-boxes": use one of radios, yes-no, select, autocomplete, text, textarea, checkboxes, contact-number, date, file-list (format-enum)';

/**
 * A temporary project root holding copies of journeys/ and the en-GB wording (the real files are
 * never touched), with the project's packages beside them.
 */
function temporaryRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'journey-vite-'));
  cpSync(resolve(ROOT, 'journeys'), join(root, 'journeys'), { recursive: true });
  cpSync(resolve(ROOT, 'src/i18n/locales/en-GB'), join(root, 'src/i18n/locales/en-GB'), { recursive: true });
  symlinkSync(resolve(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

async function failure(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a failure');
}

describe('the journey check in the dev server (vite.config.ts)', () => {
  let root: string;
  let server: ViteDevServer;

  beforeAll(async () => {
    root = temporaryRoot();
    server = await createServer({
      configFile: resolve(ROOT, 'vite.config.ts'),
      root,
      cacheDir: join(root, '.vite'),
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('fails a broken journey module with the CLI line, the file and the line, then passes it once fixed', async () => {
    const file = join(root, 'journeys/referral.json');
    writeFileSync(file, BROKEN);
    const error = await failure(server.transformRequest('/journeys/referral.json'));
    expect(error.message.split('\n')[0]).toBe(WIDGET_LINE);
    expect(error.plugin).toBe('journey-check');
    expect(error.id).toBe(file);
    const line = BROKEN.slice(0, BROKEN.indexOf('"widget": "tick-boxes"')).split('\n').length;
    expect(error.loc).toMatchObject({ file, line });
    expect(error.frame).toContain('"widget": "tick-boxes"');

    writeFileSync(file, REFERRAL);
    server.watcher.emit('change', file);
    await vi.waitFor(() => expect(server.transformRequest('/journeys/referral.json')).resolves.toBeTruthy());
  });

  it('builds a journey for ?journey, fails a broken one, and updates it when the file is fixed', async () => {
    // A journey of its own, so that only its built module is in the module graph.
    const file = join(root, 'journeys/copy.json');
    writeFileSync(file, BROKEN);
    const error = await failure(server.transformRequest('/journeys/copy.json?journey'));
    expect(error.message.split('\n')[0]).toBe(WIDGET_LINE.replace('referral.json', 'copy.json'));
    expect(error.id).toBe(file);

    // The analyst saves the fixed file: the built module is updated (the page reloads, here: no importer accepts it).
    const send = vi.spyOn(server.environments.client.hot, 'send');
    writeFileSync(file, REFERRAL);
    server.watcher.emit('change', file);
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'full-reload' })));
    const built = await server.transformRequest('/journeys/copy.json?journey');
    expect(built?.code).toContain('const file = "journeys/copy.json";');
    // Served with its imports resolved (Ajv's runtime helpers), not as JSON.
    expect(built?.code).not.toMatch(/from "ajv\//);
  });

  it('checks the journeys again when a locale file loses a message key', async () => {
    await server.transformRequest('/journeys/referral.json?journey');
    const locale = join(root, 'src/i18n/locales/en-GB/journeys.json');
    const wording = JSON.parse(readFileSync(locale, 'utf8')) as Record<string, string>;
    delete wording['referral.details.heading'];
    writeFileSync(locale, JSON.stringify(wording, null, 2));
    server.watcher.emit('change', locale);
    await vi.waitFor(async () => {
      const error = await failure(server.transformRequest('/journeys/referral.json?journey'));
      expect(error.message.split('\n')[0]).toBe(
        'journeys/referral.json#/steps/2/headingKey: error: message key "referral.details.heading" is in no locale file (missing-message)',
      );
    });
  });
});

describe('the journey check in vite build', () => {
  it('stops the build with the same lines', async () => {
    const root = temporaryRoot();
    try {
      writeFileSync(join(root, 'journeys/referral.json'), BROKEN);
      writeFileSync(
        join(root, 'entry.js'),
        "import built from './journeys/referral.json?journey';\nconsole.log(built);\n",
      );
      const error = await failure(
        build({
          configFile: false,
          root,
          logLevel: 'silent',
          plugins: [journeyCheckPlugin()],
          build: { write: false, rolldownOptions: { input: join(root, 'entry.js') } },
        }),
      );
      expect(error.message).toContain(WIDGET_LINE);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
