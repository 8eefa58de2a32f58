import type { Kysely, Selectable } from 'kysely';
import type { WorkOrderNote } from '../../../schemas/generated/types';
import type { Database, WorkOrderNotesTable } from '../db/tables';
import { nextIdentifier } from './work-order-write-repository';

/** Note type names by code (REP-ENT-11). */
export const NOTE_TYPES: Record<number, WorkOrderNote['noteType']> = {
  1: 'CCIM',
  2: 'Chase',
  3: 'Contractor',
  4: 'Other',
};

/**
 * Stores a note on a repair's job and answers it as stored.
 *
 * @example
 * await addWorkOrderNote(db, { workOrderId: 'WO-500001', jobNo: 'JOB-20000001', noteTypeId: 4, text: 'No slots', createdBy: 'CUS-100001', at: new Date() });
 */
export async function addWorkOrderNote(
  db: Kysely<Database>,
  note: { workOrderId: string; jobNo: string | null; noteTypeId: number; text: string; createdBy: string; at: Date },
): Promise<WorkOrderNote> {
  const row = await db
    .insertInto('work_order_notes')
    .values({
      id: await nextIdentifier(db, 'note_number', 'NOTE-'),
      work_order_id: note.workOrderId,
      job_no: note.jobNo,
      note_type_id: note.noteTypeId,
      text: note.text,
      created_by: note.createdBy,
      created_at: note.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNote(row);
}

/** A repair's notes, oldest first. */
export async function listWorkOrderNotes(db: Kysely<Database>, workOrderId: string): Promise<WorkOrderNote[]> {
  const rows = await db
    .selectFrom('work_order_notes')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toNote);
}

function toNote(row: Selectable<WorkOrderNotesTable>): WorkOrderNote {
  return {
    noteIdentifier: row.id,
    workOrderIdentifier: row.work_order_id,
    jobNo: row.job_no,
    noteTypeId: row.note_type_id as WorkOrderNote['noteTypeId'],
    noteType: NOTE_TYPES[row.note_type_id] ?? 'Other',
    text: row.text,
    createdBy: row.created_by,
    createdDateTime: row.created_at.toISOString(),
  };
}
