import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
// With its extension, as Node reads it: Vite will load configs natively (configLoader 'native').
import { journeyCheckPlugin } from './scripts/vite/journey-check-plugin.ts';

/** Where `npm run dev` finds the reference gateway (scripts/dev.mjs starts it on this port). */
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';
const gatewayTarget = `http://127.0.0.1:${gatewayPort}`;

/** Paths the gateway answers; everything else is the portal itself. */
const gatewayPaths = ['/api', '/idp', '/docs', '/admin', '/portal-config.json'];

/** Addresses of the pre-rendered start page (index.html); every other page is the app (app.html). */
const startPagePaths = ['/', '/startpage'];

/**
 * In `npm run dev`, serves page addresses as the gateway does (gateway/server/plugins/portal.ts):
 * the start page for / and /startpage, app.html for every other page address.
 */
function pageFallback(): Plugin {
  return {
    name: 'portal-page-fallback',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const isPage =
          request.method === 'GET' &&
          (request.headers.accept ?? '').includes('text/html') &&
          !path.split('/').pop()?.includes('.') &&
          !gatewayPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
        if (isPage) request.url = startPagePaths.includes(path) ? '/index.html' : '/app.html';
        next();
      });
    },
  };
}

/**
 * The portal built from another folder of journey files, e.g. an analyst's edited copy (docs/journeys/README.md):
 * `PORTAL_JOURNEYS_DIR=<folder> [PORTAL_JOURNEY_WORDS_DIR=<folder with journeys.json>] vite build --outDir <elsewhere>`.
 */
const journeysFrom = process.env.PORTAL_JOURNEYS_DIR || undefined;
const wordsFrom = process.env.PORTAL_JOURNEY_WORDS_DIR || undefined;

/** Never collected as tests, whatever the project. */
const alwaysExcluded = ['**/node_modules/**', 'dist/**', 'data/**', 'coverage/**', '.cache/**'];

