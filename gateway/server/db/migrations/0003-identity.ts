import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * State of the embedded identity provider (/idp) and of the gateway's sign-in sessions:
 * - oidc_payloads: what oidc-provider stores through its Adapter (sessions, interactions,
 *   authorization codes, grants...), one row per model and id, with the indexes it looks up by;
 * - identity_keys: keys made on first start (the provider's signing JWKS, its cookie keys, the
 *   gateway's access-token key), so tokens and cookies survive a restart;
 * - login_failures: failed sign-ins per account and per client address, for rate limiting that
 *   also survives a restart;
 * - gateway_sessions: one row per resident sign-in, ended by logout or 30 minutes idle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table oidc_payloads (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      uid text,
      user_code text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    );
    create index oidc_payloads_grant_idx on oidc_payloads (grant_id) where grant_id is not null;
    create index oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null;
    create index oidc_payloads_expires_idx on oidc_payloads (expires_at) where expires_at is not null;
    create table identity_keys (
      name text primary key,
      value jsonb not null,
      created_at timestamptz not null default now()
    );
    create table login_failures (
      id bigserial primary key,
      key text not null,
      failed_at timestamptz not null default now()
    );
    create index login_failures_key_idx on login_failures (key, failed_at);
    create table gateway_sessions (
      id text primary key,
      customer_id text not null references customers (id),
      login_id text not null references resident_logins (id),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      ended_at timestamptz
    );
    create index gateway_sessions_customer_idx on gateway_sessions (customer_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table gateway_sessions;
    drop table login_failures;
    drop table identity_keys;
    drop table oidc_payloads;
  `,
  );
}
