import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { viteBuild } from './vite-build';

const OUT_DIR = join('.cache', 'bench', 'engine');

/**
 * Runs the engine benchmark on the engine as the portal ships it: engine, journeys and the
 * hand-written machine bundled by Vite for Node (no development transform: tsx, which runs the
 * other benchmarks, wraps every function it compiles, which XState in node_modules escapes, so
 * the comparison would not be like for like), then timed in a plain Node process.
 */
export function benchEngineAsShipped(): string[] {
  viteBuild(
    ['--ssr', join('scripts', 'bench', 'engine-main.ts'), '--outDir', OUT_DIR, '--emptyOutDir', '--sourcemap', 'false'],
    'The engine benchmark did not build; no engine figures.',
  );
  const run = spawnSync(process.execPath, [join(OUT_DIR, 'engine-main.js')], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The engine benchmark failed:\n${run.stderr || run.stdout}`);
  return run.stdout.trim().split('\n');
}
