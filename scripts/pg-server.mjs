#!/usr/bin/env node
// A throwaway PostgreSQL server for the database tests: a fresh cluster in a temporary folder,
// on a free port of 127.0.0.1 with trust authentication, deleted again when stopped.
//
//   node scripts/pg-server.mjs                      start, print TEST_DATABASE_URL, stop on Ctrl-C
//   node scripts/pg-server.mjs npx vitest run --project db
//                                                   run a command with TEST_DATABASE_URL set
//
// Node built-ins only. PostgreSQL refuses to run as root, so as root the cluster belongs to the
// user "postgres" (created by the Debian package).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, canAptInstall } from './apt-install.mjs';

export class PostgresUnavailableError extends Error {}

const installHint =
  'Install the PostgreSQL server (Debian/Ubuntu: `sudo apt-get install postgresql`; macOS: `brew install postgresql`) ' +
  'or point PG_BIN_DIR at the folder holding initdb and postgres.';

/** The folder holding initdb, postgres and pg_isready, or null. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).filter((name) => /^\d+$/.test(name));
    versions.sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debianRoot, version, 'bin')));
  }
  candidates.push('/usr/local/bin', '/opt/homebrew/bin', '/usr/bin');
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) ?? null;
}

/** Finds PostgreSQL, installing the Debian package when running as root; otherwise explains how. */
export function ensurePostgresBin({ log = console.log } = {}) {
  const found = findPostgresBin();
  if (found) return found;
  if (!canAptInstall()) throw new PostgresUnavailableError(`PostgreSQL server binaries not found. ${installHint}`);
  log('PostgreSQL is not installed; installing the Debian package "postgresql"…');
  aptInstall(['postgresql'], { log });
  const installed = findPostgresBin();
  if (!installed)
    throw new PostgresUnavailableError(`apt-get installed postgresql but initdb was not found. ${installHint}`);
  return installed;
}

function postgresAccount() {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) {
    throw new PostgresUnavailableError(
      'PostgreSQL refuses to run as root and there is no "postgres" user. Create one (`useradd --system postgres`) or run as another user.',
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a new PostgreSQL cluster and resolves to `{ url, stop }` once it accepts connections.
 * `stop()` shuts the server down and deletes its folder; call it also after failures.
 * With `keepIn` (an absolute folder), the cluster lives there and is kept: created on the first
 * start, reopened by later ones, never deleted (the benchmark's volume is generated once).
 */
export async function startPostgres({ log = console.log, readyTimeoutMs = 60_000, keepIn } = {}) {
  const bin = ensurePostgresBin({ log });
  const account = postgresAccount();
  if (keepIn) mkdirSync(keepIn, { recursive: true });
  const baseDir = keepIn ?? mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(baseDir, 'data');
  if (account.uid !== undefined) chownSync(baseDir, account.uid, account.gid);
  const spawnOptions = { ...account, cwd: baseDir, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } };
  let server = null;
  let output = '';

  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // "fast" shutdown
      const timedOut = await Promise.race([exited.then(() => false), sleep(15_000).then(() => true)]);
      if (timedOut) server.kill('SIGKILL');
    }
    if (!keepIn) rmSync(baseDir, { recursive: true, force: true });
  };

  try {
    const init = existsSync(join(dataDir, 'PG_VERSION'))
      ? { status: 0 }
      : spawnSync(
          join(bin, 'initdb'),
          ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
          { ...spawnOptions, encoding: 'utf8' },
        );
    if (init.status !== 0) {
      throw new Error(
        `initdb failed (exit ${init.status ?? init.signal}):\n${init.stderr || init.stdout || init.error}`,
      );
    }
    const port = await freePort();
    const settings = ['listen_addresses=127.0.0.1', `unix_socket_directories=${baseDir}`, 'fsync=off'];
    settings.push('synchronous_commit=off', 'full_page_writes=off', 'max_connections=200');
    server = spawn(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
      ...spawnOptions,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);

    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`postgres exited with status ${server.exitCode}:\n${output}`);
      const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']);
      if (ready.status === 0) break;
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections within ${readyTimeoutMs} ms:\n${output}`);
      await sleep(200);
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function cli(command) {
  const pg = await startPostgres();
  let stopping = null;
  const stopOnce = () => (stopping ??= pg.stop());
  console.log(`PostgreSQL is running: TEST_DATABASE_URL=${pg.url}`);
  if (command.length === 0) {
    console.log('Press Ctrl-C to stop it and delete its data.');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await stopOnce();
    return 0;
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
    shell: process.platform === 'win32',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not run ${command[0]}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  await stopOnce();
  return status;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).then(
    (status) => process.exit(status),
    (error) => {
      console.error(`pg-server: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
