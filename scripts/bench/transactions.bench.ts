import { sql, type Kysely } from 'kysely';
import type { Database } from '../../gateway/server/db/tables';
import { formatLoad } from './http-load';
import { loadAsRandomCustomers, type GatewayTarget } from './gateway-target';

/** How many transactions the table holds for the transactions bench. */
export const TRANSACTION_VOLUME = 2_000_000;

/**
 * Makes sure the transactions table holds at least `volume` rows: the synthetic customers bring
 * 200 each (10,000 customers: 2,000,000); with fewer, one INSERT ... SELECT over generate_series
 * adds posted weekly history to their rent accounts, dated before everything the synthetic seed
 * writes (so no account's first page changes, only the table and index grow). Answers the count.
 *
 * @example
 * await ensureTransactionVolume(db, 2_000_000); // 2_000_000 or more
 */
export async function ensureTransactionVolume(db: Kysely<Database>, volume: number): Promise<number> {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  const missing = volume - before;
  if (missing <= 0) return before;
  const accounts = Number(
    (
      await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('id', 'like', 'SYN-A%')
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (accounts === 0)
    throw new Error('The transactions bench needs synthetic customers (npm run seed -- --customers N).');
  const started = Date.now();
  // Row n goes to synthetic account 1 + n % accounts, one week further back for every round.
  await sql`
    insert into transactions (account_id, transaction_date, description, payment_code, transaction_type, amount, running_balance, is_posted)
    select 'SYN-A' || lpad((1 + n % ${accounts}::int)::text, 7, '0'),
      date '2020-01-06' - ((n / ${accounts}::int) * 7),
      case when n % 4 = 0 then 'Payment - earlier years' else 'Rent - earlier years' end,
      case when n % 4 = 0 then 'CR' else 'DR' end,
      case when n % 4 = 0 then 'PAY' else 'DRS' end,
      (90 + n % 80)::numeric(12, 2), 0, true
    from generate_series(0, ${missing - 1}::int) n`.execute(db);
  await sql`analyze transactions`.execute(db);
  const after = await count();
  console.log(
    `  added ${missing} earlier transactions in ${((Date.now() - started) / 1000).toFixed(1)} s (now ${after})`,
  );
  return after;
}

/**
 * GET /accounts/{id}/transactions, first page as the Transactions screen opens it (one year back
 * to today, 10 a page, unposted first), over every customer's rent account picked at random and
 * signed in as its owner.
 *
 * @example
 * await benchFirstTransactionPage(target, 10); // 'GET /accounts/{id}/transactions first page (postgres, 2,000,000 ...'
 */
export async function benchFirstTransactionPage(target: GatewayTarget, durationSeconds: number): Promise<string> {
  const result = await loadAsRandomCustomers(
    target,
    durationSeconds,
    (id) =>
      `/api/accounts/${encodeURIComponent(target.rentAccounts.get(id) ?? 'none')}/transactions?pageNumber=1&pageSize=10`,
    11,
  );
  const volume = target.transactions.toLocaleString('en-GB');
  return formatLoad(`GET /accounts/{id}/transactions first page (${target.kind}, ${volume} transactions)`, result);
}
