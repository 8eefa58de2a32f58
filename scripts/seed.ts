/**
 * npm run seed -- [--customers N] [--seed S] [--data-dir DIR]
 *
 * Migrates the database, seeds the demo residents (idempotent) and tops up the synthetic volume
 * for benchmarks to N customers (each about 100 work orders, 200 transactions, 20 messages).
 * DATABASE_URL=postgres://... selects a PostgreSQL server; otherwise the embedded PGlite in
 * DIR/pglite (default $DATA_DIR or ./data) is used, which must not be open in a running gateway.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '../gateway/server/db/connection';
import { migrateToLatest } from '../gateway/server/db/migrate';
import { SeedRefusedError, seedDemo } from '../gateway/server/seed';
import { generateSynthetic, MAX_SYNTHETIC_CUSTOMERS, SyntheticSeedError } from '../gateway/server/seed/synthetic';
import { pgliteDir } from '../gateway/server/settings';

export interface SeedArguments {
  customers: number;
  seed: number;
  dataDir: string;
  help: boolean;
}

export class UsageError extends Error {}

export const USAGE = [
  'Usage: npm run seed -- [--customers N] [--seed S] [--data-dir DIR]',
  '  --customers N   synthetic customers the database should hold in total (default 0: demo residents only)',
  '  --seed S        pseudo-random seed of the synthetic data, a whole number (default 1)',
  '  --data-dir DIR  folder of the embedded database (default $DATA_DIR or ./data); ignored with DATABASE_URL',
].join('\n');

function wholeNumber(flag: string, raw: string | undefined, max: number): number {
  if (raw === undefined || raw.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
  const value = Number(raw.replace(/_/g, ''));
  if (!/^\d[\d_]*$/.test(raw) || !Number.isSafeInteger(value) || value > max) {
    throw new UsageError(`${flag} must be a whole number from 0 to ${max} (got "${raw}").`);
  }
  return value;
}

/** Reads the command line (the part after `--`); throws UsageError with a plain message. */
export function parseSeedArguments(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedArguments {
  const result: SeedArguments = { customers: 0, seed: 1, dataDir: env.DATA_DIR ?? 'data', help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--customers':
        result.customers = wholeNumber('--customers', value(), MAX_SYNTHETIC_CUSTOMERS);
        break;
      case '--seed':
        result.seed = wholeNumber('--seed', value(), 1_000_000);
        break;
      case '--data-dir': {
        const dir = value();
        if (!dir || dir.startsWith('--')) throw new UsageError('--data-dir needs a folder.');
        result.dataDir = dir;
        break;
      }
      case '--help':
      case '-h':
        result.help = true;
        break;
      default:
        throw new UsageError(`Unknown argument "${arg}".`);
    }
  }
  return result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the seed; returns the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runSeed(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log = console.log,
): Promise<number> {
  let args: SeedArguments;
  try {
    args = parseSeedArguments(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    log(USAGE);
    return 0;
  }
  const started = Date.now();
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(resolve(args.dataDir)) });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      log(error.message); // names the process holding the database and says to stop the gateway first
      return 1;
    }
    throw error;
  }
  try {
    log(`Database: ${handle.kind} (${handle.location})`);
    const migrations = await migrateToLatest(handle.db);
    log(migrations.length > 0 ? `Applied migrations: ${migrations.join(', ')}` : 'Migrations: up to date');
    const demoStarted = Date.now();
    const demo = await seedDemo(handle.db);
    if (demo.seeded) {
      log(`Demo residents seeded in ${seconds(Date.now() - demoStarted)}:`);
      for (const [table, count] of Object.entries(demo.counts)) log(`  ${table.padEnd(22)} ${count}`);
    } else {
      log('Demo residents: already seeded, nothing changed');
    }
    const synthetic = await generateSynthetic(handle.db, {
      customers: args.customers,
      seed: args.seed,
      onProgress: ({ done, total }) =>
        log(`  synthetic customers ${done} / ${total} (${seconds(Date.now() - started)})`),
    });
    if (synthetic.added === 0) {
      log(`Synthetic volume: ${synthetic.existing} customers already, nothing added`);
    } else {
      log(
        `Synthetic volume: added ${synthetic.added} customers (now ${args.customers}) in ${seconds(synthetic.milliseconds)}:`,
      );
      for (const [table, count] of Object.entries(synthetic.rows)) log(`  ${table.padEnd(22)} ${count}`);
    }
    log(`Done in ${seconds(Date.now() - started)}.`);
    return 0;
  } catch (error) {
    if (error instanceof SeedRefusedError || error instanceof SyntheticSeedError) {
      log(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSeed(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Seeding failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
