import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s rather than Testing Library's 1 s: on a loaded two-core CI
// machine a page's first render and its scripted gateway replies can take longer than a second,
// and a test should fail for what the page shows, not for the machine's load.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
