import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Card payments (ACC-PAY, ACC-GWY-16; gateway/server/README.md,
 * payments section):
 *
 * - payment_tokens: the one-time tokens of POST /customers/{id}/payment-tokens, kept as SHA-256
 *   hashes, each bound to its customer, expiring after a few minutes and used by one payment;
 * - card_payments: what the provider's signed callback told the gateway: the payment of a token,
 *   its account and the ledger transaction it made (unposted when authorised, posted when settled);
 * - payment_events: the event ids of the callbacks already applied, so a replayed one changes nothing;
 * - payment_sandbox_payments and payment_sandbox_events: the reference gateway's own payment
 *   provider (payment-sandbox/): its record of each card page and the callbacks it owes the
 *   gateway, kept so a settlement still due when the gateway stops is delivered after it starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table payment_tokens (
      token_hash text primary key,
      customer_id text not null references customers (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index payment_tokens_customer_idx on payment_tokens (customer_id);

    create table card_payments (
      provider_reference text primary key,
      token_hash text not null unique references payment_tokens (token_hash),
      customer_id text not null references customers (id) on delete cascade,
      account_id text not null references accounts (id),
      amount numeric(12, 2) not null,
      transaction_id bigint not null references transactions (id),
      status text not null check (status in ('authorised', 'settled')),
      authorised_at timestamptz not null,
      settled_at timestamptz
    );
    create index card_payments_account_idx on card_payments (account_id);

    create table payment_events (
      event_id text primary key,
      event text not null,
      provider_reference text not null,
      received_at timestamptz not null
    );

    create table payment_sandbox_payments (
      provider_reference text primary key,
      token text not null,
      customer_reference text not null,
      amount numeric(12, 2) not null,
      client_code text not null,
      status text not null check (status in ('awaiting-card', 'authorised', 'declined', 'refused', 'settled')),
      card_last_four text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );

    create table payment_sandbox_events (
      event_id text primary key,
      provider_reference text not null references payment_sandbox_payments (provider_reference) on delete cascade,
      event text not null,
      payload jsonb not null,
      due_at timestamptz not null,
      finished_at timestamptz,
      attempts integer not null default 0,
      last_status integer
    );
    create index payment_sandbox_events_due_idx on payment_sandbox_events (due_at) where finished_at is null;

    create table payment_sandbox_mandates (
      mandate_reference text primary key,
      payment_reference text not null,
      account_holder text not null,
      sort_code text not null,
      account_number_last_four text not null,
      collection_day integer not null check (collection_day between 1 and 28),
      created_at timestamptz not null
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table payment_sandbox_mandates, payment_sandbox_events, payment_sandbox_payments, payment_events, card_payments, payment_tokens;
  `,
  );
}
