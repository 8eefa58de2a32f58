import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Transaction, TransactionList } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

export type TransactionType = Transaction['transaction-type'];

/** What GET /accounts/{id}/transactions looks for, already checked and defaulted. */
export interface TransactionCriteria {
  accountId: string;
  /** First and last date to include (YYYY-MM-DD, both inclusive). */
  from: string;
  to: string;
  /** Text to find in the description, whatever its case; undefined for none. */
  searchText?: string;
  /** Types to include; undefined for all. */
  types?: TransactionType[];
  skip: number;
  limit: number;
}

/**
 * `value` as the literal part of a LIKE pattern: backslash, % and _ stand for themselves.
 *
 * @example
 * escapeLike('50%_off') // '50\\%\\_off'
 */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Whether the description contains `text`, ignoring case. Both sides are lowered with the ICU
 * root collation ("und-x-icu"), so the comparison folds every script's letters the same way on
 * any server whatever its own locale (a server made with the C locale would fold A to Z only),
 * on PGlite too, and exactly as JavaScript's toLowerCase does.
 */
function descriptionContains(text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(description collate "und-x-icu") like '%' || lower(${escapeLike(text)} collate "und-x-icu") || '%' escape '\\'`;
}

function matching(db: Kysely<Database>, criteria: TransactionCriteria) {
  let query = db
    .selectFrom('transactions')
    .where('account_id', '=', criteria.accountId)
    .where('transaction_date', '>=', sql<Date>`${criteria.from}::date`)
    .where('transaction_date', '<=', sql<Date>`${criteria.to}::date`);
  if (criteria.types) query = query.where('transaction_type', 'in', criteria.types);
  if (criteria.searchText !== undefined) query = query.where(descriptionContains(criteria.searchText));
  return query;
}

/**
 * One page of an account's transactions and how many match in all: unposted first, then newest
 * first, the identifier breaking ties (newest first too), which is the order of the index
 * transactions_account_list_idx (migration 0008), so a page reads only its own rows.
 *
 * @example
 * const list = await searchTransactions(db, {
 *   accountId: 'ACC-100001', from: '2025-03-15', to: '2026-03-15', skip: 0, limit: 10,
 * });
 * list['total-count'] // 74
 */
export async function searchTransactions(
  db: Kysely<Database>,
  criteria: TransactionCriteria,
): Promise<TransactionList> {
  const [count, rows] = await Promise.all([
    matching(db, criteria)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    matching(db, criteria)
      .select([
        'id',
        sql<string>`to_char(transaction_date, 'YYYY-MM-DD')`.as('date'),
        'description',
        'payment_code',
        'transaction_type',
        'amount',
        'running_balance',
        'is_posted',
      ])
      .orderBy('is_posted', 'asc')
      .orderBy('transaction_date', 'desc')
      .orderBy('id', 'desc')
      .limit(criteria.limit)
      .offset(criteria.skip)
      .execute(),
  ]);
  return {
    transactions: rows.map((row) => ({
      'transaction-identifier': String(row.id),
      'transaction-description': row.description,
      'payment-code': row.payment_code,
      'transaction-type': row.transaction_type as TransactionType,
      amount: { gross: { value: Number(row.amount) } },
      'running-balance': { value: Number(row.running_balance) },
      dates: { 'transaction-date': row.date },
      statuses: { 'is-posted': row.is_posted },
    })),
    'total-count': Number(count.total),
  };
}
