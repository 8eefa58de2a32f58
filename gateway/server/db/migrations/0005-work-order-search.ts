import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Indexes that keep GET /search/works-orders fast on a large table (1,000,000 repairs over 10,000
 * customers in the benchmark). Every search is scoped to the signed-in customer, optionally to some
 * of their assets, and sorted by raised date with the id as tie-breaker, so:
 *
 * - (customer_id, raised_date desc, id desc) and (asset_id, raised_date desc, id desc) hand the
 *   planner one customer's (or one asset's) repairs already in page order, read forwards for
 *   "raisedDate desc" and backwards for "raisedDate asc"; limit and skip stop the scan early. They
 *   replace 0001's two-column indexes, of which they are a superset. The id sorts with the "C"
 *   collation so the order is the same on every server whatever its locale.
 * - (customer_id, status, raised_date desc) serves a status filter (the list's status groups, the
 *   dashboard card's open statuses, the duplicate check) without reading the customer's other repairs.
 *
 * Text search (searchText, description) compares lower() of job number, description, trade and
 * location inside one customer's repairs (about 100): no trigram index is needed, because the
 * customer index narrows the rows first. pg_trgm would also need PGlite to be created with the
 * extension loaded, which the embedded database is not. Plain SQL that PGlite and PostgreSQL accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create index work_orders_customer_raised_id_idx on work_orders (customer_id, raised_date desc, id collate "C" desc);
    create index work_orders_asset_raised_id_idx on work_orders (asset_id, raised_date desc, id collate "C" desc);
    create index work_orders_customer_status_raised_idx on work_orders (customer_id, status, raised_date desc);
    drop index work_orders_customer_raised_idx;
    drop index work_orders_asset_raised_idx;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create index work_orders_customer_raised_idx on work_orders (customer_id, raised_date desc);
    create index work_orders_asset_raised_idx on work_orders (asset_id, raised_date desc);
    drop index work_orders_customer_status_raised_idx;
    drop index work_orders_asset_raised_id_idx;
    drop index work_orders_customer_raised_id_idx;
    `,
  );
}
