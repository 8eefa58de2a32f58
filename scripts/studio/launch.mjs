/**
 * `npm run studio`: the journey studio on the working copy of the current folder (issue 28). Installs
 * what is missing as `npm start` does (ensure-deps.mjs), builds the studio's page into
 * .cache/studio-dist when it is missing or older than a file it is built from (the page, the portal's
 * renderer and styles, the engine, the schemas: about 2 s, so only when needed), then runs the
 * server (server.ts) through tsx, as `npm run journeys` runs its commands. Ctrl+C stops it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const built = join(root, '.cache', 'studio-dist', 'index.html');
const SOURCES = ['src', 'renderer', 'engine', 'schemas', 'scripts/studio/vite.config.ts'];

/** The newest modification time of the files under a path. */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function run(args, what) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Journey studio: ${what} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

run([join(root, 'scripts', 'ensure-deps.mjs')], 'installing the packages');
const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (SOURCES.some((source) => newest(join(root, source)) > builtAt)) {
  console.log('Journey studio: building its page (npm run build:studio)…');
  run(
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'scripts/studio/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    'the build',
  );
}
// The server works on the folder the command was started in: the working copy the analyst edits.
const server = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], { stdio: 'inherit' });
// Ctrl+C reaches the server too (same process group); this process waits for it to stop.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
