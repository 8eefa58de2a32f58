import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Indexes on the columns that reference work_orders and had none, so that deleting a repair (a
 * draft left with Leave, DELETE /works-orders/{id}, or swept when it expires) checks its foreign
 * keys by index instead of reading whole tables:
 *
 * - work_orders.original_work_order_id (a recall's original repair): without an index every delete
 *   read the whole work_orders table to make sure no recall points at the row, about 1.1 s per
 *   delete at 1,000,000 work orders (EXPLAIN ANALYZE: "Trigger for constraint
 *   work_orders_original_work_order_id_fkey"), which held pool connections and stalled every other
 *   call under the load scenario (docs/operations.md "Load"). Few repairs are recalls: the index
 *   holds only those (the check's `= $1` implies not null, so the planner uses it).
 * - booking_operations.work_order_id, whose primary key starts with the customer.
 *
 * Plain SQL that PGlite and PostgreSQL accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create index work_orders_original_idx on work_orders (original_work_order_id) where original_work_order_id is not null;
    create index booking_operations_work_order_idx on booking_operations (work_order_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index booking_operations_work_order_idx;
    drop index work_orders_original_idx;
    `,
  );
}
