import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { TooManyRequestsError, waitInWords } from '../http/errors';

/** How many e-mails of one kind a customer may have the gateway send in a sliding window. */
export interface MailLimit {
  /** The outbox kind counted (NewEmail.kind). */
  kind: string;
  /** E-mails of the kind one customer may queue within any window. */
  max: number;
  windowMs: number;
  /** The 429's message, in plain English: the limit and how long to wait ("12 minutes"). */
  refusal(max: number, wait: string): string;
}

const HOUR_MS = 60 * 60_000;

/**
 * The limits of the routes that send e-mail (docs/adr/0005-outgoing-mail.md): each customer may
 * have 5 custom statements, 5 contact-change e-mails and 5 of each registration e-mail sent in any
 * hour. Counted in the outbox table, so they hold across gateways and restarts.
 */
export const MAIL_LIMITS = {
  customStatement: {
    kind: 'custom-statement',
    max: 5,
    windowMs: HOUR_MS,
    refusal: (max, wait) =>
      `You have asked for ${max} statements by e-mail in the last hour, the most we send in an hour. Please try again in ${wait}.`,
  },
  contactChange: {
    kind: 'contact-change',
    max: 5,
    windowMs: HOUR_MS,
    refusal: (max, wait) =>
      `You have sent ${max} changes of contact details in the last hour, the most we pass on in an hour. Please try again in ${wait}.`,
  },
  // Registration's e-mails go to the tenancy's own address (SECURITY.md, "Registration"); past the
  // limit none is sent, and the form still answers as always (identity/registration.ts).
  registrationCode: {
    kind: 'registration-code',
    max: 5,
    windowMs: HOUR_MS,
    refusal: (max, wait) => `${max} registration codes were sent in the last hour. Please try again in ${wait}.`,
  },
  registrationWarning: {
    kind: 'registration-already-registered',
    max: 5,
    windowMs: HOUR_MS,
    refusal: (max, wait) => `${max} registration warnings were sent in the last hour. Please try again in ${wait}.`,
  },
} as const satisfies Record<string, MailLimit>;

/**
 * Throws TooManyRequestsError (429 with Retry-After) when the customer already has `limit.max`
 * e-mails of the kind queued within the window that ends `now`; the wait is until the one whose
 * leaving makes room is out of the window. Alone, it is an early answer before costly work (the
 * statement's PDF); what guarantees the limit is {@link holdMailLimit}.
 *
 * @example
 * await checkMailLimit(app.db, 'CUS-100001', MAIL_LIMITS.customStatement, clock.now());
 */
export async function checkMailLimit(
  db: Kysely<Database>,
  customerId: string,
  limit: MailLimit,
  now: Date,
): Promise<void> {
  const rows = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('customer_id', '=', customerId)
    .where('kind', '=', limit.kind)
    .where('created_at', '>', new Date(now.getTime() - limit.windowMs))
    .orderBy('created_at', 'asc')
    .execute();
  if (rows.length < limit.max) return;
  const makesRoom = rows[rows.length - limit.max]?.created_at ?? now;
  const seconds = (new Date(makesRoom).getTime() + limit.windowMs - now.getTime()) / 1000;
  throw new TooManyRequestsError(limit.refusal(limit.max, waitInWords(seconds)), seconds);
}

/**
 * The limit inside the transaction that queues the e-mail: locks the customer's row first
 * (SELECT ... FOR UPDATE), so the requests of one customer, through any number of gateways on the
 * database, count and queue one after another; at READ COMMITTED each waits for the one before it
 * to commit and then counts its e-mail too. Parallel requests can never pass the limit together.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await holdMailLimit(trx, customerId, MAIL_LIMITS.contactChange, clock.now());
 *   return enqueueEmail(trx, email, clock.now());
 * });
 */
export async function holdMailLimit(
  trx: Kysely<Database>,
  customerId: string,
  limit: MailLimit,
  now: Date,
): Promise<void> {
  await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
  await checkMailLimit(trx, customerId, limit, now);
}
