/**
 * npm run bench [-- --customers N] [--seconds S] [--only pglite|postgres]
 *
 * Prints throughput and latency of the reference gateway on the embedded database and on
 * PostgreSQL. Figures, not pass/fail: speed targets live here, never in timed unit tests.
 */
import { benchGetCustomer } from './customers.bench';
import { startGatewayTarget, type DatabaseKind } from './gateway-target';

interface BenchArguments {
  customers: number;
  seconds: number;
  kinds: DatabaseKind[];
}

function parseArguments(argv: string[]): BenchArguments {
  const result: BenchArguments = { customers: 10_000, seconds: 10, kinds: ['pglite', 'postgres'] };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--customers' || flag === '--seconds') {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} needs a whole number above 0 (got "${value}").`);
      if (flag === '--customers') result.customers = n;
      else result.seconds = n;
      i += 1;
    } else if (flag === '--only' && (value === 'pglite' || value === 'postgres')) {
      result.kinds = [value];
      i += 1;
    } else {
      throw new Error(
        `Unknown argument "${flag}". Usage: npm run bench -- [--customers N] [--seconds S] [--only pglite|postgres]`,
      );
    }
  }
  return result;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const lines: string[] = [];
  for (const kind of args.kinds) {
    console.log(`\n== Gateway on ${kind}: preparing ${args.customers} customers`);
    const target = await startGatewayTarget(kind, args.customers);
    try {
      lines.push(await benchGetCustomer(target, args.seconds));
    } finally {
      await target.stop();
    }
  }
  console.log('\n== Results');
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
