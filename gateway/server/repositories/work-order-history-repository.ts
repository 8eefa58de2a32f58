import type { Kysely } from 'kysely';
import type { HistoryEvent } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { isoOrNull } from './work-order-fields';

/** Timeline titles of the event codes (REP-STA-05). */
const TITLES: Record<string, string> = {
  APCREATE01: 'Repair created',
  APCREATE10: 'Repair created',
  AUPDATE01: 'Appointment booked',
  AUPDATE02: 'Appointment booked',
  AUPDATE03: 'Preferred Appointment',
  AUPDATE04: 'Awaiting Appointment',
  AUPDATE05: 'In Progress',
  AUPDATE06: 'Appointment cancelled',
  AUPDATE07: 'Awaiting Appointment',
  NOACCESS: 'Awaiting Appointment',
  NOACC01: 'Awaiting Appointment',
  Unappointed: 'Awaiting Appointment',
  ReportedToEMA: 'Reported to EMA',
  Completed: 'Repair complete',
  Cancelled: 'Repair cancelled',
};

/** The code of a rescheduled appointment: booked (AUPDATE02) or a preference (AUPDATE03). */
export const RESCHEDULE_EVENT_CODE = { booked: 'AUPDATE02', preferred: 'AUPDATE03' } as const;

/**
 * The title of a history event code: the spec's titles; ENGOS01 to ENGOS07 (could not complete,
 * parts needed) and the no-access codes mean the repair awaits another appointment; an unknown
 * code shows as itself.
 *
 * @example
 * historyTitle('AUPDATE05'); // 'In Progress'
 */
export function historyTitle(code: string): string {
  if (/^ENGOS0[1-7]$/.test(code)) return 'Awaiting Appointment';
  return TITLES[code] ?? code;
}

/**
 * A repair's history, newest first (the same moment: the later-recorded event first). The stored
 * sub_type is the event code, answered as identifier; subType is its title.
 *
 * @example
 * const [newest] = await listHistory(db, 'WO-100106'); // { identifier: 'Completed', subType: 'Repair complete', ... }
 */
export async function listHistory(db: Kysely<Database>, workOrderId: string): Promise<HistoryEvent[]> {
  const rows = await db
    .selectFrom('work_order_history')
    .select(['sub_type', 'create_date_time', 'appointment_start', 'appointment_end'])
    .where('work_order_id', '=', workOrderId)
    .orderBy('create_date_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    identifier: r.sub_type,
    subType: historyTitle(r.sub_type),
    createDateTime: r.create_date_time.toISOString(),
    appointmentStartDatetime: isoOrNull(r.appointment_start),
    appointmentEndDatetime: isoOrNull(r.appointment_end),
  }));
}
