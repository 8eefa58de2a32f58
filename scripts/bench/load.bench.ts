import { startGatewayTarget, type DatabaseKind } from './gateway-target';
import { formatLoadRun, pickResidents, runResidentLoad, type ResidentPlan } from './resident-load';
import { countWorkOrders } from './works-orders.bench';

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
