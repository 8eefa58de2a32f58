import { spawnSync } from 'node:child_process';

/**
 * Runs `vite build` with the project's configuration in a process of its own (Vite sets
 * NODE_ENV=production in the process it builds in; the benchmark's later sections must not
 * inherit that). Throws with `failure` when the build fails.
 *
 * @example
 * viteBuild(['--ssr', 'scripts/bench/engine-main.ts', '--outDir', '.cache/bench/engine'], 'The engine build failed.');
 */
export function viteBuild(args: string[], failure: string): void {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(failure);
}
