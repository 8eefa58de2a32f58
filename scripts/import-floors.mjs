// The floors inside engine/ and src/, from the ground up (docs/architecture.md, "Floors inside a
// layer"): each floor is a list of path prefixes; a module stands on the floor of its longest
// prefix. scripts/import-graph.mjs counts the imports that go up; the lint walls
// (eslint.config.js) keep them from coming back. Provisional until issue 26's floors land.
/**
 * engine/ (docs/architecture.md, "Floors inside a layer" › "engine/"; eslint.config.js walls the same
 * floors off, and tests/lint/engine-floors.test.ts checks every pair): the definition's ground types
 * (and the operations' names, which import nothing), conditions, validation and routing, the
 * machine, what runs, walks and checks a journey, and on top the public faces and the test
 * fixtures, which only tests import.
 */
export const engineFloors = [
  ['engine/definition', 'engine/operations'],
  ['engine/conditions'],
  ['engine/validation', 'engine/routing'],
  ['engine/machine'],
  ['engine/runtime', 'engine/graph', 'engine/check'],
  ['engine/index.ts', 'engine/browser.ts', 'engine/test-fixtures'],
];
export const srcFloors = [
  ['src/config', 'src/dates', 'src/i18n', 'src/storage', 'src/styles', 'src/vite-env.d.ts'],
  ['src/auth', 'src/gateway', 'src/telemetry', 'src/session', 'src/navigation', 'src/customer'],
  ['src/layout'],
  ['src/pages', 'src/journeys'],
  ['src/routes.tsx', 'src/app.tsx', 'src/main.tsx', 'src/portal-providers.tsx', 'src/start', 'src/testing'],
];
