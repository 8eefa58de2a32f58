import { sql, type Kysely } from 'kysely';
import type { RepairStatus } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { newEtag } from '../http/etag';
import { bookedCounts, lockSlot, slotKey, type BookedCounts } from './appointment-repository';
import { payloadFlag } from './work-order-fields';
import { RESCHEDULE_EVENT_CODE } from './work-order-history-repository';
import { addHistoryEvent, nextIdentifier } from './work-order-write-repository';

/** What the reschedule rules and the reschedule itself need of a stored repair. */
export interface AppointmentFacts {
  id: string;
  jobNo: string | null;
  status: RepairStatus;
  isDraft: boolean;
  isEmergency: boolean;
  isOutOfHours: boolean;
  isEMA: boolean;
  appointmentStart: Date | null;
  contractorId: string | null;
  contractorSite: string | null;
  eTag: string;
}

/**
 * A repair's status, flags, appointment and contractor; undefined when unknown.
 *
 * @example
 * const facts = await findAppointmentFacts(db, 'WO-100103'); // { status: 'Appointed', appointmentStart: Date, ... }
 */
export async function findAppointmentFacts(db: Kysely<Database>, id: string): Promise<AppointmentFacts | undefined> {
  const row = await db
    .selectFrom('work_orders as w')
    .select([
      'w.id',
      'w.job_no',
      'w.status',
      'w.is_draft',
      'w.is_emergency',
      payloadFlag('isOutOfHours').as('is_out_of_hours'),
      payloadFlag('isEMA').as('is_ema'),
      'w.appointment_start',
      'w.contractor_id',
      'w.contractor_site',
      'w.etag',
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    jobNo: row.job_no,
    status: row.status as RepairStatus,
    isDraft: row.is_draft,
    isEmergency: row.is_emergency,
    isOutOfHours: row.is_out_of_hours,
    isEMA: row.is_ema,
    appointmentStart: row.appointment_start,
    contractorId: row.contractor_id,
    contractorSite: row.contractor_site,
    eTag: row.etag,
  };
}

export interface RescheduleChange {
  id: string;
  /** Accepted current eTags (every spelling of the If-Match tags), or '*' for any version. */
  expected: '*' | string[];
  contractorId: string;
  diaryCode: string;
  /** The slot chosen, as the diary offers it. */
  slot: { date: string; availabilityType: string; insideSla: boolean; capacity: number };
  /**
   * Why a slot outside the service level was taken, from the bookings as they stand in the
   * transaction: the diary's rule (repairs/appointment-diary.ts outsideSlaReason), passed in so
   * the repository applies no repair rule of its own.
   */
  outsideSlaReason: (booked: BookedCounts) => string;
  /** Today in UK time (YYYY-MM-DD). */
  today: string;
  from: Date;
  to: Date;
  isPreferred: boolean;
  remarks: string | null;
  now: Date;
}

export type RescheduleOutcome =
  { outcome: 'moved'; eTag: string; appointmentId: string } | { outcome: 'stale' } | { outcome: 'full' };

/**
 * Moves a repair's appointment to another slot of its contractor's diary, in one transaction with
 * the slot locked: the slot must have a place left (its own booking there aside), else 'full'; the
 * repair changes in one conditional update (`WHERE id = $1 AND etag IN (...)`: new slot, eTag and
 * lastAppointmentCreatedDate), else 'stale'; its booked appointments become Rescheduled (freeing
 * their places), a new Booked appointment takes the slot and is the appointment id answered, and
 * a history event records it (AUPDATE02 booked, AUPDATE03 a preference). Nothing is written
 * unless all of it is.
 *
 * @example
 * await rescheduleAppointment(db, { id: 'WO-100103', expected: ['abc'], contractorId: 'CON-001',
 *   diaryCode: 'HUB1-REP', slot, outsideSlaReason: (booked) => outsideSlaReason(slots, booked), today: '2025-03-14',
 *   from, to, isPreferred: false, remarks: null, now });
 */
export async function rescheduleAppointment(
  db: Kysely<Database>,
  change: RescheduleChange,
): Promise<RescheduleOutcome> {
  const key = slotKey(change.slot.date, change.slot.availabilityType);
  return db.transaction().execute(async (trx) => {
    await lockSlot(trx, change.diaryCode, key);
    const booked = await bookedCounts(trx, change.diaryCode, change.today);
    const own = await trx
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('work_order_id', '=', change.id)
      .where('status', '=', 'Booked')
      .where('diary_code', '=', change.diaryCode)
      .where(sql<boolean>`slot_date = ${change.slot.date}::date`)
      .where('availability_type', '=', change.slot.availabilityType)
      .executeTakeFirstOrThrow();
    if (change.slot.capacity - (booked.get(key) ?? 0) + Number(own.n) <= 0) return { outcome: 'full' };
    const eTag = newEtag();
    let update = trx
      .updateTable('work_orders')
      .set({
        appointment_start: change.from,
        appointment_end: change.to,
        etag: eTag,
        updated_at: change.now,
        payload: sql`payload || jsonb_build_object('lastAppointmentCreatedDate', ${change.now.toISOString()}::text)`,
      })
      .where('id', '=', change.id);
    if (change.expected !== '*')
      update = update.where('etag', 'in', change.expected.length > 0 ? change.expected : ['']);
    if (!(await update.returning('id').executeTakeFirst())) return { outcome: 'stale' };
    await trx
      .updateTable('appointments')
      .set({ status: 'Rescheduled' })
      .where('work_order_id', '=', change.id)
      .where('status', '=', 'Booked')
      .execute();
    const appointmentId = await nextIdentifier(trx, 'appointment_number', 'APT-');
    await trx
      .insertInto('appointments')
      .values({
        id: appointmentId,
        work_order_id: change.id,
        contractor_id: change.contractorId,
        diary_code: change.diaryCode,
        slot_date: change.slot.date,
        availability_type: change.slot.availabilityType,
        starts_at: change.from,
        ends_at: change.to,
        is_inside_sla: change.slot.insideSla,
        outside_sla_reason: change.slot.insideSla ? null : change.outsideSlaReason(booked),
        status: 'Booked',
        remarks: change.remarks,
        created_at: change.now,
      })
      .execute();
    const code = change.isPreferred ? RESCHEDULE_EVENT_CODE.preferred : RESCHEDULE_EVENT_CODE.booked;
    await addHistoryEvent(trx, {
      workOrderId: change.id,
      code,
      at: change.now,
      appointment: { from: change.from, to: change.to },
    });
    return { outcome: 'moved', eTag, appointmentId };
  });
}
