import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { hashPassword, verifyPassword } from '../seed/password-hash';
import { inHashSlot } from './hash-slots';

export interface ResidentLogin {
  id: string;
  email: string;
  /** The customer record the login belongs to; null when it has none (no self-service account, IDEM_Error). */
  customerId: string | null;
}

/** The password policy, as stated on the registration and change-password pages. */
export const PASSWORD_POLICY_TEXT =
  'Your password must be at least 10 characters long and include at least one letter and one number.';

/** What is wrong with a new password, or undefined when it meets the policy. */
export function passwordPolicyProblem(password: string): string | undefined {
  if (password.length < 10) return 'Your password must be at least 10 characters long.';
  if (password.length > 128) return 'Your password must be 128 characters or fewer.';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return 'Your password must include at least one letter and one number.';
  }
  return undefined;
}

/** A hash to compare against when no login matches, so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** The login with this email and password, or undefined when either is wrong. */
export async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<ResidentLogin | undefined> {
  const row = await findLoginRow(db, email);
  if (!row) {
    decoyHash ??= inHashSlot(() => hashPassword('not a real password 1'));
    const decoy = await decoyHash;
    await inHashSlot(() => verifyPassword(password, decoy));
    return undefined;
  }
  if (!(await inHashSlot(() => verifyPassword(password, row.password_hash)))) return undefined;
  return { id: row.id, email: row.email, customerId: row.customer_id };
}

/** The login with this id (the provider's account id). */
export async function findLoginById(db: Kysely<Database>, id: string): Promise<ResidentLogin | undefined> {
  const row = await db
    .selectFrom('resident_logins')
    .select(['id', 'email', 'customer_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, customerId: row.customer_id };
}

/** Changes a login's password when the current one is right; false otherwise. */
export async function changePassword(
  db: Kysely<Database>,
  loginId: string,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('resident_logins')
    .select('password_hash')
    .where('id', '=', loginId)
    .executeTakeFirst();
  if (!row || !(await inHashSlot(() => verifyPassword(currentPassword, row.password_hash)))) return false;
  const hash = await inHashSlot(() => hashPassword(newPassword));
  await db
    .updateTable('resident_logins')
    .set({ password_hash: hash, updated_at: new Date() })
    .where('id', '=', loginId)
    .execute();
  return true;
}

export type UsernameChange = 'changed' | 'wrong-password' | 'email-taken' | 'unchanged';

/**
 * Changes a login's sign-in email when the current password is right: 'email-taken' when
 * another login has it (in any case; the unique index settles a race), 'unchanged' when it is
 * already this login's. The email must already be valid (schemas/email-address.ts).
 */
export async function changeLoginEmail(
  db: Kysely<Database>,
  loginId: string,
  currentPassword: string,
  newEmail: string,
): Promise<UsernameChange> {
  const row = await db
    .selectFrom('resident_logins')
    .select(['email', 'password_hash'])
    .where('id', '=', loginId)
    .executeTakeFirst();
  if (!row || !(await inHashSlot(() => verifyPassword(currentPassword, row.password_hash)))) return 'wrong-password';
  const email = newEmail.trim();
  if (row.email.toLowerCase() === email.toLowerCase()) return 'unchanged';
  const holder = await findLoginRow(db, email);
  if (holder) return 'email-taken';
  try {
    await db.updateTable('resident_logins').set({ email, updated_at: new Date() }).where('id', '=', loginId).execute();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'email-taken';
    throw error;
  }
  return 'changed';
}

/** The login whose sign-in email this is, whatever its case. */
export function findLoginRow(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('resident_logins')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}
