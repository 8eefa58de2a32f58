import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { paymentAmountPence, penceToPounds } from '../../../schemas/payment-amount';
import type { Database } from '../db/tables';
import { BadRequestError, ConflictError } from '../http/errors';
import { hashPaymentToken } from './payment-tokens';

/** The events a provider reports about a card payment. */
export const PAYMENT_EVENTS = ['payment.authorised', 'payment.declined', 'payment.settled'] as const;
export type PaymentEventName = (typeof PAYMENT_EVENTS)[number];

/** The body of a provider callback (POST /api/payments/callback). */
export interface PaymentCallbackEvent {
  eventId: string;
  event: PaymentEventName;
  token: string;
  customerReference: string;
  amount: string;
  providerReference: string;
  occurredAt: string;
}

/** What applying a callback did. */
export type CallbackOutcome = 'recorded' | 'duplicate' | 'ignored';

/** How a card payment reads in the ledger (the seeded online payments read the same). */
export const CARD_PAYMENT_DESCRIPTION = 'Payment - debit card (online)';

/** The calendar the ledger's dates are in. */
const LEDGER_ZONE = 'Europe/London';

/**
 * Applies one verified provider callback in a single database transaction (gateway/server/README.md,
 * payments): an event id already applied changes nothing ('duplicate'); the token must exist and
 * belong to the customer whose account has the customerReference, and the amount be £1 to £5,000
 * with two decimals.
 *
 * - payment.authorised: the token must be unexpired and unused; the payment goes into the ledger
 *   at once as an unposted credit (CR, PAY) and the token is used up.
 * - payment.settled: the authorised payment of that providerReference (same token, account and
 *   amount) is posted: the transaction is marked posted with its running balance, and the
 *   account's live balance goes down by the amount, together.
 * - payment.declined: nothing is recorded but the event id ('ignored').
 */
export async function applyPaymentCallback(
  db: Kysely<Database>,
  event: PaymentCallbackEvent,
  now: Date,
): Promise<CallbackOutcome> {
  const pence = paymentAmountPence(event.amount);
  if (pence === undefined || event.amount !== penceToPounds(pence)) {
    throw new BadRequestError([
      { message: 'The amount must be from 1.00 to 5000.00 with two decimals.', field: 'body.amount' },
    ]);
  }
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('payment_events')
      .values({
        event_id: event.eventId,
        event: event.event,
        provider_reference: event.providerReference,
        received_at: now,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!seen) return 'duplicate';
    const { token, account } = await tokenAndAccount(trx, event);
    if (event.event === 'payment.declined') return 'ignored';
    const payment = { tokenHash: token.token_hash, customerId: token.customer_id, accountId: account.id, pence };
    if (event.event === 'payment.authorised') await authorise(trx, event, payment, now);
    else await settle(trx, event, payment, now);
    return 'recorded';
  });
}

async function tokenAndAccount(trx: Transaction<Database>, event: PaymentCallbackEvent) {
  const tokenHash = hashPaymentToken(event.token);
  const token = await trx
    .selectFrom('payment_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  if (!token) throw new BadRequestError([{ message: 'The payment token is not known.', field: 'body.token' }]);
  const account = await trx
    .selectFrom('accounts as a')
    .innerJoin('tenancies as t', 't.id', 'a.tenancy_id')
    .select(['a.id', 'a.account_type'])
    .where('a.payment_reference', '=', event.customerReference)
    .where('a.customer_id', '=', token.customer_id)
    .where('t.is_active', '=', true)
    .executeTakeFirst();
  if (!account || account.account_type === 'DEP') {
    throw new BadRequestError([
      {
        message: 'No account that can take payments has this payment reference for the token’s customer.',
        field: 'body.customerReference',
      },
    ]);
  }
  return { token, account };
}

/** The payment a callback speaks of, once its token and account are known. */
interface PaymentFacts {
  tokenHash: string;
  customerId: string;
  accountId: string;
  pence: number;
}

async function authorise(
  trx: Transaction<Database>,
  event: PaymentCallbackEvent,
  { tokenHash, customerId, accountId, pence }: PaymentFacts,
  now: Date,
): Promise<void> {
  const used = await trx
    .updateTable('payment_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw new ConflictError('The payment token has expired or has already paid.');
  const account = await trx
    .selectFrom('accounts')
    .select('live_balance')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // Not yet in the live balance: the running balance is the balance it will change when posted.
  const { id } = await trx
    .insertInto('transactions')
    .values({
      account_id: accountId,
      transaction_date: ledgerDate(event.occurredAt, now),
      description: CARD_PAYMENT_DESCRIPTION,
      payment_code: 'CR',
      transaction_type: 'PAY',
      amount: penceToPounds(pence),
      running_balance: account.live_balance,
      is_posted: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('card_payments')
    .values({
      provider_reference: event.providerReference,
      token_hash: tokenHash,
      customer_id: customerId,
      account_id: accountId,
      amount: penceToPounds(pence),
      transaction_id: id,
      status: 'authorised',
      authorised_at: now,
    })
    .execute();
}

async function settle(
  trx: Transaction<Database>,
  event: PaymentCallbackEvent,
  { tokenHash, accountId, pence }: PaymentFacts,
  now: Date,
): Promise<void> {
  const payment = await trx
    .selectFrom('card_payments')
    .selectAll()
    .where('provider_reference', '=', event.providerReference)
    .forUpdate()
    .executeTakeFirst();
  if (
    !payment ||
    payment.status !== 'authorised' ||
    payment.token_hash !== tokenHash ||
    payment.account_id !== accountId ||
    paymentAmountPence(payment.amount) !== pence
  ) {
    throw new ConflictError('No authorised payment matches this settlement.');
  }
  const account = await trx
    .selectFrom('accounts')
    .select('live_balance')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const balance = penceToPounds(Math.round(Number(account.live_balance) * 100) - pence);
  await trx.updateTable('accounts').set({ live_balance: balance }).where('id', '=', accountId).execute();
  await trx
    .updateTable('transactions')
    .set({ is_posted: true, running_balance: balance })
    .where('id', '=', payment.transaction_id)
    .execute();
  await trx
    .updateTable('card_payments')
    .set({ status: 'settled', settled_at: now })
    .where('provider_reference', '=', event.providerReference)
    .execute();
}

/**
 * The London date of the payment: when the provider says it happened, or now when that is
 * unreadable or a day the ledger cannot hold (London's date of 0001-01-01T00:00Z is in year 0000,
 * which PostgreSQL has not; the schema already keeps occurredAt in the years 0001 to 9999).
 */
function ledgerDate(occurredAt: string, now: Date): string {
  const at = DateTime.fromISO(occurredAt, { zone: LEDGER_ZONE });
  const usable = at.isValid && at.year >= 1 && at.year <= 9999;
  return (usable ? at : DateTime.fromJSDate(now, { zone: LEDGER_ZONE })).toISODate() as string;
}
