import { sql, type Kysely } from 'kysely';
import type { AppointmentResult } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** Bookings already made per slot of a diary, keyed by {@link slotKey}. */
export type BookedCounts = Map<string, number>;

/** The key of a slot in {@link BookedCounts}: its date (YYYY-MM-DD) and kind (AM, PM). */
export const slotKey = (date: string, availabilityType: string) => `${date}|${availabilityType}`;

/**
 * How many appointments each slot of a diary holds from a date on (bookings use up capacity).
 *
 * @example
 * (await bookedCounts(db, 'HUB1-REP', '2025-03-14')).get('2025-03-17|AM'); // 1
 */
export async function bookedCounts(db: Kysely<Database>, diaryCode: string, fromDate: string): Promise<BookedCounts> {
  const rows = await db
    .selectFrom('appointments')
    .select([
      sql<string>`to_char(slot_date, 'YYYY-MM-DD')`.as('date'),
      'availability_type',
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .where('diary_code', '=', diaryCode)
    .where('status', '=', 'Booked')
    .where(sql<boolean>`slot_date >= ${fromDate}::date`)
    .groupBy(['slot_date', 'availability_type'])
    .execute();
  return new Map(rows.map((row) => [slotKey(row.date, row.availability_type), Number(row.n)]));
}

/** Serialises bookings of one slot of one diary until the transaction ends. */
export async function lockSlot(db: Kysely<Database>, diaryCode: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${diaryCode}|${key}`}))`.execute(db);
}

/** The answer stored for an operation key, so a repeat gets the same one. */
export interface StoredBookingAnswer {
  status: number;
  body: AppointmentResult;
  etag: string;
}

/**
 * Claims an operation key for a booking in the current transaction: true when it is new (the
 * caller books, then saves the answer with {@link saveBookingAnswer}); false when it was used.
 */
export async function claimOperationKey(
  db: Kysely<Database>,
  claim: { customerId: string; operationKey: string; workOrderId: string; requestHash: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('booking_operations')
    .values({
      customer_id: claim.customerId,
      operation_key: claim.operationKey,
      work_order_id: claim.workOrderId,
      request_hash: claim.requestHash,
      response: JSON.stringify({}),
      created_at: claim.at,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'operation_key']).doNothing())
    .returning('operation_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function saveBookingAnswer(
  db: Kysely<Database>,
  customerId: string,
  operationKey: string,
  answer: StoredBookingAnswer,
): Promise<void> {
  await db
    .updateTable('booking_operations')
    .set({ response: JSON.stringify(answer) })
    .where('customer_id', '=', customerId)
    .where('operation_key', '=', operationKey)
    .execute();
}

/** What an operation key was used for and answered; undefined when unused. */
export async function findOperation(
  db: Kysely<Database>,
  customerId: string,
  operationKey: string,
): Promise<{ requestHash: string; answer: StoredBookingAnswer } | undefined> {
  const row = await db
    .selectFrom('booking_operations')
    .select(['request_hash', 'response'])
    .where('customer_id', '=', customerId)
    .where('operation_key', '=', operationKey)
    .executeTakeFirst();
  if (!row) return undefined;
  const answer = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as StoredBookingAnswer;
  return { requestHash: row.request_hash, answer };
}
