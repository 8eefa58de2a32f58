import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Communication, CommunicationCategoryType, CommunicationList } from '../../../schemas/generated/types';
import type { CommunicationsTable, Database } from '../db/tables';
import { escapeLike } from './transaction-repository';

/** What GET /customers/{id}/communications looks for, already checked and defaulted. */
export interface CommunicationCriteria {
  customerId: string;
  /** Sent at or after this instant (midnight in London of the first day). */
  from: Date;
  /** Sent before this instant (midnight in London after the last day). */
  before: Date;
  /** Text to find in the subject, the details or the sender's name, whatever its case; undefined for none. */
  searchText?: string;
  /** Only messages about these assets (a home and the buildings above it) or about no property; undefined for all. */
  assetIds?: string[];
  /** Only read or only unread messages; undefined for both. */
  status?: 'READ' | 'UNREAD';
  order: 'asc' | 'desc';
  skip: number;
  limit: number;
}

/** The sender's name as the list shows it: title, given name and surname, those held, one space apart. */
const SENDER_NAME = sql<string>`concat_ws(' ', sender #>> '{personName,title}', sender #>> '{personName,givenName}', sender #>> '{personName,surname}')`;

/**
 * Whether `text` is in the subject, the details or the sender's name, ignoring case. As in the
 * transactions' search (transaction-repository.ts), both sides are lowered with the ICU root
 * collation, so every script folds as JavaScript's toLowerCase does, and the text is the literal
 * part of a LIKE pattern (% _ and \ stand for themselves).
 */
function mentions(text: string): Expression<SqlBool> {
  const pattern = sql`'%' || lower(${escapeLike(text)} collate "und-x-icu") || '%'`;
  const like = (column: ReturnType<typeof sql>) =>
    sql`lower(${column} collate "und-x-icu") like ${pattern} escape '\\'`;
  return sql<SqlBool>`(${like(sql`subject`)} or ${like(sql`details`)} or ${like(SENDER_NAME)})`;
}

/** The customer's messages of the date range and property: what every count starts from. */
function inScope(db: Kysely<Database>, criteria: CommunicationCriteria) {
  let query = db
    .selectFrom('communications')
    .where('customer_id', '=', criteria.customerId)
    .where('created_date', '>=', criteria.from)
    .where('created_date', '<', criteria.before);
  const assetIds = criteria.assetIds;
  if (assetIds) {
    query = query.where((eb) =>
      eb.or([eb('asset_id', 'is', null), ...(assetIds.length > 0 ? [eb('asset_id', 'in', assetIds)] : [])]),
    );
  }
  return query;
}

function matching(db: Kysely<Database>, criteria: CommunicationCriteria) {
  let query = inScope(db, criteria);
  if (criteria.status) query = query.where('status', '=', criteria.status);
  if (criteria.searchText !== undefined) query = query.where(mentions(criteria.searchText));
  return query;
}

/** A stored message in the gateway's form: content 0 subject, 1 details, 2 the statement document when there is one. */
export function toCommunication(row: Selectable<CommunicationsTable>): Communication {
  const subject = { value: row.subject };
  const details = { value: row.details };
  const content: Communication['message']['content'] = row.document_identifier
    ? [subject, details, { value: row.document_identifier }]
    : [subject, details];
  return {
    identifier: row.id,
    status: row.status,
    createdDate: new Date(row.created_date).toISOString(),
    communicationCategoryType: row.category_type as CommunicationCategoryType,
    assetIdentifier: row.asset_id,
    message: { content },
    sender: row.sender as Communication['sender'],
    recipients: [{ customerIdentifier: row.customer_id }],
  };
}

/**
 * One page of a customer's messages and the counts of GET /customers/{id}/communications
 * (ACC-GWY-13): newest (or oldest) first, the identifier breaking ties the same
 * way, which the index communications_customer_date_idx serves. total-count counts every match;
 * total-unread and unreadCatagoryTypes count the unread messages of the same dates and property
 * whatever the search and the read-status filter, so the header's count, the dashboard card's and
 * the list's agree while the resident narrows the list.
 *
 * @example
 * const list = await searchCommunications(db, { customerId: 'CUS-100001', from, before, order: 'desc', skip: 0, limit: 2 });
 * list['total-unread'] // 3
 */
export async function searchCommunications(
  db: Kysely<Database>,
  criteria: CommunicationCriteria,
): Promise<CommunicationList> {
  const [count, rows, unread] = await Promise.all([
    matching(db, criteria)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    matching(db, criteria)
      .selectAll()
      .orderBy('created_date', criteria.order)
      .orderBy('id', criteria.order)
      .limit(criteria.limit)
      .offset(criteria.skip)
      .execute(),
    inScope(db, criteria)
      .where('status', '=', 'UNREAD')
      .select(['category_type', (eb) => eb.fn.countAll<string>().as('total')])
      .groupBy('category_type')
      .orderBy('category_type')
      .execute(),
  ]);
  return {
    communications: rows.map(toCommunication),
    'total-count': Number(count.total),
    'total-unread': unread.reduce((sum, group) => sum + Number(group.total), 0),
    unreadCatagoryTypes: unread.map((group) => group.category_type as CommunicationCategoryType),
  };
}

/**
 * Marks one of the customer's messages read (again, harmlessly, when it already is) and answers
 * it; undefined when the customer has no message of that identifier (another customer's
 * included), in which case nothing changes.
 *
 * @example
 * await markCommunicationRead(db, 'CUS-100001', 'MSG-100002'); // { identifier: 'MSG-100002', status: 'READ', ... }
 */
export async function markCommunicationRead(
  db: Kysely<Database>,
  customerId: string,
  messageId: string,
): Promise<Communication | undefined> {
  const row = await db
    .updateTable('communications')
    .set({ status: 'READ' })
    .where('id', '=', messageId)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  return row && toCommunication(row);
}
