import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { TooManyRequestsError } from '../http/errors';
import { holdMailLimit, MAIL_LIMITS, type MailLimit } from '../outbox/mail-limits';
import type { MailSender } from '../outbox/mail-sender';
import { enqueueEmail, type NewEmail } from '../outbox/outbox-repository';
import { hashPassword } from '../seed/password-hash';
import type { ResidentLogin } from './accounts';
import { findLoginRow } from './accounts';
import { inHashSlot } from './hash-slots';

/** How long a registration code stays good, and how many tries one code gets. */
export const REGISTRATION_CODE_MINUTES = 15;
export const REGISTRATION_CODE_TRIES = 5;

export interface RegistrationInput {
  email: string;
  password: string;
  paymentReference: string;
  /** YYYY-MM-DD, checked by the form (registration-form.ts). */
  dateOfBirth: string;
}

export interface RegistrationMail {
  /** The association's sender (MAIL_FROM, never the request). */
  sender: MailSender;
  /** The association's phone number, for residents with no e-mail address on record. */
  contactPhone: string;
}

/** What a registration form's sending changed, for the log only: never shown to the person. */
export type RegistrationStart =
  'code-sent' | 'no-address-on-record' | 'already-registered' | 'no-match' | 'mail-limit-reached';

/**
 * The first step of registration (SECURITY.md, "Registration"): whatever the payment reference
 * and date of birth match, the person is told the same thing ("if the details match, we sent a
 * code to the e-mail address we hold"), after the same work (the password is hashed every time).
 * Only when they match a tenancy without a login is a one-time code e-mailed to the address on
 * the customer's record, which only the tenant reads; when the tenancy already has a login, the
 * tenant is told by e-mail that someone tried. Nothing is linked until the code comes back
 * ({@link completeRegistration}). Each kind of e-mail goes at most five times an hour to one
 * tenancy (MAIL_LIMITS); past that nothing is sent and the answer is still the same.
 */
export async function startRegistration(
  db: Kysely<Database>,
  input: RegistrationInput,
  context: { interactionUid: string; now: Date; codeKey: string; mail: RegistrationMail },
): Promise<RegistrationStart> {
  const customer = await db
    .selectFrom('tenancies')
    .innerJoin('customers', 'customers.id', 'tenancies.customer_id')
    .leftJoin('resident_logins', 'resident_logins.customer_id', 'customers.id')
    .select(['customers.id', 'customers.email', 'customers.given_name', 'resident_logins.id as login_id'])
    .where('tenancies.payment_reference', '=', input.paymentReference.trim())
    .where(sql<boolean>`customers.date_of_birth = cast(${input.dateOfBirth} as date)`)
    .executeTakeFirst();
  const passwordHash = await inHashSlot(() => hashPassword(input.password));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkable = customer && !customer.login_id ? customer.id : null;
  const id = randomUUID();
  const { now, interactionUid, mail } = context;
  const address = customer?.email?.trim() || undefined;

  return db.transaction().execute(async (trx) => {
    // One registration waits per sign-in interaction: sending the form again starts afresh.
    await trx.deleteFrom('pending_registrations').where('interaction_uid', '=', interactionUid).execute();
    await trx
      .deleteFrom('pending_registrations')
      .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000))
      .execute();
    await trx
      .insertInto('pending_registrations')
      .values({
        id,
        interaction_uid: interactionUid,
        customer_id: linkable && address ? linkable : null,
        email: input.email.trim(),
        password_hash: passwordHash,
        code_hash: codeHash(context.codeKey, id, code),
        created_at: now,
        expires_at: new Date(now.getTime() + REGISTRATION_CODE_MINUTES * 60_000),
      })
      .execute();
    if (!customer) return 'no-match';
    if (!address) return 'no-address-on-record';
    const greeting = `Dear ${customer.given_name ?? 'resident'},`;
    const phone = mail.contactPhone;
    /** Queues one e-mail to the address on record, unless the tenancy had its hour's share. */
    const send = async (limit: MailLimit, email: Pick<NewEmail, 'subject' | 'text'>) => {
      try {
        await holdMailLimit(trx, customer.id, limit, now);
      } catch (error) {
        if (error instanceof TooManyRequestsError) return false;
        throw error;
      }
      const base = { kind: limit.kind, customerId: customer.id, sender: mail.sender, recipient: address };
      await enqueueEmail(trx, { ...base, ...email, attachments: [] }, now);
      return true;
    };
    if (customer.login_id) {
      const sent = await send(MAIL_LIMITS.registrationWarning, {
        subject: 'Someone tried to create an account for your tenancy',
        text: [
          greeting,
          '',
          'Someone asked to create a new resident portal account for your tenancy, but your tenancy already has one.',
          'If it was you, log in with your existing account, or choose "Forgot your password?" on the log in page.',
          `If it was not you, nothing has changed and nobody can use your account. If you are worried, call us on ${phone}.`,
        ].join('\n'),
      });
      return sent ? 'already-registered' : 'mail-limit-reached';
    }
    const sent = await send(MAIL_LIMITS.registrationCode, {
      subject: 'Your code to create your resident portal account',
      text: [
        greeting,
        '',
        `Your code is ${code}.`,
        '',
        `Enter it on the page where you asked to create your account. It works for ${REGISTRATION_CODE_MINUTES} minutes.`,
        `If you did not ask to create an account, ignore this e-mail: nobody can use your tenancy without the code. If you are worried, call us on ${phone}.`,
      ].join('\n'),
    });
    return sent ? 'code-sent' : 'mail-limit-reached';
  });
}

