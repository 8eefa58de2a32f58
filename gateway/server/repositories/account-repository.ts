import { sql, type Kysely } from 'kysely';
import type { Account } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** Display order of account types (accounts-cases-gateway.md §9): REN, FD5, MJW, GRD, DEP, HOM. */
const TYPE_ORDER = ['REN', 'FD5', 'MJW', 'GRD', 'DEP', 'HOM'];

/**
 * The accounts of a customer's active tenancies in the gateway's form, in the spec's display
 * order: payment reference (the account's own; a deposit or major works account has its own),
 * the tenancy and premises it belongs to, live balance and the latest transaction (or null).
 *
 * @example
 * (await listCustomerAccounts(db, 'CUS-100231')).map((account) => account['account-type']) // ['REN']
 */
export async function listCustomerAccounts(db: Kysely<Database>, customerId: string): Promise<Account[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('tenancies as t', 't.id', 'a.tenancy_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('transactions')
          .select(['amount', sql<string>`to_char(transaction_date, 'YYYY-MM-DD')`.as('created')])
          .whereRef('account_id', '=', 'a.id')
          .orderBy('transaction_date', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'a.id',
      'a.account_type',
      'a.tenancy_type',
      'a.payment_reference',
      't.id as tenancy_id',
      't.premises_id',
      'a.live_balance',
      'last.amount',
      'last.created',
    ])
    .where('a.customer_id', '=', customerId)
    .where('t.is_active', '=', true)
    .orderBy('a.id')
    .execute();
  const rank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);
  return rows
    .sort((left, right) => rank(left.account_type) - rank(right.account_type))
    .map((row) => ({
      'account-identifier': row.id,
      'account-type': row.account_type as Account['account-type'],
      'tenancy-type': row.tenancy_type,
      identifiers: { 'pay-ref': row.payment_reference },
      'tenancy-identifier': row.tenancy_id,
      'premises-identifiers': [row.premises_id],
      balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: Number(row.live_balance) } }],
      'last-transaction':
        row.amount === null || row.created === null
          ? null
          : { amount: { gross: { value: Number(row.amount) } }, dates: { 'created-date': row.created } },
    }));
}
