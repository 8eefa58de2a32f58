import { spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintScratch } from '../support/lint-scratch';
import { srcFloors, srcTestSupport } from '../../scripts/import-floors.mjs';

/**
 * The walls inside src/ (eslint.config.js's srcZones, docs/architecture.md "Floors inside a layer"
 * › "src/"): the project's real eslint.config.js in a scratch tree holding one module in each
 * floor and each feature, so the real folders are never written to. Every planted import is a
 * file of the scratch tree, and all of them are linted by one run of the eslint command, as a
 * developer's `npm run lint` would lint them.
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
  'src/studio/studio-app.tsx',
];

let tree: ReturnType<typeof lintScratch> | undefined;
let scratch: string;
/** What the lint said about each planted file: its no-restricted-paths messages. */
const reports = new Map<string, string[]>();
/** Each planted import: the file (relative to the scratch root) and the module it imports. */
const planted: { file: string; imported: string }[] = [];

/** Plants `file` importing `imported` (both relative to the repo root) and answers where the lint will report it. */
function plant(file: string, imported: string): string {
  // The number goes before the first dot, so a test stays a test (idle-3.dom.test.tsx).
  const path = file.replace(/^(.*\/[^/.]+)(\..*)$/, `$1-${planted.length}$2`);
  planted.push({ file: path, imported });
  return path;
}

beforeAll(() => {
  const files: Record<string, string> = Object.fromEntries(modules.map((path) => [path, 'export const x = 1;\n']));
  for (const { file, imported } of planted) {
    let specifier = relative(dirname(file), imported).replace(/\.tsx?$/, '');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    files[file] = `export { x } from '${specifier}';\n`;
  }
  tree = lintScratch('lint-src-walls-', files);
  scratch = tree.root;
  const run = spawnSync(
    process.execPath,
    [join(repoRoot, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', ...planted.map(({ file }) => file)],
    { cwd: scratch, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`eslint gave no report (exit ${run.status}): ${run.stderr}`);
  for (const result of JSON.parse(run.stdout) as {
    filePath: string;
    messages: { ruleId: string | null; message: string }[];
  }[]) {
    reports.set(
      relative(scratch, result.filePath),
      result.messages
        .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
        .map((message) => message.message),
    );
  }
}, 120_000);

afterAll(() => {
  tree?.remove();
});

/** The no-restricted-paths messages the lint gave a planted file. */
function wallMessages(path: string): string[] {
  const messages = reports.get(path);
  if (!messages) throw new Error(`The lint did not report on ${path}.`);
  return messages;
}

const featureCases = features.map((feature) => {
  const other = features.find((name) => name !== feature)!;
  return [feature, other, plant(`src/pages/${feature}/list.tsx`, `src/pages/${other}/page.tsx`)] as const;
});

const floorCases = (
  [
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
  ] as const
).map(([name, file, imported, message]) => [name, plant(file, imported), message] as const);

const allowedCases = (
  [
    ['a feature use the list kit', 'src/pages/cases/list.tsx', 'src/lists/pagination.tsx'],
    ['a feature use its own folder', 'src/pages/repairs/list.tsx', 'src/pages/repairs/page.tsx'],
    ['a feature use the journey host', 'src/pages/dashboard/card.tsx', 'src/journeys/offer.ts'],
    ['the top compose the features', 'src/dashboard-route.tsx', 'src/pages/cases/page.tsx'],
    ['the list kit use a service', 'src/lists/list-controls.tsx', 'src/customer/properties.ts'],
    ['a service use the ground', 'src/gateway/context.tsx', 'src/config/flag.ts'],
    ['a test below the top use the test support', 'src/session/idle.dom.test.tsx', 'src/testing/harness.tsx'],
  ] as const
).map(([name, file, imported]) => [name, plant(file, imported)] as const);

/**
 * Every folder of a floor of scripts/import-floors.mjs importing a module of each floor above it
 * (a module of each folder, or the file itself; the top's test support and test files aside: any
 * test may import the support).
 */
const isFile = (prefix: string) => /\.tsx?$/.test(prefix);
const below = srcFloors.map((floor) => floor.filter((prefix) => !isFile(prefix)));
const above = srcFloors.map((floor) =>
  floor
    .filter((prefix) => !srcTestSupport.includes(prefix) && !/\.test\.tsx?$|\.d\.ts$/.test(prefix))
    .map((prefix) => (isFile(prefix) ? prefix : modules.find((path) => path.startsWith(`${prefix}/`)))),
);
const floorPairs = below.flatMap((folders, level) =>
  above
    .slice(level + 1)
    .flat()
    .flatMap((target) =>
      target
        ? folders.map((folder) => ({ pair: `${folder} -> ${target}`, path: plant(`${folder}/planted.ts`, target) }))
        : [],
    ),
);

describe('walls inside src/', () => {
  it.each(featureCases)('stops src/pages/%s importing another feature (src/pages/%s)', (feature, _other, path) => {
    const messages = wallMessages(path);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      `src/pages/${feature} imports the shared floor, never another feature: compose features at the top`,
    );
  });

  it.each(floorCases)('stops %s importing a floor above it', (_name, path, message) => {
    const messages = wallMessages(path);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each(allowedCases)('lets %s', (_name, path) => {
    expect(wallMessages(path)).toEqual([]);
  });
});

describe('the floors list (scripts/import-floors.mjs)', () => {
  it('walls every folder of src/ from every floor above it, as the list says', () => {
    expect(above.flat()).not.toContain(undefined);
    expect(floorPairs.filter(({ path }) => wallMessages(path).length !== 1).map(({ pair }) => pair)).toEqual([]);
  });
});
