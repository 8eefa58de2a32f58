import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { messagesSql, moneySql, peopleSql, placesSql, workOrdersSql, type SyntheticBatch } from './synthetic-sql';

/** The seed_runs row that records how many synthetic customers exist, their seed and dates. */
export const SYNTHETIC_SEED_NAME = 'synthetic-volume';
/** Synthetic ids are SYN-C0000001 ...; seven digits. */
export const MAX_SYNTHETIC_CUSTOMERS = 9_999_999;
const DEFAULT_BATCH = 250;

export class SyntheticSeedError extends Error {}

export interface GenerateSyntheticOptions {
  /** How many synthetic customers the database should hold in total. */
  customers: number;
  /** Pseudo-random seed (a whole number); the same seed gives the same data. Default 1. */
  seed?: number;
  /** The moment dates count back from on the first run; later runs reuse the first run's. */
  today?: Date;
  /** Customers per transaction (default 250: about 25,000 work orders). */
  batchSize?: number;
  /** Called after each committed batch. */
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface SyntheticResult {
  /** Synthetic customers before this run. */
  existing: number;
  /** Synthetic customers added by this run (0 when the database already held enough). */
  added: number;
  /** Rows inserted per table by this run. */
  rows: Record<string, number>;
  milliseconds: number;
}

interface RunDetails {
  customers: number;
  seed: number;
  now: string;
}

/**
 * Adds synthetic customers for benchmarks, each with an estate, block and home, a tenancy and a
 * rent account with about 200 transactions, about 100 work orders and about 20 messages, all with
 * set-based SQL (INSERT ... SELECT over generate_series) in batches of one transaction each.
 *
 * `customers` is the total wanted, so the function tops up: a second run with the same number
 * adds nothing, a larger number adds only the difference, and an interrupted run resumes after
 * the last committed batch. A different seed than the first run's is refused. Ids start with
 * SYN- and never collide with the demo residents. Needs the demo's repair reasons (seedDemo).
 *
 * @example
 * await generateSynthetic(db, { customers: 10_000 }); // about 1,000,000 work orders
 */
export async function generateSynthetic(
  db: Kysely<Database>,
  options: GenerateSyntheticOptions,
): Promise<SyntheticResult> {
  const started = Date.now();
  const total = options.customers;
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  if (!Number.isInteger(total) || total < 0 || total > MAX_SYNTHETIC_CUSTOMERS) {
    throw new SyntheticSeedError(
      `The number of synthetic customers must be a whole number from 0 to ${MAX_SYNTHETIC_CUSTOMERS} (got ${total}).`,
    );
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 1_000_000) {
    throw new SyntheticSeedError(`The seed must be a whole number from 0 to 1000000 (got ${seed}).`);
  }
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5_000) {
    throw new SyntheticSeedError(`The batch size must be a whole number from 1 to 5000 (got ${batchSize}).`);
  }
  if (process.env.NODE_ENV === 'production') {
    throw new SyntheticSeedError('Refusing to add synthetic customers while NODE_ENV=production.');
  }
  const previous = await readRun(db);
  if (previous && previous.seed !== seed) {
    throw new SyntheticSeedError(
      `This database already holds ${previous.customers} synthetic customers made with seed ${previous.seed}; ` +
        `top it up with the same seed, not ${seed}.`,
    );
  }
  const now = previous ? new Date(previous.now) : (options.today ?? new Date());
  const existing = previous?.customers ?? 0;
  const rows: Record<string, number> = {};
  const reasonCount = total > existing ? await countReasons(db) : 0;
  for (let from = existing + 1; from <= total; from += batchSize) {
    const to = Math.min(total, from + batchSize - 1);
    await db.transaction().execute(async (trx) => {
      if (!(await claimBatch(trx, { customers: from - 1, seed, now: now.toISOString() }, to))) return;
      const batch: SyntheticBatch = { from, to, seed, now };
      const statements: [string, RawBuilder<unknown>][] = [
        ...placesSql(batch).map((s): [string, RawBuilder<unknown>] => ['assets', s]),
        ...peopleSql(batch).map((s, i): [string, RawBuilder<unknown>] => [
          ['customers', 'tenancies', 'accounts'][i] as string,
          s,
        ]),
        ['transactions', moneySql(batch)[0] as RawBuilder<unknown>],
        ['work_orders', workOrdersSql(batch, reasonCount)],
        ['communications', messagesSql(batch)],
      ];
      for (const [table, statement] of statements) {
        const result = await statement.execute(trx);
        rows[table] = (rows[table] ?? 0) + Number(result.numAffectedRows ?? 0n);
      }
      await (moneySql(batch)[1] as RawBuilder<unknown>).execute(trx);
    });
    options.onProgress?.({ done: to, total });
  }
  return { existing, added: Math.max(0, total - existing), rows, milliseconds: Date.now() - started };
}

async function countReasons(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('repair_reasons')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_used_for_creation', '=', true)
    .where('is_catalyst', '=', false)
    .where(sql<boolean>`'Property' = any (asset_types)`)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count === 0) {
    throw new SyntheticSeedError(
      'No repair reasons found: seed the demo data (seedDemo or npm run seed) before the synthetic volume.',
    );
  }
  return count;
}

async function readRun(db: Kysely<Database>): Promise<RunDetails | undefined> {
  const row = await db
    .selectFrom('seed_runs')
    .select('details')
    .where('name', '=', SYNTHETIC_SEED_NAME)
    .executeTakeFirst();
  if (!row) return undefined;
  return (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as RunDetails;
}

/**
 * Locks the run record and moves it on to `to`. False when another process has already made
 * this batch; throws when the record says something this run did not expect.
 */
async function claimBatch(trx: Transaction<Database>, expected: RunDetails, to: number): Promise<boolean> {
  await trx
    .insertInto('seed_runs')
    .values({ name: SYNTHETIC_SEED_NAME, seeded_on: expected.now.slice(0, 10), details: JSON.stringify(expected) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .selectFrom('seed_runs')
    .select('details')
    .where('name', '=', SYNTHETIC_SEED_NAME)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const current = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as RunDetails;
  if (current.customers >= to) return false;
  if (current.customers !== expected.customers || current.seed !== expected.seed) {
    throw new SyntheticSeedError(
      `Another process changed the synthetic data while this run was working (it now holds ${current.customers} customers). Run the command again.`,
    );
  }
  await trx
    .updateTable('seed_runs')
    .set({ details: JSON.stringify({ ...expected, customers: to }) })
    .where('name', '=', SYNTHETIC_SEED_NAME)
    .execute();
  return true;
}
