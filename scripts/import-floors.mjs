// The floors inside engine/ and src/, from the ground up (docs/architecture.md, "Floors inside a
// layer"): each floor is a list of path prefixes; a module stands on the floor of its longest
// prefix. scripts/import-graph.mjs counts the imports that go up; the lint walls
// (eslint.config.js) keep them from coming back.
/**
 * engine/ (docs/architecture.md, "Floors inside a layer" › "engine/"; eslint.config.js walls the same
 * floors off, and tests/lint/engine-floors.test.ts checks every pair): the definition's ground types
 * (and the operations' names, which import nothing), conditions, validation, routing and payloads, the
 * machine, what runs, walks and checks a journey, the journey session (docs/adr/0009), and on top the public faces and the test
 * fixtures, which only tests import.
 */
export const engineFloors = [
  ['engine/definition', 'engine/operations'],
  ['engine/conditions'],
  ['engine/validation', 'engine/routing', 'engine/payload'],
  ['engine/machine'],
  ['engine/runtime', 'engine/graph', 'engine/check'],
  ['engine/session'],
  ['engine/index.ts', 'engine/browser.ts', 'engine/test-fixtures'],
];

/**
 * The floors inside src/, from the ground up (docs/architecture.md, "Floors inside a layer" › "src/"):
 * each floor is a list of path prefixes relative to the repo root. A module imports its own floor
 * and the floors below it, never one above; inside the features floor, no src/pages/<feature>
 * imports another (eslint.config.js's srcZones hold the walls). A test counts with the file it
 * tests (it sits beside it). The import-graph figures script reads this list.
 */
export const srcFloors = [
  // Ground: settings, dates, wording, saved state, styles.
  ['src/config', 'src/dates', 'src/i18n', 'src/storage', 'src/styles', 'src/vite-env.d.ts'],
  // Services: sign-in and session, the gateway client, navigation guards, telemetry, the customer's
  // data and properties (src/properties is apart from src/customer: not in the chunk every page loads).
  ['src/auth', 'src/gateway', 'src/navigation', 'src/session', 'src/telemetry', 'src/customer', 'src/properties'],
  // Shared UI: the page frame, the list kit, the dashboard's card frame, the error pages, PDFs.
  ['src/layout', 'src/lists', 'src/cards', 'src/errors', 'src/pdf'],
  // The journey host: opens and runs the journeys (journeys/*.json); offers them to the pages.
  ['src/journeys'],
  // Features: one folder per feature, walled from one another.
  ['src/pages'],
  // The top: routes and the app that compose the features, the entries, the test support that renders
  // the whole app, and the journey studio (a build of its own, docs/journeys/README.md).
  [
    'src/routes.tsx',
    'src/app.tsx',
    'src/main.tsx',
    'src/portal-providers.tsx',
    'src/dashboard-route.tsx',
    'src/shell.dom.test.tsx',
    'src/start',
    'src/testing',
    'src/studio',
  ],
];

/**
 * Test support any test may import whatever its floor (it renders the whole app): an import of it
 * from a test is not an upward import.
 */
export const srcTestSupport = ['src/testing'];
