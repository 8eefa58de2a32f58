import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchRouteWeight, initialFiles, routeBundles, type Manifest } from './route-weight';

const manifest: Manifest = {
  'index.html': { file: 'assets/start.js', isEntry: true, imports: ['_shared.js'] },
  'app.html': {
    file: 'assets/app.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js', '_style.css'],
    dynamicImports: ['src/pages/dashboard/dashboard-page.tsx'],
  },
  'src/pages/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_react.js', 'app.html', '_luxon.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js' },
  '_luxon.js': { file: 'assets/luxon.js' },
  '_style.css': { file: 'assets/style.css' },
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('route weight', () => {
  it('counts an entry and its static imports once each, and no style sheets', () => {
    expect(initialFiles(manifest, ['app.html', 'src/pages/dashboard/dashboard-page.tsx'])).toEqual([
      'assets/app.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/dashboard.js',
      'assets/luxon.js',
    ]);
  });

  it('gives the start page its own entry only, and each lazy route the app plus its chunk', () => {
    const bundles = routeBundles(manifest);
    expect(bundles.map((bundle) => bundle.route)).toEqual([
      '/startpage (pre-rendered, before sign-in)',
      'dashboard/dashboard-page',
    ]);
    expect(bundles[0]!.files).toEqual(['assets/start.js', 'assets/shared.js']);
  });

  it('measures gzip sizes from a build folder and flags a route over its budget', async () => {
    dir = mkdtempSync(join(tmpdir(), 'route-weight-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const random = (size: number) => Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256)));
    for (const chunk of Object.values(manifest)) writeFileSync(join(dir, chunk.file), 'x');
    writeFileSync(join(dir, 'assets', 'start.js'), random(25 * 1024));
    const lines = await benchRouteWeight(dir);
    expect(lines[0]).toMatch(
      /^route weight \/startpage .*: 2\d\.\d KB JavaScript \(gzip\) in 2 files, OVER the 20\.0 KB budget$/,
    );
    expect(lines[1]).toMatch(/dashboard-page: 0\.\d KB JavaScript \(gzip\) in 5 files, within the 172\.0 KB budget$/);
  });
});
