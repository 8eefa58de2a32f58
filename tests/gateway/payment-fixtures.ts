import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { signatureHeader } from '../../gateway/server/payments/callback-signature';
import type { PaymentCallbackEvent } from '../../gateway/server/payments/payment-callback';
import type { Clock } from '../../gateway/server/common/clock';
import { manualClock } from '../../gateway/server/common/clock';
import { PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import type { PaymentGatewayToken } from '../../schemas/generated/types';
import { json, startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/** The callback secret the payment tests' gateways share with their signer. */
export const TEST_CALLBACK_SECRET = 'payment-test-callback-secret';

/** A fixed instant for the payment tests' clock (no real clock is read). */
export const PAYMENT_TEST_START = new Date('2026-03-02T10:00:00Z');

export type PaymentTestGateway = TestGateway & { clock: ReturnType<typeof manualClock> };

/** A gateway with a manual clock and a known callback secret; the sandbox settles after an hour. */
export async function startPaymentGateway(): Promise<PaymentTestGateway> {
  const clock = manualClock(PAYMENT_TEST_START);
  const gateway = await startTestGateway({
    payments: { clock, callbackSecret: TEST_CALLBACK_SECRET, sandboxSettleMs: 60 * 60_000 },
  });
  return { ...gateway, clock };
}

/** A payment token for a resident, as the portal asks for it. */
export async function paymentToken(gateway: TestGateway, persona: PersonaName): Promise<PaymentGatewayToken> {
  const response = await gateway.api({
    method: 'POST',
    url: `/api/customers/${PERSONA[persona].customerId}/payment-tokens`,
    as: persona,
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`No payment token: ${response.statusCode} ${response.body}`);
  return json<PaymentGatewayToken>(response);
}

/** A callback event with a fresh event id (override any field). */
export function callbackEvent(token: string, changes: Partial<PaymentCallbackEvent> = {}): PaymentCallbackEvent {
  return {
    eventId: `evt_${randomUUID()}`,
    event: 'payment.authorised',
    token,
    customerReference: PERSONA.amara.paymentReference,
    amount: '25.50',
    providerReference: `TEST-${randomUUID()}`,
    occurredAt: PAYMENT_TEST_START.toISOString(),
    ...changes,
  };
}

export interface SendOptions {
  /** The Payment-Signature header as sent: default a valid one; null leaves the header out. */
  signature?: string | null;
  secret?: string;
  /** When the callback claims to be signed; default the gateway clock's now. */
  signedAt?: Date;
  /**
   * Where it comes from. By default each callback comes from an address of its own, so that the
   * wrong signatures one test sends on purpose are not counted against the next (the secret
   * throttle counts them per address, SECURITY.md).
   */
  remoteAddress?: string;
}

let nextSender = 0;

/** Sends a provider callback to POST /api/payments/callback, signed like the provider does. */
export function sendCallback(
  gateway: TestGateway,
  clock: Clock,
  event: PaymentCallbackEvent | string,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signatureHeader(options.secret ?? TEST_CALLBACK_SECRET, options.signedAt ?? clock.now(), body)
      : options.signature;
  nextSender += 1;
  return gateway.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    remoteAddress: options.remoteAddress ?? `192.0.2.${nextSender % 250}`,
    headers: {
      'content-type': 'application/json',
      'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY,
      ...(signature === null ? {} : { 'payment-signature': signature }),
    },
    payload: body,
  });
}

/** What the payments left in the database for an account: its card transactions and live balance. */
export async function ledgerOf(gateway: TestGateway, accountId: string) {
  const account = await gateway.db
    .selectFrom('accounts')
    .select('live_balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const payments = await gateway.db
    .selectFrom('card_payments as p')
    .innerJoin('transactions as t', 't.id', 'p.transaction_id')
    .select(['p.provider_reference', 'p.status', 't.amount', 't.is_posted', 't.running_balance', 't.payment_code'])
    .select(['t.transaction_type', 't.description'])
    .where('p.account_id', '=', accountId)
    .orderBy('p.authorised_at')
    .execute();
  const transactions = await gateway.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { liveBalance: account.live_balance, payments, transactionCount: Number(transactions.n) };
}
