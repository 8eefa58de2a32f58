import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { findAssetAssociates } from '../repositories/associates-repository';
import { accountTypeRank } from '../repositories/account-repository';

/** One line of a statement (ACC-STM-05: date, description, credit, debit, balance). */
export interface StatementLine {
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Money received in pence (payment code CR), or null. */
  creditPence: number | null;
  /** Money charged in pence (payment code DR), or null. */
  debitPence: number | null;
  /** The account's running balance after this line, in pence; positive is owed. */
  balancePence: number;
}

/** Everything a statement shows, read from the ledger for one account and period. */
export interface StatementLedger {
  /** The landlord of the premises (the association), when the asset records name one. */
  associationName: string | null;
  residentName: string;
  /** The premises' address, when at hand. */
  address: string | null;
  accountId: string;
  accountType: string;
  tenancyType: string;
  paymentReference: string;
  /** First and last day of the period (YYYY-MM-DD, both included). */
  from: string;
  to: string;
  /** Balance before the first day, in pence; positive is owed. */
  openingPence: number;
  lines: StatementLine[];
  /** Running balance of the period's last line (the opening balance when there is none), in pence. */
  closingPence: number;
}

export interface StatementPeriod {
  customerId: string;
  accountId: string;
  from: string;
  to: string;
}

/** A numeric column (pounds as text, e.g. "612.48") in whole pence. */
export function penceOf(pounds: string | number): number {
  return Math.round(Number(pounds) * 100);
}

/**
 * The statement of one of the customer's accounts for a period, read from the database: who and
 * what it is for, the balance before the period, every transaction in it (date order, then the
 * order they were entered, which is the order of the running balance) and the closing balance.
 * Undefined when the customer has no such account.
 *
 * @example
 * const ledger = await readStatementLedger(db, { customerId: 'CUS-100001', accountId: 'ACC-100001',
 *   from: '2026-02-01', to: '2026-02-28' });
 * ledger?.closingPence // the running balance of February's last transaction
 */
export async function readStatementLedger(
  db: Kysely<Database>,
  period: StatementPeriod,
): Promise<StatementLedger | undefined> {
  const account = await db
    .selectFrom('accounts as a')
    .innerJoin('tenancies as t', 't.id', 'a.tenancy_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .leftJoin('assets as p', 'p.id', 't.premises_id')
    .select([
      'a.id',
      'a.account_type',
      'a.tenancy_type',
      'a.payment_reference',
      't.premises_id',
      'c.title',
      'c.given_name',
      'c.surname',
      'p.formatted_address',
    ])
    .where('a.id', '=', period.accountId)
    .where('a.customer_id', '=', period.customerId)
    .executeTakeFirst();
  if (!account) return undefined;

  const before = await db
    .selectFrom('transactions')
    .select('running_balance')
    .where('account_id', '=', account.id)
    .where('transaction_date', '<', sql<Date>`${period.from}::date`)
    .orderBy('transaction_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('transactions')
    .select([
      sql<string>`to_char(transaction_date, 'YYYY-MM-DD')`.as('date'),
      'description',
      'payment_code',
      'amount',
      'running_balance',
    ])
    .where('account_id', '=', account.id)
    .where('transaction_date', '>=', sql<Date>`${period.from}::date`)
    .where('transaction_date', '<=', sql<Date>`${period.to}::date`)
    .orderBy('transaction_date', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const lines: StatementLine[] = rows.map((row) => ({
    date: row.date,
    description: row.description,
    creditPence: row.payment_code === 'CR' ? penceOf(row.amount) : null,
    debitPence: row.payment_code === 'DR' ? penceOf(row.amount) : null,
    balancePence: penceOf(row.running_balance),
  }));
  const first = lines[0];
  // Without an earlier transaction, the opening balance is the first line's balance before it.
  const openingPence = before
    ? penceOf(before.running_balance)
    : first
      ? first.balancePence - (first.debitPence ?? 0) + (first.creditPence ?? 0)
      : 0;
  const landlord = (await findAssetAssociates(db, account.premises_id, false))?.landLord.organisation?.name;
  return {
    associationName: landlord && landlord !== 'UNKNOWN' ? landlord : null,
    residentName: [account.title, account.given_name, account.surname].filter(Boolean).join(' '),
    address: account.formatted_address,
    accountId: account.id,
    accountType: account.account_type,
    tenancyType: account.tenancy_type,
    paymentReference: account.payment_reference,
    from: period.from,
    to: period.to,
    openingPence,
    lines,
    closingPence: lines.at(-1)?.balancePence ?? openingPence,
  };
}

/**
 * The customer's account a statement with this account reference is for: the one whose payment
 * reference it is (the first in display order if several share it), or undefined when none of
 * the customer's accounts has it (ACC-STM-03: the references must match).
 */
export async function accountForReference(
  db: Kysely<Database>,
  customerId: string,
  paymentReference: string,
): Promise<{ id: string; tenancyId: string } | undefined> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'account_type', 'tenancy_id'])
    .where('customer_id', '=', customerId)
    .where('payment_reference', '=', paymentReference)
    .orderBy('id')
    .execute();
  const [best] = rows.sort((a, b) => accountTypeRank(a.account_type) - accountTypeRank(b.account_type));
  return best && { id: best.id, tenancyId: best.tenancy_id };
}
