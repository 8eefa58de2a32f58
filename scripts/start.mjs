#!/usr/bin/env node
// npm start: builds the portal and the gateway's bundle (scripts/build.mjs), then runs the
// reference gateway from its bundle with plain Node, in the foreground: no TypeScript is
// compiled while it starts or serves (`npm run dev` keeps tsx, which suits editing). A Node
// launcher rather than `a && b` in package.json, so that SIGINT and SIGTERM reach the gateway (a
// shell in between does not pass them on) and the embedded database closes cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { GATEWAY_BUNDLE, GATEWAY_NODE_OPTIONS } from './build-gateway.mjs';

const build = spawnSync(process.execPath, [join(import.meta.dirname, 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm start: the build failed (see above); the gateway was not started.');
  process.exit(build.status ?? 1);
}

// Source maps (and why not a larger young generation): build-gateway.mjs says why.
const gateway = spawn(process.execPath, [...GATEWAY_NODE_OPTIONS, GATEWAY_BUNDLE], { stdio: 'inherit' });
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
