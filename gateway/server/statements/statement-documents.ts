import { sql, type Kysely } from 'kysely';
import type { StatementDocument } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** A monthly statement as stored: whose, which account reference, which month. */
export interface StoredStatement {
  id: string;
  accountReference: string;
  /** First and last day of the month (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** The file name a statement downloads as, e.g. statement-6001000011-2026-02.pdf. */
export function statementFilename(accountReference: string, from: string): string {
  return `statement-${accountReference}-${from.slice(0, 7)}.pdf`;
}

function toDocument(row: StoredStatement): StatementDocument {
  return {
    id: row.id,
    metadata: [
      { key: 'account-reference', value: row.accountReference },
      { key: 'statement-period', value: row.from.slice(0, 7).replace('-', '/') },
      { key: 'content-type', value: 'application/pdf' },
      { key: 'filename', value: statementFilename(row.accountReference, row.from) },
    ],
  };
}

function statements(db: Kysely<Database>, customerId: string) {
  return (
    db
      .selectFrom('statement_documents as s')
      .select([
        's.id',
        's.account_reference as accountReference',
        sql<string>`to_char(s.period_start, 'YYYY-MM-DD')`.as('from'),
        sql<string>`to_char(s.period_end, 'YYYY-MM-DD')`.as('to'),
      ])
      .where('s.customer_id', '=', customerId)
      // Only statements of the customer's own accounts (ACC-STM-03: the references must match).
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('accounts as a')
            .select('a.id')
            .where('a.customer_id', '=', customerId)
            .whereRef('a.payment_reference', '=', 's.account_reference'),
        ),
      )
  );
}

/**
 * The customer's monthly statements from one month to another (YYYY/MM, both included), newest
 * first, for accounts of theirs only.
 *
 * @example
 * (await listStatementDocuments(db, 'CUS-100001', '2025/03', '2026/02'))[0]?.metadata[1] // statement-period 2026/02
 */
export async function listStatementDocuments(
  db: Kysely<Database>,
  customerId: string,
  yearMonthFrom: string,
  yearMonthTo: string,
): Promise<StatementDocument[]> {
  const first = `${yearMonthFrom.replace('/', '-')}-01`;
  const last = `${yearMonthTo.replace('/', '-')}-01`;
  const rows = await statements(db, customerId)
    .where('s.period_start', '>=', sql<Date>`${first}::date`)
    .where('s.period_start', '<', sql<Date>`(${last}::date + interval '1 month')`)
    .orderBy('s.period_start', 'desc')
    .orderBy('s.account_reference')
    .orderBy('s.id')
    .execute();
  return rows.map(toDocument);
}

/** One of the customer's statements, for an account of theirs; undefined otherwise. */
export async function findStatementDocument(
  db: Kysely<Database>,
  customerId: string,
  documentId: string,
): Promise<StoredStatement | undefined> {
  return statements(db, customerId).where('s.id', '=', documentId).executeTakeFirst();
}
