import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * What raising and tracking service requests needs beyond 0001's cases (ACC-CAS,
 * ACC-GWY-29 to ACC-GWY-33):
 *
 * - case_number: the sequence new cases take their identifier (CAS-500001...) and reference
 *   number (CRN-500001...) from, so two cases created at the same moment never share one and
 *   never meet the seeded CAS-1xxxxx to CAS-4xxxxx;
 * - case_activities: actions on a case (the damp, mould and condensation triage actions), open
 *   until completed;
 * - an index for the case list's order (status rank, then created date).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create sequence case_number start 500001;

    create table case_activities (
      id text primary key,
      case_id text not null references cases (id) on delete cascade,
      activity_type text not null check (activity_type in ('Action')),
      sub_type text not null,
      status text not null check (status in ('Open', 'Completed')),
      created_date timestamptz not null,
      completed_date timestamptz
    );
    create index case_activities_case_idx on case_activities (case_id, activity_type, sub_type);
    create sequence case_activity_number start 500001;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop sequence case_activity_number;
    drop table case_activities;
    drop sequence case_number;
    `,
  );
}
