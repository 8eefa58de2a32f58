import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';

/**
 * Claims rows for one worker of several (gateways on one database, README "Running several
 * gateways"): in one transaction, the rows `select` picks are locked with `FOR UPDATE SKIP
 * LOCKED` (rows another gateway is claiming at this moment are skipped, never waited for), and
 * `use` works on them (never none) in the same transaction, so they are handled once; a gateway that dies
 * mid-way leaves them for the next pass (its transaction and locks end with its connection).
 * Answers what `use` answers, or undefined when nothing was there to claim. PGlite has one
 * connection, so there the lock never meets another; the same code is what makes PostgreSQL safe.
 *
 * @example
 * await claimRows(db, (trx) => trx.selectFrom('outbox').select('id').where('status', '=', 'pending').limit(10),
 *   async (trx, rows) => rows.length);
 */
export async function claimRows<DB, TB extends keyof DB, O, R>(
  db: Kysely<DB>,
  select: (trx: Transaction<DB>) => SelectQueryBuilder<DB, TB, O>,
  use: (trx: Transaction<DB>, rows: [O, ...O[]]) => Promise<R>,
): Promise<R | undefined> {
  return db.transaction().execute(async (trx) => {
    const [first, ...others] = await select(trx).forUpdate().skipLocked().execute();
    return first === undefined ? undefined : use(trx, [first, ...others]);
  });
}
