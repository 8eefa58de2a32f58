import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The generic journey page and host serve every journey: what one journey needs of its own comes
 * from its host module (journey-host-types.ts JourneyHostModule), registered in the catalogue.
 * This reads the import graph, static and dynamic, of every module at the top of src/journeys.
 */
const here = import.meta.dirname;
const repoRoot = resolve(here, '..', '..');
/** Where a journey's own code is registered: the generic modules that name it (its facts, its host module). */
const REGISTRIES = [join(here, 'journey-catalogue.ts'), join(here, 'journey-hosts.ts')];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The modules a file imports by relative path, resolved to files (packages and data files left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
    if (!specifier.startsWith('.')) return [];
    const base = resolve(dirname(file), specifier.split('?')[0] ?? '');
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
    );
    return found ? [found] : [];
  });
}

/** Every module a file reaches through its imports, with the chain that reaches it, not entering `stops`. */
function reached(start: string, stops: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (stops.includes(file)) continue;
    for (const next of importsOf(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

const genericModules = readdirSync(here)
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => join(here, name));

describe('the seams of the generic journey page', () => {
  it('finds the generic modules and the repair journey they must not reach', () => {
    expect(genericModules.map((file) => relative(here, file))).toEqual(
      expect.arrayContaining(['journey-page.tsx', 'journey-route.tsx', 'use-journey-host.ts', 'open-journey.ts']),
    );
    // The walk itself sees a reach into the repair folder: the registries' own imports of the repair journey's code.
    expect([...reached(REGISTRIES[1] ?? '', []).keys()]).toContain(join(here, 'repair', 'repair-host.tsx'));
    expect([...reached(REGISTRIES[0] ?? '', []).keys()]).toContain(join(here, 'repair', 'repair-world.ts'));
  });

  it.each(genericModules.filter((file) => !REGISTRIES.includes(file)).map((file) => [relative(repoRoot, file), file]))(
    '%s imports nothing of src/journeys/repair, directly or through other modules',
    (_name, file) => {
      const intoRepair = [...reached(file, REGISTRIES).values()]
        .filter((chain) => relative(join(here, 'repair'), chain.at(-1) ?? '').split('/')[0] !== '..')
        .map((chain) => chain.map((step) => relative(repoRoot, step)).join(' -> '));
      expect(intoRepair).toEqual([]);
    },
  );
});
