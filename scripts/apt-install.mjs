// Installs Debian packages for the test tools (PostgreSQL, Chromium) when the machine lacks them.
// Node built-ins only: it runs before anything else is known to work.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let listsUpdated = false;

/** True when this process may install Debian packages itself: root on a machine with apt-get. */
export function canAptInstall() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * Runs `apt-get update` (once per process) and `apt-get install -y <packages>`.
 * Throws with apt's exit status when either fails.
 */
export function aptInstall(packages, { log = console.log } = {}) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    log(`$ apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.error) throw new Error(`could not run apt-get: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed with exit status ${result.status}`);
  };
  if (!listsUpdated) {
    run(['update']);
    listsUpdated = true;
  }
  run(['install', '-y', '--no-install-recommends', ...packages]);
}
