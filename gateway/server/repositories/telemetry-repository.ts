import { sql, type Kysely } from 'kysely';
import type { ErrorReport, PageView } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** Who sent a report: the customer of a valid bearer token, or nobody (a signed-out page). */
export type Reporter = string | null;

/** The telemetry tables, for the caps and the sweep. */
export type TelemetryTable = 'error_reports' | 'page_views';

/**
 * Stores one error report. The customer is the token's, never the body's customerId (which a
 * page could set to anyone).
 *
 * @example
 * await storeErrorReport(db, report, 'CUS-000101', new Date());
 */
export async function storeErrorReport(
  db: Kysely<Database>,
  report: ErrorReport,
  customerId: Reporter,
  now: Date,
): Promise<void> {
  await db
    .insertInto('error_reports')
    .values({
      received_at: now,
      status: report.status,
      message: report.message ?? null,
      path: report.path ?? null,
      channel: report.channel,
      customer_id: customerId,
      correlation_id: report.corelationId ?? null,
      session_id: report.sessionId ?? null,
    })
    .execute();
}

/** Stores one page view, attributed like {@link storeErrorReport}. */
export async function storePageView(
  db: Kysely<Database>,
  view: PageView,
  customerId: Reporter,
  now: Date,
): Promise<void> {
  await db
    .insertInto('page_views')
    .values({
      received_at: now,
      path: view.path,
      channel: view.channel,
      customer_id: customerId,
      correlation_id: view.correlationId,
    })
    .execute();
}

/** Rows a reporter (one customer, or all signed-out pages together) stored since a moment. */
export async function countSince(
  db: Kysely<Database>,
  table: TelemetryTable,
  customerId: Reporter,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as('n'))
    .where('received_at', '>', since)
    .where('customer_id', customerId === null ? 'is' : '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes the rows received before `before`, in one statement, so two gateways pruning at the
 * same moment delete each row once (the second finds nothing). Answers how many went.
 */
export async function deleteReceivedBefore(db: Kysely<Database>, table: TelemetryTable, before: Date): Promise<number> {
  const result = await db.deleteFrom(table).where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
