import type { Kysely, Selectable } from 'kysely';
import type { CaseActivity } from '../../../schemas/generated/types';
import type { CaseActivitiesTable, Database } from '../db/tables';

function toActivity(row: Selectable<CaseActivitiesTable>): CaseActivity {
  return {
    activityIdentifier: row.id,
    activityType: row.activity_type,
    subType: row.sub_type,
    status: row.status,
    createdDate: row.created_date.toISOString(),
  };
}

/**
 * The activities of a case of one type (and sub-type, any case, when given), newest first.
 *
 * @example
 * await findCaseActivities(db, 'CAS-100001', { activityType: 'Action', subType: 'Damp, Mould and Condensation Triage' })
 */
export async function findCaseActivities(
  db: Kysely<Database>,
  caseId: string,
  filter: { activityType?: string; subType?: string },
): Promise<CaseActivity[]> {
  let query = db.selectFrom('case_activities').selectAll().where('case_id', '=', caseId);
  if (filter.activityType !== undefined) query = query.where('activity_type', '=', filter.activityType as 'Action');
  if (filter.subType !== undefined)
    query = query.where((eb) => eb(eb.fn('lower', ['sub_type']), '=', filter.subType?.toLowerCase() ?? ''));
  const rows = await query.orderBy('created_date', 'desc').orderBy('id').execute();
  return rows.map(toActivity);
}

/**
 * Completes an activity of a case: an open one becomes Completed at `now`; a completed one is
 * left as it is (so a repeated call answers the same). Undefined when the case has no such activity.
 */
export async function completeCaseActivity(
  db: Kysely<Database>,
  caseId: string,
  activityId: string,
  now: Date,
): Promise<CaseActivity | undefined> {
  await db
    .updateTable('case_activities')
    .set({ status: 'Completed', completed_date: now })
    .where('id', '=', activityId)
    .where('case_id', '=', caseId)
    .where('status', '=', 'Open')
    .execute();
  const row = await db
    .selectFrom('case_activities')
    .selectAll()
    .where('id', '=', activityId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row ? toActivity(row) : undefined;
}
