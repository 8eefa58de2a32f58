import { startGatewayTarget, type DatabaseKind } from './gateway-target';
import { formatLoadRun, pickResidents, runResidentLoad, type ResidentPlan } from './resident-load';
import { countWorkOrders } from './works-orders.bench';
import { formatRealisticRun, REALISTIC_P99_TARGET_MS, runRealisticLoad, worstP99 } from './realistic-load';

/**
 * The mixed-resident scenario (resident-load.ts) on one database: starts the gateway as its own
 * process on the benchmark database holding `customers` synthetic customers, runs `residents`
 * residents for `seconds` and answers the lines to print.
 *
 * @example
 * const lines = await benchResidentLoad('postgres', { customers: 10_000, residents: 200, seconds: 60 });
 */
export async function benchResidentLoad(
  kind: DatabaseKind,
  options: { customers: number; residents: number; seconds: number },
): Promise<string[]> {
  console.log(`\n== Load on ${kind}: ${options.residents} residents for ${options.seconds} s`);
  let residents: ResidentPlan[] = [];
  let workOrders = 0;
  const target = await startGatewayTarget(kind, options.customers, {
    beforeStart: async (db) => {
      residents = await pickResidents(db, options.residents);
      workOrders = await countWorkOrders(db);
    },
  });
  try {
    const run = await runResidentLoad(target, residents, options.seconds);
    const volume = `${target.customerIds.length.toLocaleString('en-GB')} customers, ${workOrders.toLocaleString('en-GB')} work orders`;
    return formatLoadRun(kind, run, volume);
  } finally {
    await target.stop();
  }
}

/**
 * The realistic scenario (realistic-load.ts) on one database, once per count of residents in
 * `residentCounts` (rising), on one gateway: answers the lines to print. With `stopWhenOver`, the
 * counts stop after the first run whose worst p99 passes 1 s or that has errors (the search for
 * how many residents the embedded database serves). Budgets are recorded for PostgreSQL only.
 *
 * @example
 * const lines = await benchRealisticLoad('postgres', { customers: 10_000, residentCounts: [200], seconds: 300 });
 */
export async function benchRealisticLoad(
  kind: DatabaseKind,
  options: { customers: number; residentCounts: number[]; seconds: number; seed?: number; stopWhenOver?: boolean },
): Promise<string[]> {
  const most = Math.max(...options.residentCounts);
  console.log(
    `\n== Realistic load on ${kind}: ${options.residentCounts.join(', ')} residents, ${options.seconds} s each, 3–10 s think time`,
  );
  let residents: ResidentPlan[] = [];
  let workOrders = 0;
  const target = await startGatewayTarget(kind, options.customers, {
    beforeStart: async (db) => {
      residents = await pickResidents(db, most);
      workOrders = await countWorkOrders(db);
    },
  });
  const lines: string[] = [];
  try {
    const volume = `${target.customerIds.length.toLocaleString('en-GB')} customers, ${workOrders.toLocaleString('en-GB')} work orders`;
    // A fresh gateway compiles its response serialisers and fills its caches on its first calls, and
    // the database's pages are cold: a short run first, not counted, so the figures are of a warm
    // gateway (a search that began at 150 residents on a cold one measured seconds of p99).
    console.log('  warming up: 10 residents for 20 s, not counted…');
    await runRealisticLoad(target, residents.slice(0, 10), 20, options.seed);
    for (const count of [...options.residentCounts].sort((a, b) => a - b)) {
      console.log(`  ${count} residents…`);
      const run = await runRealisticLoad(target, residents.slice(0, count), options.seconds, options.seed);
      lines.push(...formatRealisticRun(kind, run, volume, kind === 'postgres'));
      const worst = worstP99(run.calls);
      console.log(`  ${count} residents: ${run.errors} errors, worst p99 ${worst.ms.toFixed(0)} ms (${worst.label})`);
      if (options.stopWhenOver && (run.errors > 0 || worst.ms > REALISTIC_P99_TARGET_MS)) {
        lines.push(`  (stopped here: ${run.errors} errors, worst p99 ${worst.ms.toFixed(0)} ms on ${worst.label})`);
        break;
      }
    }
  } finally {
    await target.stop();
  }
  return lines;
}
