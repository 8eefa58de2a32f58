import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * Sign-in accounts of the reference identity provider (/idp): one per resident who has
 * registered, linked to the customer record. A resident such as the demo's Erin has a customer
 * record but no row here until she registers. Passwords are stored as scrypt hashes
 * (gateway/server/seed/password-hash.ts), never in plain text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table resident_logins (
      id text primary key,
      email text not null,
      customer_id text not null unique references customers (id),
      password_hash text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index resident_logins_email_idx on resident_logins (lower(email));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `drop table resident_logins;`);
}