export default defineConfig({
  // journeyCheckPlugin: every journeys/*.json module passes `npm run journeys -- check` first (docs/journeys/README.md).
  plugins: [
    journeyCheckPlugin({ journeysFrom, wordsFrom }),
    react(),
    pageFallback(),
    // A brotli (.br) and a gzip (.gz) copy beside every text file of the build, made once here at
    // the best levels rather than per request; the gateway sends the one the browser accepts
    // (gateway/server/plugins/portal.ts, @fastify/static's preCompressed). Source maps are left
    // out: only developer tools fetch them. A copy no smaller than its file is not written.
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt)$/,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  root: '.',
  publicDir: 'public',
  appType: 'mpa',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // No modulepreload polyfill: every browser the es2022 target runs in but Safari before 17 reads
    // <link rel="modulepreload">, and there the polyfill only fetches early what the imports fetch
    // anyway; it cost every page of the portal its bytes (route weights, docs/adr/0001-declarative-routing.md).
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: scripts/bench/route-weight.ts reads each route's initial chunks from it.
    manifest: true,
    rolldownOptions: {
      // Two pages: the pre-rendered start page (no framework) and the signed-in app.
      input: { start: resolve(import.meta.dirname, 'index.html'), app: resolve(import.meta.dirname, 'app.html') },
      output: {
        // Chunks (checked by tests/browser/route-weight.browser.test.ts and `npm run bench`):
        // - luxon: dates are needed by some routes only, so it is a chunk of its own.
        // - portal-shared: what every signed-in page loads (the gateway's typed calls, the session,
        //   the layout, the header's rules, the shared renderer pieces, the texts' set-up and the
        //   resident's homes, which page-kit would otherwise take in as its dependencies) is one chunk rather than
        //   two dozen of a few hundred bytes each, which cost more in gzip framing and requests
        //   than the few calls a page does not use.
        // - start-shared: the modules the pre-rendered start page shares with the app are kept
        //   out of portal-shared (which holds React), so the start page stays framework-free.
        codeSplitting: {
          groups: [
            { name: 'luxon', test: /[\\/]node_modules[\\/]luxon[\\/]/ },
            // - repair-parts: the Report a repair button and the maintenance banner, which the repair
            //   pages and cards show together, in one chunk rather than two of a few hundred bytes.
            {
              name: 'repair-parts',
              test: /[\\/]src[\\/]pages[\\/]repairs[\\/](create-repair-button|maintenance-banner)\.tsx$/,
            },
            // - page-kit: the small modules the dashboard shares with the feature pages (dates, the
            //   phone alert, the property selector, status tags, the features' words and amounts):
            //   each was a chunk of a few hundred bytes, and the dashboard fetched 21 of them at once,
            //   which a phone's six connections take in several round trips before the first card
            //   paints (Lighthouse's LCP; issue 29 item 2). One chunk costs a feature page a few KB
            //   it does not use, well within its route budget.
            {
              name: 'page-kit',
              test: /[\\/]src[\\/](dates[\\/]date-format|errors[\\/](alert-with-phone|customer-api-error)|i18n[\\/]use-area-words|properties[\\/]use-repair-scope|lists[\\/](status-tag|property-selector)|config[\\/]use-configuration-flag|pages[\\/](money[\\/](account[\\/](balance-amount|money-amount|customer-accounts)|account-summary|money-words)|cases[\\/](case-status|case-row|cases-words)|messages[\\/](message-text|messages-words)|repairs[\\/](repair-status|repair-description|repairs-error|repairs-words|history[\\/](list-item-view|use-repair-rows))))\.tsx?$/,
            },
            {
              name: 'start-shared',
              priority: 2,
              test: /[\\/](src[\\/](auth[\\/](sign-in|sign-in-kind|logout-notice)|config[\\/]portal-config|storage[\\/]saved-state)|schemas[\\/]http-headers)\.ts$/,
            },
            {
              name: 'portal-shared',
              priority: 1,
              test: /[\\/](gateway[\\/]client[\\/]endpoints|src[\\/](customer|session|layout|navigation)|renderer[\\/](messages|error-summary|modal-dialog|translate-context))[\\/]|[\\/]src[\\/](lists[\\/]record-details\.tsx|i18n[\\/]i18n\.ts|properties[\\/]customer-properties\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: false,
    proxy: Object.fromEntries(gatewayPaths.map((path) => [path, { target: gatewayTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(gatewayPaths.map((path) => [path, { target: gatewayTarget, changeOrigin: false }])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a
          // time while the main process idles. Two keep both cores busy.
          maxWorkers: 2,
          // Files share their worker's modules rather than importing them afresh (most of this
          // project's cost). Unit tests keep no state in modules; a file that must reset one
          // does so in its own hooks.
          isolate: false,
          include: ['**/*.test.ts'],
          exclude: [...alwaysExcluded, '**/*.db.test.ts', '**/*.browser.test.ts', 'tests/lint/**'],
          // Vitest's 5 s is a second or two above what the slowest unit tests (the property walks,
          // the schema compiles) take on a quiet machine, so a CI machine sharing its cores failed
          // one of them. The limit only catches a test that hangs; a test fails for what it checks.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The lint rules proved on planted imports: each file lints a scratch tree with its own
          // ESLint, and an ESLint made in a worker after another file's resolved none of the
          // planted imports (the resolvers keep state in their modules), so these files do not
          // share modules as the unit files do.
          name: 'lint',
          environment: 'node',
          maxWorkers: 2,
          isolate: true,
          include: ['tests/lint/**/*.test.ts'],
          exclude: alwaysExcluded,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          maxWorkers: 2,
          // As the unit project: modules and one jsdom per worker are shared between files, and
          // tests/support/dom-setup.ts empties the page, storage and address before each file.
          isolate: false,
          include: ['**/*.dom.test.tsx'],
          exclude: alwaysExcluded,
          setupFiles: ['tests/support/dom-setup.ts'],
          // As the unit project: a hang guard, not a speed limit (a render under load can pass 5 s).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          environment: 'node',
          include: ['**/*.db.test.ts'],
          exclude: alwaysExcluded,
          // Each file opens its own database (PGlite in memory or a fresh server database): few at once.
          maxWorkers: 2,
          // Files share their worker's modules, so the migrated and seeded PGlite templates are
          // built once per worker rather than once per file (a few seconds of CPU each).
          isolate: false,
          // On PostgreSQL, the migrated and seeded template databases are made once per run.
          globalSetup: ['tests/support/db-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.browser.test.ts'],
          exclude: alwaysExcluded,
          // Two files at a time, each with its own gateway and Chromium: most of a browser test is
          // waiting (for the network, a timer, a render), so the second file uses the first's waits.
          maxWorkers: 2,
          // The seeded PGlite template every file's gateway starts from is built once, not per file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
