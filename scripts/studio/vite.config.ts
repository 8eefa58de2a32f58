/**
 * The journey studio's build (docs/journeys/README.md, "The journey studio"; docs/adr/0013): a Vite
 * build of its own, from src/studio (the studio's page and its preview), into .cache/studio-dist, which
 * scripts/studio/server.ts serves. Nothing of it enters the portal's build (dist/), so the
 * residents' route weights do not move.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const studioRoot = resolve(repoRoot, 'src', 'studio');

/** Where the studio's build goes. */
export const STUDIO_DIST = resolve(repoRoot, '.cache', 'studio-dist');

export default defineConfig({
  root: studioRoot,
  plugins: [react()],
  base: '/',
  publicDir: false,
  build: {
    outDir: STUDIO_DIST,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // .cache/studio-dist/.vite/manifest.json: `npm run bench -- --only weight` prints the studio's first load from it.
    manifest: true,
    // The studio is loaded from the analyst's own machine (127.0.0.1), not over a phone's network:
    // its graph, forms and editor are large and not split for size (the bench prints its first load).
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      input: { studio: resolve(studioRoot, 'index.html'), preview: resolve(studioRoot, 'preview.html') },
    },
  },
});
