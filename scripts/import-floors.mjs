// The floors inside engine/ and src/, from the ground up (docs/architecture.md, "Floors inside a
// layer"): each floor is a list of path prefixes; a module stands on the floor of its longest
// prefix. scripts/import-graph.mjs counts the imports that go up; the lint walls
// (eslint.config.js) keep them from coming back. Provisional until issue 26's floors land.
export const engineFloors = [
  ['engine/definition', 'engine/operations'],
  ['engine/conditions'],
  ['engine/validation', 'engine/routing'],
  ['engine/machine'],
  ['engine/runtime', 'engine/graph'],
  ['engine/index.ts', 'engine/browser.ts'],
];
export const srcFloors = [
  ['src/config', 'src/dates', 'src/i18n', 'src/storage', 'src/styles', 'src/vite-env.d.ts'],
  ['src/auth', 'src/gateway', 'src/telemetry', 'src/session', 'src/navigation', 'src/customer'],
  ['src/layout'],
  ['src/pages', 'src/journeys'],
  ['src/routes.tsx', 'src/app.tsx', 'src/main.tsx', 'src/portal-providers.tsx', 'src/start', 'src/testing'],
];
