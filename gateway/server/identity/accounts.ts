import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { hashPassword, verifyPassword } from '../seed/password-hash';

export interface ResidentLogin {
  id: string;
  email: string;
  customerId: string;
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
    decoyHash ??= hashPassword('not a real password 1');
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  if (!(await verifyPassword(password, row.password_hash))) return undefined;
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

export type RegistrationOutcome =
  { ok: true; login: ResidentLogin } | { ok: false; problem: 'no-match' | 'already-registered' | 'email-taken' };

/**
 * Registers a login for the customer whose tenancy has this payment reference and whose date of
 * birth matches (dateOfBirth: a valid YYYY-MM-DD date, checked by the caller); refuses when none matches, when that customer already has a login
 * or when the email address is taken.
 */
export async function registerLogin(
  db: Kysely<Database>,
  input: { email: string; password: string; paymentReference: string; dateOfBirth: string },
): Promise<RegistrationOutcome> {
  const customer = await db
    .selectFrom('tenancies')
    .innerJoin('customers', 'customers.id', 'tenancies.customer_id')
    .select('customers.id')
    .where('tenancies.payment_reference', '=', input.paymentReference.trim())
    .where(sql<boolean>`customers.date_of_birth = cast(${input.dateOfBirth} as date)`)
    .executeTakeFirst();
  if (!customer) return { ok: false, problem: 'no-match' };
  const existing = await db
    .selectFrom('resident_logins')
    .select('id')
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  if (existing) return { ok: false, problem: 'already-registered' };
  if (await findLoginRow(db, input.email)) return { ok: false, problem: 'email-taken' };
  const login = { id: `LOGIN-${randomUUID()}`, email: input.email.trim(), customerId: customer.id };
  await db
    .insertInto('resident_logins')
    .values({
      id: login.id,
      email: login.email,
      customer_id: login.customerId,
      password_hash: await hashPassword(input.password),
    })
    .execute();
  return { ok: true, login };
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
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) return false;
  await db
    .updateTable('resident_logins')
    .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
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
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) return 'wrong-password';
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

function findLoginRow(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('resident_logins')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}
