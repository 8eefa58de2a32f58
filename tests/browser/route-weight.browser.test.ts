import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { benchRouteWeight, routeBundles, type Manifest } from '../../scripts/bench/route-weight';

// Runs with the browser tests because it needs the built portal (npm test builds it first).
const dist = resolve(import.meta.dirname, '..', '..', 'dist');

describe('weight of the built portal', () => {
  it('keeps the start page within 20 KB and every signed-in route within 172 KB of JavaScript (gzip)', async () => {
    const lines = await benchRouteWeight(dist);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).toContain('within');
  });

  it('loads no React before sign-in, while every signed-in route does', () => {
    const manifest = JSON.parse(readFileSync(resolve(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const [start, ...routes] = routeBundles(manifest);
    const holdsReact = (files: string[]) =>
      files.some((file) => readFileSync(resolve(dist, file), 'utf8').includes('react.transitional.element'));
    expect(holdsReact(start!.files)).toBe(false);
    for (const route of routes) expect(holdsReact(route.files), route.route).toBe(true);
  });

  it('loads the dashboard in at most 10 JavaScript files, its small shared modules in one chunk', () => {
    // A phone fetches over six connections: 26 files of a few hundred bytes each took several
    // round trips before the first card painted (issue 29 item 2, vite.config.ts page-kit).
    const manifest = JSON.parse(readFileSync(resolve(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const dashboard = routeBundles(manifest).find((bundle) => bundle.route === 'src/dashboard-route');
    expect(dashboard, 'the build has no dashboard route').toBeDefined();
    expect(dashboard!.files.length, dashboard!.files.join(', ')).toBeLessThanOrEqual(10);
  });

  it('writes a brotli and a gzip copy of every page and script of the build, each decoding to its file', () => {
    // The gateway sends these copies to browsers that accept them (gateway/server/plugins/portal.ts).
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(html|js|css)$/.test(file),
    );
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of files) {
      const bytes = readFileSync(resolve(dist, file));
      // The build leaves out a copy no smaller than its file (a few tiny chunks); the gateway then sends the file.
      if (!existsSync(resolve(dist, `${file}.br`))) {
        expect(bytes.length, file).toBeLessThan(100);
        continue;
      }
      expect(brotliDecompressSync(readFileSync(resolve(dist, `${file}.br`))).equals(bytes), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(resolve(dist, `${file}.gz`))).equals(bytes), `${file}.gz`).toBe(true);
    }
  });
});
