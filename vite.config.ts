import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Where `npm run dev` finds the reference gateway (scripts/dev.mjs starts it on this port). */
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';
const gatewayTarget = `http://127.0.0.1:${gatewayPort}`;

/** Paths the gateway answers; everything else is the portal itself. */
const gatewayPaths = ['/api', '/idp', '/docs', '/admin', '/portal-config.json'];

/** Never collected as tests, whatever the project. */
const alwaysExcluded = ['**/node_modules/**', 'dist/**', 'data/**', 'coverage/**', '.cache/**'];

export default defineConfig({
  plugins: [react()],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
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
          include: ['**/*.test.ts'],
          exclude: [...alwaysExcluded, '**/*.db.test.ts', '**/*.browser.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.dom.test.tsx'],
          exclude: alwaysExcluded,
          setupFiles: ['tests/support/dom-setup.ts'],
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
          // One Chromium and one gateway at a time.
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
