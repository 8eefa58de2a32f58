import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintScratch } from '../support/lint-scratch';

/**
 * The floors inside engine/ (docs/architecture.md, "Floors inside a layer" › "engine/"): the real
 * eslint.config.js, copied into a scratch tree holding one file in every engine folder (so the real
 * folders are never written to), must report every import from a lower floor into a higher one.
 * The floors are read from scripts/import-floors.mjs, the list the import figures use, so a floor
 * the lint config forgot fails here.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const floorsModule = pathToFileURL(join(repoRoot, 'scripts', 'import-floors.mjs')).href;

let engineFloors: string[][];
let tree: ReturnType<typeof lintScratch> | undefined;
let scratch: string;
let eslint: ESLint;

beforeAll(async () => {
  ({ engineFloors } = (await import(floorsModule)) as { engineFloors: string[][] });
  tree = lintScratch(
    'lint-floors-',
    Object.fromEntries(engineFloors.flat().map((place) => [plantedFile(place), 'export const planted = 1;\n'])),
  );
  scratch = tree.root;
  eslint = new ESLint({ cwd: scratch });
  // The first lint loads every plugin; do it here so no test pays for it.
  await eslint.lintText('export {};\n', { filePath: join(scratch, 'engine/definition/warm-up.ts') });
}, 60_000);

afterAll(() => {
  tree?.remove();
});

/** The file that exports `planted` for a floor's entry: a public face itself, or a file in a folder. */
function plantedFile(place: string): string {
  return place.endsWith('.ts') ? place : `${place}/planted.ts`;
}

/** The no-restricted-paths messages for a file in `folder` importing the planted file of `imported`. */
async function walls(folder: string, imported: string, fileName = 'importer.ts'): Promise<string[]> {
  const target = relative(folder, plantedFile(imported)).replace(/\.ts$/, '');
  const code = `import { planted } from '${target}';\nexport const x = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(scratch, folder, fileName) });
  const messages: Linter.LintMessage[] = result?.messages ?? [];
  return messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

/** Every pair of a folder and a folder (or public face) on a higher floor. */
function upwardPairs(): [string, string][] {
  return engineFloors.flatMap((floor, level) =>
    floor
      .filter((lower) => !lower.endsWith('.ts'))
      .flatMap((lower) => engineFloors.slice(level + 1).flatMap((higher) => higher.map((to) => [lower, to]))),
  ) as [string, string][];
}

describe('engine floors', () => {
  it('reports every import from a lower floor into a higher one, the public faces and the test fixtures included', async () => {
    const pairs = upwardPairs();
    // Seven floors, twelve folders and two public faces: 81 upward pairs (a guard against an empty list passing).
    expect(pairs).toHaveLength(81);
    const unreported: string[] = [];
    for (const [lower, higher] of pairs) {
      const messages = await walls(lower, higher);
      if (messages.length !== 1) unreported.push(`${lower} -> ${higher}: ${messages.length} reports`);
    }
    expect(unreported).toEqual([]);
  }, 60_000);

  it('says which floor sits below which', async () => {
    expect(await walls('engine/conditions', 'engine/runtime')).toEqual([
      'Unexpected path "../runtime/planted" imported in restricted zone. engine/conditions sits on a floor below engine/runtime, so it never imports it (docs/architecture.md, "Floors inside a layer").',
    ]);
  });

  it('holds a test file beside the code to its folder’s floor, but lets it use the test fixtures', async () => {
    expect(await walls('engine/routing', 'engine/runtime', 'route.test.ts')).toHaveLength(1);
    expect(await walls('engine/routing', 'engine/test-fixtures', 'route.test.ts')).toEqual([]);
  });

  it('lets a folder import its own floor and the floors below', async () => {
    expect(await walls('engine/routing', 'engine/validation')).toEqual([]);
    expect(await walls('engine/validation', 'engine/routing')).toEqual([]);
    expect(await walls('engine/check', 'engine/conditions')).toEqual([]);
    expect(await walls('engine/runtime', 'engine/check')).toEqual([]);
    expect(await walls('engine/test-fixtures', 'engine/runtime')).toEqual([]);
    expect(await walls('engine/test-fixtures', 'engine/index.ts')).toEqual([]);
  });
});
