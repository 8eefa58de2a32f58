import { sql, type Kysely } from 'kysely';
import type { Account } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** Display order of account types (ACC-BAL-09): REN, FD5, MJW, GRD, DEP, HOM. */
export const ACCOUNT_TYPE_ORDER = ['REN', 'FD5', 'MJW', 'GRD', 'DEP', 'HOM'];

/** The rank of an account type in {@link ACCOUNT_TYPE_ORDER}; unknown types come last. */
export function accountTypeRank(type: string): number {
  const index = ACCOUNT_TYPE_ORDER.indexOf(type);
  return index === -1 ? ACCOUNT_TYPE_ORDER.length : index;
}

/**
 * Accounts with their tenancy and their latest payment received: a credit (payment code CR) of
 * type PAY, the "last payment amount and date" of ACC-BAL-02.
 * Charges, adjustments and rent-free credits are not payments, so they never show there.
 */
function accountsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('tenancies as t', 't.id', 'a.tenancy_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('transactions')
          .select(['amount', sql<string>`to_char(transaction_date, 'YYYY-MM-DD')`.as('created')])
          .whereRef('account_id', '=', 'a.id')
          .where('transaction_type', '=', 'PAY')
          .where('payment_code', '=', 'CR')
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
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['execute']>>[number];

function toAccount(row: AccountRow): Account {
  return {
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
  };
}

/**
 * The accounts of a customer's active tenancies in the gateway's form, in the spec's display
 * order: payment reference (the account's own; a deposit or major works account has its own),
 * the tenancy and premises it belongs to, live balance and the latest payment received (or null).
 *
 * @example
 * (await listCustomerAccounts(db, 'CUS-100231')).map((account) => account['account-type']) // ['REN']
 */
export async function listCustomerAccounts(db: Kysely<Database>, customerId: string): Promise<Account[]> {
  const rows = await accountsQuery(db)
    .where('a.customer_id', '=', customerId)
    .where('t.is_active', '=', true)
    .orderBy('a.id')
    .execute();
  return rows
    .sort((left, right) => accountTypeRank(left.account_type) - accountTypeRank(right.account_type))
    .map(toAccount);
}

/**
 * One account in the same form as {@link listCustomerAccounts}, or undefined when the customer
 * has no account with that identifier. An account of an ended tenancy is still the customer's,
 * so it is answered (the list leaves it out).
 *
 * @example
 * (await findCustomerAccount(db, 'CUS-100001', 'ACC-100001'))?.balance[0]?.['monetary-amount'].value // 612.48
 */
export async function findCustomerAccount(
  db: Kysely<Database>,
  customerId: string,
  accountId: string,
): Promise<Account | undefined> {
  const row = await accountsQuery(db)
    .where('a.customer_id', '=', customerId)
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  return row && toAccount(row);
}
