/**
 * npm run bench [-- --only engine,weight,start,pglite,postgres,load-postgres,load-pglite,realistic-postgres,
 *   realistic-pglite,faults,lighthouse] [--customers N] [--seconds S] [--residents N] [--steps N,N,...] [--seed N]
 *   [--runs N]
 *
 * Prints figures, never pass/fail: speed and size targets live here, not in timed unit tests.
 * - engine: the journey engine's cost per transition against a hand-written XState machine of the
 *   referral journey, and the time to compile every journey;
 * - weight: each route's initial JavaScript (gzip) in a fresh production build, and the journey studio's first load (its own build);
 * - start: the gateway's start time and memory from its source (tsx) and from the bundle `npm start`
 *   runs (start.bench.ts), in the same run;
 * - pglite, postgres: throughput and latency of the reference gateway on each database, the
 *   transactions list's first page among 2,000,000 transactions included, and the repair search
 *   at 32 connections;
 * - load-postgres, load-pglite: the fast mixed-resident scenario (resident-load.ts), 200 signed-in
 *   residents for 60 s (--residents, --seconds) on each database, with no think time (capacity);
 * - realistic-postgres: the realistic scenario (realistic-load.ts), 200 residents (--residents) with
 *   3–10 s of think time (seeded: --seed) for 5 minutes (--seconds) on PostgreSQL, p99 per call
 *   against 1 s; realistic-pglite: the same scenario on the embedded database at rising counts of
 *   residents (--steps, default 100,200,400,800,1600; 60 s each, --seconds), stopping at the first
 *   count with errors or a p99 over 1 s.
 * - faults: kill -9 of the gateway mid-journey (PGlite 20 times, PostgreSQL) and a PostgreSQL
 *   restart under load, with what was lost (scripts/bench/faults).
 * - lighthouse: Lighthouse's mobile figures (score, LCP, TBT, CLS, JavaScript) of the start page,
 *   the dashboard and the repair journey's first step signed in, the median of --runs (default 3)
 *   audits each (lighthouse.bench.ts).
 * Ends with the budgets (budgets.ts), each with its target and whether it is met.
 */
import { benchGetCustomer } from './customers.bench';
import { benchEngineAsShipped } from './engine-as-shipped';
import { budgetBlock, recordBudget } from './budgets';
import { benchFaults } from './faults/index';
import { startGatewayTarget, stopAllTargets, type DatabaseKind } from './gateway-target';
import { benchLighthouse } from './lighthouse.bench';
import { benchRealisticLoad, benchResidentLoad } from './load.bench';
import { benchGatewayStart } from './start.bench';
import { kilobytes, measureRouteWeights, measureStudioFirstLoad } from './route-weight';
import { viteBuild } from './vite-build';
import { benchFirstTransactionPage, ensureTransactionVolume, TRANSACTION_VOLUME } from './transactions.bench';
import { benchSearchWorkOrders, ensureWorkOrderVolume, SEARCH_BUDGET } from './works-orders.bench';

const SECTIONS = [
  'engine',
  'weight',
  'start',
  'pglite',
  'postgres',
  'load-postgres',
  'load-pglite',
  'realistic-postgres',
  'realistic-pglite',
  'faults',
  'lighthouse',
] as const;
type Section = (typeof SECTIONS)[number];

interface BenchArguments {
  customers: number;
  /** Seconds of each gateway figure; the load scenario's too when given. */
  seconds: number | undefined;
  residents: number;
  /** The realistic scenario's counts of residents on the embedded database. */
  steps: number[];
  /** The realistic scenario's seed (its pages and think times). */
  seed: number;
  /** Lighthouse audits of each page (their median is the figure). */
  runs: number;
  sections: Section[];
}

/** The gateway figures' and the load scenario's default seconds. */
const FIGURE_SECONDS = 10;
const LOAD_SECONDS = 60;
/** The realistic scenario: 5 minutes on PostgreSQL, 1 minute a step on the embedded database. */
const REALISTIC_SECONDS = 300;
const REALISTIC_STEP_SECONDS = 60;

const USAGE = `Usage: npm run bench -- [--only ${SECTIONS.join(',')}] [--customers N] [--seconds S] [--residents N] [--steps N,N,...] [--seed N] [--runs N]`;

