import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 15 s rather than Testing Library's 1 s: on a loaded two-core CI
// machine a page's first render and its scripted gateway replies can take longer than a second
// (5 s was passed by a dashboard render with other work on both cores), and a test should fail for
// what the page shows, not for the machine's load. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 15_000 });

// The dom project shares one jsdom per worker between files (vite.config.ts, isolate: false), so
// each file starts from an empty page, storage and address, whatever the file before it left
// (a page a test built by hand, outside Testing Library's render, say).
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');

// Every module the portal loads lazily (its pages, the larger widgets, the journeys' parts), loaded
// before the file's tests run. The worker's modules are shared between files (isolate: false): a
// page a test navigates to in its last step (Reschedule appointment, the error page's Refresh) was
// otherwise still loading when the file's environment was torn down, and the module it was loading
// then failed for every later file of the worker ("Cannot load … after the environment was torn
// down"). Loaded once per worker; later files find them in the shared cache.
const lazilyLoaded = import.meta.glob([
  '../../src/pages/**/*.tsx',
  '../../src/errors/*.tsx',
  '../../src/dashboard-route.tsx',
  '../../src/journeys/**/*.{ts,tsx}',
  '../../renderer/**/*.tsx',
  '!**/*.test.{ts,tsx}',
]);
// One at a time, in name order: the same order on every run, whatever finishes transforming first.
for (const [path, load] of Object.entries(lazilyLoaded).sort(([a], [b]) => a.localeCompare(b))) {
  try {
    await load();
  } catch (error) {
    throw new Error(`tests/support/dom-setup.ts could not load ${path} ahead of the tests`, { cause: error });
  }
}
await import('browser-image-compression');

// Vitest globals are off, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
