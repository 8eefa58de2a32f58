import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Claims of the payment sandbox's owed callbacks (payment-sandbox/sandbox-callbacks.ts), so that
 * several gateways on one database share them (README "Running several gateways"):
 *
 * - payment_sandbox_events.claimed_until: the gateway delivering an event holds it until then (a
 *   lease); a gateway that dies mid-delivery leaves a claim that simply runs out, and the next poll
 *   of any gateway delivers the event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table payment_sandbox_events add column claimed_until timestamptz;
    create index payment_sandbox_events_owed_idx on payment_sandbox_events (due_at) where finished_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index payment_sandbox_events_owed_idx;
    alter table payment_sandbox_events drop column claimed_until;
  `,
  );
}
