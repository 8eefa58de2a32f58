import type { Kysely } from 'kysely';
import type { Database } from '../../gateway/server/db/tables';

/**
 * The one-time codes of every registration e-mail queued for a customer, read from the outbox as
 * the tenant would read them in their inbox. A test takes the code its own registration added:
 * `newRegistrationCode(db, customerId, before)` with the codes seen before it.
 */
export async function registrationCodes(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const emails = await db
    .selectFrom('outbox')
    .select('text_body')
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'registration-code')
    .execute();
  return emails.map((email) => /Your code is (\d{6})\./.exec(email.text_body)?.[1] ?? '');
}

/** The code queued since `before` was read; throws when there is not exactly one. */
export async function newRegistrationCode(
  db: Kysely<Database>,
  customerId: string,
  before: readonly string[],
): Promise<string> {
  const seen = [...before];
  const added = (await registrationCodes(db, customerId)).filter((code) => {
    const at = seen.indexOf(code);
    if (at < 0) return true;
    seen.splice(at, 1);
    return false;
  });
  if (added.length !== 1) throw new Error(`Expected one new registration code, found ${added.length}.`);
  return added[0] as string;
}

/** The kinds of the e-mails queued for a customer. */
export async function queuedEmailKinds(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const rows = await db.selectFrom('outbox').select('kind').where('customer_id', '=', customerId).execute();
  return rows.map((row) => row.kind);
}
