import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * A login of the identity provider may have no customer record behind it (the demo's
 * nobody@example.org): signing in with it is refused at the token exchange with IDEM_Error, the
 * "no self-service account" message of the generic error page (REP-ERR-13). The unique index
 * stays: a customer still has at most one login, and any number of logins may have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `alter table resident_logins alter column customer_id drop not null;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from resident_logins where customer_id is null;
    alter table resident_logins alter column customer_id set not null;
  `,
  );
}
