import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * What the money endpoints need (ACC-TXN, ACC-STM, ACC-GWY-07 to ACC-GWY-12):
 *
 * - transactions_account_list_idx: GET /accounts/{id}/transactions lists one account's
 *   transactions unposted first, then newest first, the id breaking ties. This index holds them
 *   in exactly that order, so the first page is the first rows of one index range (2,000,000
 *   transactions in the benchmark) and the date range and count read only that account's entries.
 * - transactions_account_payments_idx: the latest payment received (an account's
 *   last-transaction, ACC-BAL-02: last payment amount and date) is one index probe.
 * - outbox: e-mails waiting to go out (custom statements with their PDF), written in the same
 *   transaction as the request that queues them and sent by the outbox worker (outbox/); the
 *   bytes of each attachment live in the row, so a restart loses nothing. A worker claims due
 *   rows with SELECT ... FOR UPDATE SKIP LOCKED, so two gateways never send one twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create index transactions_account_list_idx on transactions (account_id, is_posted, transaction_date desc, id desc);
    create index transactions_account_payments_idx on transactions (account_id, transaction_date desc, id desc)
      where transaction_type = 'PAY' and payment_code = 'CR';

    create table outbox (
      id text primary key,
      kind text not null,
      customer_id text references customers (id),
      sender text not null,
      recipient text not null,
      subject text not null,
      text_body text not null,
      attachments jsonb not null default '[]'::jsonb,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      last_error text,
      created_at timestamptz not null,
      sent_at timestamptz
    );
    create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending';
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table outbox;
    drop index transactions_account_payments_idx;
    drop index transactions_account_list_idx;
    `,
  );
}
