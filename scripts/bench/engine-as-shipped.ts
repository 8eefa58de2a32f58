import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { recordBudget } from './budgets';
import type { EngineRatio } from './engine';
import { viteBuild } from './vite-build';

const OUT_DIR = join('.cache', 'bench', 'engine');

/** The engine may cost at most this many times the hand-written machine per transition (issue 15 item 7). */
export const ENGINE_RATIO_BUDGET = 1.3;

/**
 * The engine as the journey page calls it (answers field by field, Continue, and the view model of
 * each state the page renders) may cost at most this many times the hand-written machine on the
 * same walk (issue 29 item 3).
 */
export const PAGE_RATIO_BUDGET = 2;

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
  const { lines, ratio: r } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as {
    lines: string[];
    ratio: EngineRatio;
  };
  return [
    recordBudget('engine', {
      name: `Journey engine against a hand-written XState machine, referral walk (${r.transitions} transitions; events sent: engine ${r.engineSent}, hand-written ${r.handSent})`,
      value: `ratio ${r.ratio.toFixed(2)}x (engine ${r.engineUs.toFixed(1)} µs, hand-written ${r.handUs.toFixed(1)} µs per transition)`,
      target: `at most ${ENGINE_RATIO_BUDGET}x`,
      met: r.ratio <= ENGINE_RATIO_BUDGET,
    }),
    recordBudget('engine', {
      name: `Journey engine as the journey page calls it (a journey session: answers field by field, Continue, ${r.pageModels} view models) against the hand-written machine, referral walk`,
      value: `ratio ${r.pageRatio.toFixed(2)}x (page ${r.pageUs.toFixed(1)} µs, hand-written ${r.handUs.toFixed(1)} µs per transition)`,
      target: `at most ${PAGE_RATIO_BUDGET}x`,
      met: r.pageRatio <= PAGE_RATIO_BUDGET,
    }),
    ...lines,
  ];
}
