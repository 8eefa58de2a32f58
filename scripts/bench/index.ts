/**
 * npm run bench [-- --only engine,weight,pglite,postgres] [--customers N] [--seconds S]
 *
 * Prints figures, never pass/fail: speed and size targets live here, not in timed unit tests.
 * - engine: the journey engine's cost per transition against a hand-written XState machine of the
 *   referral journey, and the time to compile every journey;
 * - weight: each route's initial JavaScript (gzip) in a fresh production build;
 * - pglite, postgres: throughput and latency of the reference gateway on each database, the
 *   transactions list's first page among 2,000,000 transactions included;
 * - faults: kill -9 of the gateway mid-journey (PGlite 20 times, PostgreSQL) and a PostgreSQL
 *   restart under load, with what was lost (scripts/bench/faults).
 */
import { benchGetCustomer } from './customers.bench';
import { benchEngineAsShipped } from './engine-as-shipped';
import { benchFaults } from './faults/index';
import { startGatewayTarget, type DatabaseKind } from './gateway-target';
import { benchRouteWeight } from './route-weight';
import { viteBuild } from './vite-build';
import { benchFirstTransactionPage, ensureTransactionVolume, TRANSACTION_VOLUME } from './transactions.bench';
import { benchSearchWorkOrders } from './works-orders.bench';

const SECTIONS = ['engine', 'weight', 'pglite', 'postgres', 'faults'] as const;
type Section = (typeof SECTIONS)[number];

interface BenchArguments {
  customers: number;
  seconds: number;
  sections: Section[];
}

const USAGE = `Usage: npm run bench -- [--only ${SECTIONS.join(',')}] [--customers N] [--seconds S]`;

function parseArguments(argv: string[]): BenchArguments {
  const result: BenchArguments = { customers: 10_000, seconds: 10, sections: [...SECTIONS] };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1] ?? '';
    if (flag === '--customers' || flag === '--seconds') {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} needs a whole number above 0 (got "${value}").`);
      if (flag === '--customers') result.customers = n;
      else result.seconds = n;
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
  return result;
}

async function benchGateway(kind: DatabaseKind, args: BenchArguments): Promise<string[]> {
  console.log(`\n== Gateway on ${kind}: preparing ${args.customers} customers`);
  const target = await startGatewayTarget(kind, args.customers, {
    beforeStart: (db) => ensureTransactionVolume(db, TRANSACTION_VOLUME).then(() => undefined),
  });
  try {
    return [
      await benchGetCustomer(target, args.seconds),
      ...(await benchSearchWorkOrders(target, args.seconds)),
      await benchFirstTransactionPage(target, args.seconds),
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
      lines = await benchRouteWeight();
    } else if (section === 'faults') {
      lines = await benchFaults();
    } else {
      lines = await benchGateway(section, args);
    }
    report.push('', `[${section}]`, ...lines);
  }
  console.log('\n== Results');
  for (const line of report) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
