import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
});
