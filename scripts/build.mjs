#!/usr/bin/env node
// `npm run build`: the portal (vite build, into dist/) and the gateway's bundle (esbuild, into
// .cache/gateway-build/main.mjs), which `npm start` runs with plain Node. Arguments go to vite
// (e.g. `--logLevel warn`, as the build stage of `npm test` passes).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildGateway } from './build-gateway.mjs';

// vite/bin/vite.js is not in vite's package exports; its package.json (which is) names the bin.
const require = createRequire(import.meta.url);
const vitePackage = require.resolve('vite/package.json');
const viteBin = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
const repoRoot = join(import.meta.dirname, '..');

const portal = spawnSync(process.execPath, [viteBin, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: repoRoot,
});
if (portal.status !== 0) {
  console.error('npm run build: the portal build failed (see above).');
  process.exit(portal.status ?? 1);
}
try {
  const bundle = await buildGateway();
  console.log(`The gateway's bundle: ${bundle}`);
} catch (error) {
  console.error(`npm run build: the gateway's bundle failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