function parseArguments(argv: string[]): BenchArguments {
  const result: BenchArguments = {
    customers: 10_000,
    seconds: undefined,
    residents: 200,
    steps: [100, 200, 400, 800, 1600],
    seed: 29,
    runs: 3,
    sections: [...SECTIONS],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1] ?? '';
    if (
      flag === '--customers' ||
      flag === '--seconds' ||
      flag === '--residents' ||
      flag === '--seed' ||
      flag === '--runs'
    ) {
      const n = Number(value);
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0)
        throw new Error(`${flag} needs a whole number above 0 (got "${value}"). ${USAGE}`);
      if (flag === '--customers') result.customers = n;
      else if (flag === '--residents') result.residents = n;
      else if (flag === '--seed') result.seed = n;
      else if (flag === '--runs') result.runs = n;
      else result.seconds = n;
      i += 1;
    } else if (flag === '--steps') {
      const steps = value.split(',').map(Number);
      if (steps.length === 0 || steps.some((n) => !Number.isSafeInteger(n) || n <= 0))
        throw new Error(`--steps needs whole numbers above 0, separated by commas (got "${value}"). ${USAGE}`);
      result.steps = steps;
      i += 1;
    } else if (flag === '--only') {
      const names = value.split(',').filter(Boolean);
      const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
      if (names.length === 0 || unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}. ${USAGE}`);
      result.sections = names as Section[];
      i += 1;
    } else {
      throw new Error(`Unknown argument "${flag}". ${USAGE}`);
    }
  }
  if (Math.max(result.residents, ...result.steps) > result.customers)
    throw new Error(
      `--residents (${result.residents}) and --steps (${result.steps.join(',')}) cannot exceed --customers (${result.customers}): each resident is a customer of their own.`,
    );
  return result;
}

async function benchGateway(kind: DatabaseKind, args: BenchArguments): Promise<string[]> {
  console.log(`\n== Gateway on ${kind}: preparing ${args.customers} customers`);
  let workOrders = 0;
  const target = await startGatewayTarget(kind, args.customers, {
    beforeStart: async (db) => {
      await ensureTransactionVolume(db, TRANSACTION_VOLUME);
      workOrders = await ensureWorkOrderVolume(db, SEARCH_BUDGET.workOrders);
    },
  });
  const seconds = args.seconds ?? FIGURE_SECONDS;
  try {
    return [
      await benchGetCustomer(target, seconds),
      ...(await benchSearchWorkOrders(target, seconds, workOrders)),
      await benchFirstTransactionPage(target, seconds),
    ];
  } finally {
    await target.stop();
  }
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const report: string[] = [];
  for (const section of args.sections) {
    let lines: string[];
    if (section === 'engine') {
      console.log('\n== Journey engine');
      lines = benchEngineAsShipped();
    } else if (section === 'weight') {
      console.log('\n== Building the portal for the weight figures');
      viteBuild([], 'The portal build failed; no weight figures.');
      lines = measureRouteWeights().map(({ route, bytes, files, budget }) =>
        recordBudget(route.startsWith('/startpage') ? 'start page' : 'route', {
          name: `route weight ${route} (${files} files)`,
          value: `${kilobytes(bytes)} JavaScript (gzip)`,
          target: `at most ${kilobytes(budget)}`,
          met: bytes <= budget,
        }),
      );
      console.log('\n== Building the journey studio (a build of its own) for its first load');
      viteBuild(['--config', 'scripts/studio/vite.config.ts'], 'The studio build failed; no studio figure.');
      for (const { page, bytes, files } of measureStudioFirstLoad())
        lines.push(
          `first load of the ${page} (${files} files): ${kilobytes(bytes)} JavaScript (gzip), not part of any resident's route`,
        );
    } else if (section === 'load-postgres' || section === 'load-pglite') {
      lines = await benchResidentLoad(section === 'load-postgres' ? 'postgres' : 'pglite', {
        customers: args.customers,
        residents: args.residents,
        seconds: args.seconds ?? LOAD_SECONDS,
      });
    } else if (section === 'realistic-postgres' || section === 'realistic-pglite') {
      const postgres = section === 'realistic-postgres';
      lines = await benchRealisticLoad(postgres ? 'postgres' : 'pglite', {
        customers: args.customers,
        residentCounts: postgres ? [args.residents] : args.steps,
        seconds: args.seconds ?? (postgres ? REALISTIC_SECONDS : REALISTIC_STEP_SECONDS),
        seed: args.seed,
        stopWhenOver: !postgres,
      });
    } else if (section === 'start') {
      lines = await benchGatewayStart();
    } else if (section === 'faults') {
      lines = await benchFaults();
    } else if (section === 'lighthouse') {
      lines = await benchLighthouse(args.runs);
    } else {
      lines = await benchGateway(section, args);
    }
    report.push('', `[${section}]`, ...lines);
  }
  console.log('\n== Results');
  for (const line of report) console.log(line);
  console.log('');
  for (const line of budgetBlock()) console.log(line);
}

// Interrupted: stop the gateways and the local PostgreSQL this run started, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the gateway and database processes this bench started…`);
    void stopAllTargets().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAllTargets());
