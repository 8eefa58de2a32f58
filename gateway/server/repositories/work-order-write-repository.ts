import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, WorkOrdersTable } from '../db/tables';

/** What the write rules read of a stored repair. */
export interface StoredWorkOrder {
  id: string;
  customerId: string;
  assetId: string;
  status: string;
  isDraft: boolean;
  etag: string;
  jobNo: string | null;
  priority: string;
  area: string;
  sorCode: string;
  trade: string | null;
  description: string | null;
  repairLocation: string | null;
  repairLocationId: number | null;
  isEmergency: boolean;
  isRecall: boolean;
  draftExpiresAt: Date | null;
  payload: Record<string, unknown>;
}

/** A repair as the write rules need it; undefined when unknown. */
export async function findStoredWorkOrder(db: Kysely<Database>, id: string): Promise<StoredWorkOrder | undefined> {
  const row = await db.selectFrom('work_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    assetId: row.asset_id,
    status: row.status,
    isDraft: row.is_draft,
    etag: row.etag,
    jobNo: row.job_no,
    priority: row.priority,
    area: row.area,
    sorCode: row.sor_code,
    trade: row.trade,
    description: row.description,
    repairLocation: row.repair_location,
    repairLocationId: row.repair_location_id,
    isEmergency: row.is_emergency,
    isRecall: row.is_recall,
    draftExpiresAt: row.draft_expires_at,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : (row.payload ?? {})) as Record<
      string,
      unknown
    >,
  };
}

/**
 * The next identifier from a sequence of migration 0006, e.g. WO-500001.
 *
 * @example
 * await nextIdentifier(db, 'work_order_number', 'WO-'); // 'WO-500001'
 */
export async function nextIdentifier(
  db: Kysely<Database>,
  sequence: 'work_order_number' | 'job_number' | 'document_number' | 'appointment_number' | 'note_number',
  prefix: string,
): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval(${sequence})::text as n`.execute(db);
  return `${prefix}${rows[0]?.n ?? ''}`;
}

export async function insertWorkOrder(db: Kysely<Database>, row: Insertable<WorkOrdersTable>): Promise<void> {
  await db.insertInto('work_orders').values(row).execute();
}

/**
 * Changes a repair in ONE conditional statement (`WHERE id = $1 AND etag = $2`) with a new eTag:
 * true when written, false when the repair changed since it was read (nothing is written).
 */
export async function updateWorkOrderIfUnchanged(
  db: Kysely<Database>,
  id: string,
  etagRead: string,
  set: Updateable<WorkOrdersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('work_orders')
    .set(set)
    .where('id', '=', id)
    .where('etag', '=', etagRead)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a repair (its history, documents, notes and bookings go with it) if unchanged since read. */
export async function deleteWorkOrderIfUnchanged(db: Kysely<Database>, id: string, etagRead: string): Promise<boolean> {
  const result = await db
    .deleteFrom('work_orders')
    .where('id', '=', id)
    .where('etag', '=', etagRead)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Adds an event to a repair's history, with an identifier like the seed's (WO-500001-H3).
 *
 * @example
 * await addHistoryEvent(trx, { workOrderId: 'WO-500001', code: 'APCREATE01', at: now });
 */
export async function addHistoryEvent(
  db: Kysely<Database>,
  event: { workOrderId: string; code: string; at: Date; appointment?: { from: Date; to: Date } },
): Promise<string> {
  const { n } = await db
    .selectFrom('work_order_history')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('work_order_id', '=', event.workOrderId)
    .executeTakeFirstOrThrow();
  const identifier = `${event.workOrderId}-H${Number(n) + 1}`;
  await db
    .insertInto('work_order_history')
    .values({
      work_order_id: event.workOrderId,
      identifier,
      sub_type: event.code,
      create_date_time: event.at,
      appointment_start: event.appointment?.from ?? null,
      appointment_end: event.appointment?.to ?? null,
    })
    .execute();
  return identifier;
}

/** The ids of a repair's documents. */
export async function documentIdsOf(db: Kysely<Database>, workOrderId: string): Promise<string[]> {
  const rows = await db.selectFrom('documents').select('id').where('work_order_id', '=', workOrderId).execute();
  return rows.map((row) => row.id);
}