/** Whether a registration waits in this interaction with tries left (else the code page says "start again"). */
export async function registrationWaiting(db: Kysely<Database>, interactionUid: string, now: Date): Promise<boolean> {
  const pending = await db
    .selectFrom('pending_registrations')
    .select('id')
    .where('interaction_uid', '=', interactionUid)
    .where('attempts', '<', REGISTRATION_CODE_TRIES)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return pending !== undefined;
}

export type RegistrationCompletion =
  | { ok: true; login: ResidentLogin }
  | { ok: false; problem: 'wrong-code' | 'expired' | 'already-registered' | 'email-taken' };

/**
 * The second step: the code the person typed, for the registration waiting in this interaction.
 * Each try is counted first (at most {@link REGISTRATION_CODE_TRIES} per code, claimed atomically,
 * so parallel tries cannot exceed it); a right code links the new login to the customer. Two
 * registrations of one tenancy finishing at once link one login: the other is told the tenancy
 * already has an account (the unique index settles it, never a 500).
 */
export async function completeRegistration(
  db: Kysely<Database>,
  input: { interactionUid: string; code: string; now: Date; codeKey: string },
): Promise<RegistrationCompletion> {
  const pending = await db
    .updateTable('pending_registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('interaction_uid', '=', input.interactionUid)
    .where('attempts', '<', REGISTRATION_CODE_TRIES)
    .where('expires_at', '>', input.now)
    .returningAll()
    .executeTakeFirst();
  if (!pending) return { ok: false, problem: 'expired' };
  const sent = input.code.replace(/\s+/g, '');
  const right =
    /^\d{6}$/.test(sent) &&
    pending.customer_id !== null &&
    sameHash(pending.code_hash, codeHash(input.codeKey, pending.id, sent));
  if (!right) return { ok: false, problem: 'wrong-code' };

  const login = { id: `LOGIN-${randomUUID()}`, email: pending.email, customerId: pending.customer_id as string };
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .deleteFrom('pending_registrations')
        .where('id', '=', pending.id)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return { ok: false, problem: 'expired' } as const;
      if (await findLoginRow(trx, login.email)) return { ok: false, problem: 'email-taken' } as const;
      const existing = await trx
        .selectFrom('resident_logins')
        .select('id')
        .where('customer_id', '=', login.customerId)
        .executeTakeFirst();
      if (existing) return { ok: false, problem: 'already-registered' } as const;
      await trx
        .insertInto('resident_logins')
        .values({
          id: login.id,
          email: login.email,
          customer_id: login.customerId,
          password_hash: pending.password_hash,
        })
        .execute();
      return { ok: true, login } as const;
    });
  } catch (error) {
    // A registration of the same tenancy or e-mail that committed in between: its unique index.
    if ((error as { code?: string }).code !== '23505') throw error;
    const byCustomer = await db
      .selectFrom('resident_logins')
      .select('id')
      .where('customer_id', '=', login.customerId)
      .executeTakeFirst();
    return { ok: false, problem: byCustomer ? 'already-registered' : 'email-taken' };
  }
}

/** A registration code as stored: an HMAC under the provider's cookie key, bound to its registration. */
export function codeHash(key: string, id: string, code: string): string {
  return createHmac('sha256', key).update(`${id}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
