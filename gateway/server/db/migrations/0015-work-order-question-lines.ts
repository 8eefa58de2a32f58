import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * work_orders.additional_info: the labelled question-and-answer lines of a repair (the analyst's
 * extra questions with the resident's answers, REP-ENT-10), a JSON list. A column of its own rather
 * than an entry of the payload, because a save replaces the whole list, never merges it with the
 * stored one. Existing repairs have none ('[]'). Plain SQL that PGlite and PostgreSQL accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `alter table work_orders add column additional_info jsonb not null default '[]';`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `alter table work_orders drop column additional_info;`);
}
