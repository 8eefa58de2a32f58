import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * One throttle for every check of a secret (identity/secret-throttle.ts, SECURITY.md), and
 * registrations waiting for their one-time code:
 * - secret_attempts: attempts per key (an account, an account from one address, an address):
 *   how many in the current run, when the last one was, and when the next one may be checked.
 *   It replaces login_failures, which counted failures after the fact and so could not hold a
 *   limit under parallel guesses.
 * - pending_registrations: a registration form that was sent, waiting for the code e-mailed to the
 *   address on the tenancy's record. customer_id is null when the payment reference and date of
 *   birth matched no tenancy without a login: the form's answer is the same either way, and no
 *   code can complete it.
 * - an index of live gateway sessions by login, which a password change ends together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table login_failures;
    create table secret_attempts (
      key text primary key,
      attempts integer not null,
      last_at timestamptz not null,
      blocked_until timestamptz not null
    );
    create index secret_attempts_last_idx on secret_attempts (last_at);
    create table pending_registrations (
      id text primary key,
      interaction_uid text not null unique,
      customer_id text references customers (id) on delete cascade,
      email text not null,
      password_hash text not null,
      code_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index pending_registrations_customer_idx on pending_registrations (customer_id);
    create index pending_registrations_expires_idx on pending_registrations (expires_at);
    create index gateway_sessions_login_idx on gateway_sessions (login_id) where ended_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index gateway_sessions_login_idx;
    drop table pending_registrations;
    drop table secret_attempts;
    create table login_failures (
      id bigserial primary key,
      key text not null,
      failed_at timestamptz not null default now()
    );
    create index login_failures_key_idx on login_failures (key, failed_at);
  `,
  );
}
