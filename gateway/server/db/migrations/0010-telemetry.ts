import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Error reports and page views of the portal (ACC-GWY-36 and ACC-GWY-37, the error-reporting
 * call and page-view logging; gateway/server/README.md, telemetry section), kept by the
 * association's own gateway and nowhere else:
 *
 * - error_reports: one failed call the portal met (status, 0 for no answer), its route, the
 *   correlation and session ids, and the signed-in customer (from the bearer token, never the body);
 * - page_views: one route the portal showed, with the same attribution.
 *
 * Rows are deleted after their retention period (telemetry/telemetry-sweeper.ts); received_at is
 * indexed for that and for the per-minute caps of POST /error-reports and /page-views.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table error_reports (
      id bigint generated always as identity primary key,
      received_at timestamptz not null,
      status integer not null check (status between 0 and 599),
      message text,
      path text,
      channel text not null,
      customer_id text,
      correlation_id text,
      session_id text
    );
    create index error_reports_received_idx on error_reports (received_at);
    create index error_reports_customer_idx on error_reports (customer_id, received_at);

    create table page_views (
      id bigint generated always as identity primary key,
      received_at timestamptz not null,
      path text not null,
      channel text not null,
      customer_id text,
      correlation_id text not null
    );
    create index page_views_received_idx on page_views (received_at);
    create index page_views_customer_idx on page_views (customer_id, received_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `drop table page_views, error_reports;`);
}
