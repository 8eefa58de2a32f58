import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Service request identifiers (SR-000001...) come from a sequence, so two requests sent at the
 * same moment never share one; and the requests of a customer are found by customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create sequence service_request_number start 1;
    create index service_requests_customer_idx on service_requests (customer_id, created_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index service_requests_customer_idx;
    drop sequence service_request_number;
    `,
  );
}
