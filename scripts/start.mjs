#!/usr/bin/env node
// npm start: builds the portal, then runs the reference gateway in the foreground. A Node
// launcher rather than `a && b` in package.json, so that SIGINT and SIGTERM sent to npm reach the
// gateway (a shell in between does not pass them on) and the embedded database closes cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const viteBin = require.resolve('vite/bin/vite.js');

const build = spawnSync(process.execPath, [viteBin, 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm start: the portal build failed (see above); the gateway was not started.');
  process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
