#!/usr/bin/env node
// Installs the project's packages (npm ci) when node_modules is missing or older than
// package.json / package-lock.json. Runs before `npm start`, `npm test` and `npm run dev`, so it may
// use Node built-ins only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = join(root, 'node_modules', '.install-stamp.json');

/** What the installed tree depends on: both package files and the platform the packages were built for. */
function currentFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  hash.update(`${process.platform}-${process.arch}`);
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return null;
  }
}

/** Why node_modules needs installing, or null when it is up to date. */
function staleReason(fingerprint) {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  const stamp = readStamp();
  if (!stamp) return 'node_modules was not installed by this script (no install stamp)';
  if (stamp.fingerprint !== fingerprint) return 'package.json or package-lock.json changed since the last install';
  return null;
}

/**
 * True when npm's record of the installed tree (node_modules/.package-lock.json, written after every
 * install) holds exactly the packages of package-lock.json, as after `npm install <pkg>`.
 */
function installedTreeMatchesLock() {
  try {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(join(root, 'node_modules', '.package-lock.json'), 'utf8')).packages ?? {};
    for (const [path, entry] of Object.entries(installed)) {
      if (lock[path]?.version !== entry.version) return false;
      if (!entry.link && !existsSync(join(root, path, 'package.json'))) return false;
    }
    return Object.entries(lock).every(
      ([path, entry]) => path === '' || entry.optional || installed[path]?.version === entry.version,
    );
  } catch {
    return false;
  }
}

function writeStamp(fingerprint) {
  writeFileSync(stampPath, `${JSON.stringify({ fingerprint, installedAt: new Date().toISOString() }, null, 2)}\n`);
}

function runNpmCi() {
  // Inside an npm script npm_execpath names the npm that runs us; otherwise use the one on PATH.
  const npmCli = process.env.npm_execpath;
  const useCli = npmCli && /\.(c|m)?js$/.test(npmCli);
  const command = useCli ? process.execPath : process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = [...(useCli ? [npmCli] : []), 'ci', '--no-audit', '--no-fund'];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) throw new Error(`could not run npm: ${result.error.message}`);
  return result.status ?? 1;
}

function main() {
  if (!existsSync(join(root, 'package-lock.json'))) {
    console.error('ensure-deps: package-lock.json is missing. Run `npm install` once to create it, then try again.');
    process.exit(1);
  }
  const fingerprint = currentFingerprint();
  const reason = staleReason(fingerprint);
  if (!reason) return;
  if (existsSync(join(root, 'node_modules')) && installedTreeMatchesLock()) {
    writeStamp(fingerprint);
    console.log(`ensure-deps: ${reason}, but node_modules already matches package-lock.json; nothing to install.`);
    return;
  }

  console.log(`ensure-deps: ${reason}; installing packages with npm ci…`);
  const started = Date.now();
  const status = runNpmCi();
  if (status !== 0) {
    console.error(`ensure-deps: npm ci failed (exit ${status}). Fix the error above and run the command again.`);
    process.exit(status);
  }
  writeStamp(fingerprint);
  console.log(`ensure-deps: packages installed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

try {
  main();
} catch (error) {
  console.error(`ensure-deps: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
