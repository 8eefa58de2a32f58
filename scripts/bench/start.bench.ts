import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildGateway, GATEWAY_BUNDLE } from '../build-gateway.mjs';
import { FROM_SOURCE, fromBundle, startGatewayProcess } from '../gateway-process';
import { recordBudget } from './budgets';
import { machineLoad } from './http-load';
import { processMemory } from './resident-load';

/** Starts of each kind; the median is printed (the first start of a kind pays for a cold disk cache). */
const STARTS = 3;

const WORK_DIR = resolve('.cache', 'bench-start');

interface StartFigures {
  /** Milliseconds from spawn until GET /health answers 200. */
  ms: number[];
  /** Resident set (bytes) once it answers. */
  rss: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/**
 * The gateway's start time (spawn until it answers) and memory (RSS once started), from its source
 * through tsx (as before issue 29, and as `npm run dev` still runs it) and from the esbuild bundle
 * `npm start` runs, in the same run and alternately, each on a copy of the same seeded embedded
 * database (so neither migrates nor seeds while timed).
 */
export async function benchGatewayStart(): Promise<string[]> {
  console.log('\n== Gateway start: from source (tsx) and from the bundle (npm start)');
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  await buildGateway();
  const seeded = join(WORK_DIR, 'seeded');
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    ADMIN_TOKEN: 'bench-start-admin-token',
    LOG_LEVEL: 'warn',
  });
  // The first start migrates and seeds the demo residents; it is not timed.
  await (await startGatewayProcess(env(seeded), 300_000, fromBundle(GATEWAY_BUNDLE))).stop();

  const kinds = { source: FROM_SOURCE, bundle: fromBundle(GATEWAY_BUNDLE) };
  const figures: Record<keyof typeof kinds, StartFigures> = {
    source: { ms: [], rss: [] },
    bundle: { ms: [], rss: [] },
  };
  try {
    for (let round = 0; round < STARTS; round += 1) {
      for (const kind of ['source', 'bundle'] as const) {
        const dataDir = join(WORK_DIR, `run-${kind}`);
        rmSync(dataDir, { recursive: true, force: true });
        cpSync(seeded, dataDir, { recursive: true });
        const started = performance.now();
        const gateway = await startGatewayProcess(env(dataDir), 120_000, kinds[kind]);
        figures[kind].ms.push(performance.now() - started);
        figures[kind].rss.push((gateway.pid && processMemory(gateway.pid).rss) || Number.NaN);
        await gateway.stop();
        console.log(`  ${kind}: ${figures[kind].ms.at(-1)?.toFixed(0)} ms, ${mb(figures[kind].rss.at(-1) ?? 0)}`);
      }
    }
  } finally {
    rmSync(WORK_DIR, { recursive: true, force: true });
  }
  const load = machineLoad();
  const line = (kind: keyof typeof kinds) =>
    `gateway start from ${kind === 'source' ? 'source (node --import tsx)' : 'the bundle (node main.mjs)'}: ` +
    `median ${median(figures[kind].ms).toFixed(0)} ms to answer (of ${figures[kind].ms.map((ms) => ms.toFixed(0)).join(', ')}), ` +
    `RSS ${mb(median(figures[kind].rss))} once started`;
  const startRatio = median(figures.bundle.ms) / median(figures.source.ms);
  const rssRatio = median(figures.bundle.rss) / median(figures.source.rss);
  return [
    `Gateway start on a seeded embedded database, ${STARTS} starts of each (${load} at the end)`,
    `  ${line('source')}`,
    `  ${line('bundle')}`,
    recordBudget('gateway start', {
      name: 'gateway start time, bundle against source',
      value: `${median(figures.bundle.ms).toFixed(0)} ms against ${median(figures.source.ms).toFixed(0)} ms (${startRatio.toFixed(2)}×)`,
      target: 'faster than from source',
      met: startRatio < 1,
    }),
    recordBudget('gateway start', {
      name: 'gateway memory once started, bundle against source',
      value: `${mb(median(figures.bundle.rss))} against ${mb(median(figures.source.rss))} (${rssRatio.toFixed(2)}×)`,
      target: 'no more than from source',
      met: rssRatio <= 1,
    }),
  ];
}
