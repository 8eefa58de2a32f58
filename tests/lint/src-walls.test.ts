import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { srcFloors, srcTestSupport } from '../../scripts/import-floors.mjs';

/**
 * The walls inside src/ (eslint.config.js's srcZones, docs/architecture.md "Floors inside a layer"
 * › "src/"): the project's real eslint.config.js in a scratch tree holding one module in each
 * floor and each feature, so the real folders are never written to.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const features = ['cases', 'dashboard', 'information', 'messages', 'money', 'profile', 'repairs'];
const modules: string[] = [
  'src/config/flag.ts',
  'src/dates/format.ts',
  'src/i18n/words.ts',
  'src/storage/store.ts',
  'src/styles/tokens.ts',
  'src/auth/session.ts',
  'src/gateway/client.ts',
  'src/navigation/paths.ts',
  'src/session/idle.ts',
  'src/telemetry/report.ts',
  'src/customer/properties.ts',
  'src/properties/scope.ts',
  'src/cards/card.tsx',
  'src/layout/frame.tsx',
  'src/lists/pagination.tsx',
  'src/errors/alert.tsx',
  'src/pdf/open.ts',
  'src/journeys/offer.ts',
  ...features.map((feature) => `src/pages/${feature}/page.tsx`),
  'src/routes.tsx',
  'src/app.tsx',
  'src/main.tsx',
  'src/portal-providers.tsx',
  'src/dashboard-route.tsx',
  'src/start/start-page.ts',
  'src/testing/harness.tsx',
];

let scratch: string;
let eslint: ESLint;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'lint-src-walls-'));
  copyFileSync(join(repoRoot, 'eslint.config.js'), join(scratch, 'eslint.config.js'));
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'lint-fixture', type: 'module' }));
  symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  for (const path of modules) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), 'export const x = 1;\n');
  }
  eslint = new ESLint({ cwd: scratch });
  // The first lint loads every plugin; do it here so no test pays for it.
  await eslint.lintText('export {};\n', { filePath: join(scratch, 'src/config/warm-up.ts') });
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The no-restricted-paths messages for `file` importing `imported` (both relative to the repo root). */
async function wallMessages(file: string, imported: string): Promise<string[]> {
  let specifier = relative(dirname(file), imported).replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const [result] = await eslint.lintText(`export { x } from '${specifier}';\n`, { filePath: join(scratch, file) });
  return (result?.messages ?? [])
    .filter((message: Linter.LintMessage) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('walls inside src/', () => {
  it.each(features.map((feature) => [feature, features.find((other) => other !== feature)!]))(
    'stops src/pages/%s importing another feature (src/pages/%s)',
    async (feature, other) => {
      const messages = await wallMessages(`src/pages/${feature}/list.tsx`, `src/pages/${other}/page.tsx`);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(
        `src/pages/${feature} imports the shared floor, never another feature: compose features at the top`,
      );
    },
  );

  it.each([
    ['a feature', 'src/pages/money/page.tsx', 'src/routes.tsx', 'A feature never imports the top'],
    ['the journey host', 'src/journeys/route.tsx', 'src/pages/dashboard/page.tsx', 'The journey host sits below'],
    ['the list kit', 'src/lists/record-list.tsx', 'src/pages/repairs/page.tsx', 'The shared floor never imports'],
    ['the error pages', 'src/errors/not-found.tsx', 'src/journeys/offer.ts', 'The shared floor never imports'],
    ['the page frame', 'src/layout/card.tsx', 'src/app.tsx', 'The shared floor never imports'],
    ['the gateway service', 'src/gateway/context.tsx', 'src/layout/frame.tsx', 'Services sit below'],
    ['telemetry', 'src/telemetry/views.ts', 'src/start/start-page.ts', 'Services sit below'],
    ['the customer service', 'src/customer/scope.ts', 'src/pages/dashboard/page.tsx', 'Services sit below'],
    ['the settings', 'src/config/use-flag.ts', 'src/gateway/client.ts', 'The ground floor'],
    ['the wording', 'src/i18n/area.ts', 'src/lists/pagination.tsx', 'The ground floor'],
  ])('stops %s importing a floor above it', async (_name, file, imported, message) => {
    const messages = await wallMessages(file, imported);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['a feature uses the list kit', 'src/pages/cases/list.tsx', 'src/lists/pagination.tsx'],
    ['a feature uses its own folder', 'src/pages/repairs/list.tsx', 'src/pages/repairs/page.tsx'],
    ['a feature uses the journey host', 'src/pages/dashboard/card.tsx', 'src/journeys/offer.ts'],
    ['the top composes features', 'src/dashboard-route.tsx', 'src/pages/cases/page.tsx'],
    ['the list kit uses a service', 'src/lists/list-controls.tsx', 'src/customer/properties.ts'],
    ['a service uses the ground', 'src/gateway/context.tsx', 'src/config/flag.ts'],
    ['a test below the top uses the test support', 'src/session/idle.dom.test.tsx', 'src/testing/harness.tsx'],
  ])('lets %s', async (_name, file, imported) => {
    expect(await wallMessages(file, imported)).toEqual([]);
  });
});

describe('the floors list (scripts/import-floors.mjs)', () => {
  it('walls every folder of src/ from every floor above it, as the list says', async () => {
    const isFile = (prefix: string) => /\.tsx?$/.test(prefix);
    // Below: each folder of a floor, where a module is planted. Above: a module of each folder, or
    // the file itself; the top's test support and test files aside (any test may import the support).
    const below = srcFloors.map((floor) => floor.filter((prefix) => !isFile(prefix)));
    const above = srcFloors.map((floor) =>
      floor
        .filter((prefix) => !srcTestSupport.includes(prefix) && !/\.test\.tsx?$|\.d\.ts$/.test(prefix))
        .map((prefix) => (isFile(prefix) ? prefix : modules.find((path) => path.startsWith(`${prefix}/`)))),
    );
    expect(above.flat()).not.toContain(undefined);
    const missing: string[] = [];
    for (const [level, folders] of below.entries()) {
      for (const target of above.slice(level + 1).flat()) {
        for (const folder of folders) {
          if ((await wallMessages(`${folder}/planted.ts`, target!)).length !== 1)
            missing.push(`${folder} -> ${target}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
