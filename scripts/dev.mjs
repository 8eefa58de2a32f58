#!/usr/bin/env node
// `npm run dev`: the portal through Vite with hot reload, plus the reference gateway restarting
// on every change (tsx watch). Vite proxies /api, /idp, /docs, /admin and /portal-config.json to
// the gateway. Ctrl-C stops both; if either stops on its own, the other is stopped too.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const gatewayPort = process.env.PORT || '8080';
const vitePort = process.env.VITE_PORT || '5173';
const gatewayEntry = join('gateway', 'server', 'main.ts');

function bin(pkg, name = pkg) {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8'));
  return join(root, 'node_modules', pkg, typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name]);
}

if (!existsSync(join(root, gatewayEntry))) {
  console.error(`dev: ${gatewayEntry} is missing, so there is no gateway to start.`);
  process.exit(1);
}

const children = new Map();
let stopping = false;
let exitStatus = 0;

function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.set(name, child);
  child.on('error', (error) => {
    console.error(`dev: could not start the ${name}: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`dev: the ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stopAll(code || 1);
    }
    if (children.size === 0) process.exit(exitStatus);
  });
}

function stopAll(status) {
  if (stopping) return;
  stopping = true;
  exitStatus = status;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitStatus);
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

// Residents reach everything through Vite in development, so the identity provider must send them
// back there (its issuer and redirect addresses are built from PUBLIC_ORIGIN).
const publicOrigin = process.env.PUBLIC_ORIGIN || `http://localhost:${vitePort}`;
start('gateway', [bin('tsx'), 'watch', '--clear-screen=false', gatewayEntry], {
  PORT: gatewayPort,
  PUBLIC_ORIGIN: publicOrigin,
});
start('Vite dev server', [bin('vite'), '--port', vitePort, '--strictPort'], { GATEWAY_PORT: gatewayPort });

console.log(
  [
    '',
    `  Resident portal (hot reload):  http://localhost:${vitePort}/`,
    `  Reference gateway (watch):     http://localhost:${gatewayPort}/  (API docs: http://localhost:${gatewayPort}/docs)`,
    '  Press Ctrl-C to stop both.',
    '',
  ].join('\n'),
);
