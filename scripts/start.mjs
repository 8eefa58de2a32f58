#!/usr/bin/env node
// npm start: builds the portal, then runs the reference gateway in the foreground. A Node
// launcher rather than `a && b` in package.json, so that SIGINT and SIGTERM reach the gateway (a
// shell in between does not pass them on) and the embedded database closes cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// vite/bin/vite.js is not in vite's package exports; its package.json (which is) names the bin.
const require = createRequire(import.meta.url);
const vitePackage = require.resolve('vite/package.json');
const viteBin = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);

const build = spawnSync(process.execPath, [viteBin, 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm start: the portal build failed (see above); the gateway was not started.');
  process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => gateway.kill(signal));
}
// npm exits on SIGTERM without passing it on; when npm is gone, stop the gateway rather than
// leave it holding the port and the embedded database.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) gateway.kill('SIGTERM');
}, 1000).unref();
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
