import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../gateway/server/payments/callback-signature';
import type { PaymentCallbackEvent } from '../../gateway/server/payments/payment-callback';
import { hashPaymentToken } from '../../gateway/server/payments/payment-tokens';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { ErrorBody } from '../../schemas/generated/types';
import { json } from './gateway-harness';
import {
  callbackEvent,
  ledgerOf,
  PAYMENT_TEST_START,
  paymentToken,
  sendCallback,
  startPaymentGateway,
  TEST_CALLBACK_SECRET,
  type PaymentTestGateway,
  type SendOptions,
} from './payment-fixtures';

const { amara, ben } = PERSONA;

describe('card payments: the token and the signed callback (gateway/server/README.md, payments)', () => {
  let gateway: PaymentTestGateway;
  const send = (event: PaymentCallbackEvent | string, options?: SendOptions) =>
    sendCallback(gateway, gateway.clock, event, options);
  const amaraLedger = () => ledgerOf(gateway, amara.rentAccountId);
  const message = (response: { body: string }) => json<ErrorBody>(response).errors[0]?.message;

  beforeAll(async () => {
    gateway = await startPaymentGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('gives Amara a one-time token and the client code, keeping only its hash, bound to her for 15 minutes', async () => {
    const token = await paymentToken(gateway, 'amara');
    expect(token['client-code']).toBe('RESPORTAL01');
    expect(token['bearer-token']).toMatch(/^pgt_[A-Za-z0-9_-]{43}$/);
    const stored = await gateway.db
      .selectFrom('payment_tokens')
      .selectAll()
      .where('token_hash', '=', hashPaymentToken(token['bearer-token']))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ customer_id: amara.customerId, used_at: null });
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(15 * 60_000);
    const plain = await gateway.db
      .selectFrom('payment_tokens')
      .select('token_hash')
      .where('token_hash', '=', token['bearer-token'])
      .execute();
    expect(plain).toEqual([]);
  });

  it("refuses a token for another customer's id (403) and without a sign-in (401)", async () => {
    const foreign = await gateway.api({
      method: 'POST',
      url: `/api/customers/${amara.customerId}/payment-tokens`,
      as: 'ben',
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await gateway.api({
      method: 'POST',
      url: `/api/customers/${amara.customerId}/payment-tokens`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a callback with a missing, malformed or wrong signature and records nothing', async () => {
    const before = await amaraLedger();
    const token = await paymentToken(gateway, 'amara');
    const event = callbackEvent(token['bearer-token']);
    const refusals = [
      await send(event, { signature: null }),
      await send(event, { signature: 'v1=abc' }),
      await send(event, { secret: 'not-the-shared-secret' }),
      await send(event, { signature: `t=${Math.floor(gateway.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}` }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(message(refusals[2]!)).toBe('The callback signature does not match its body.');
    // A body changed after signing no longer matches its signature.
    const signedFor = JSON.stringify(event);
    const tampered = await send(JSON.stringify({ ...event, amount: '2550.00' }), {
      signature: signatureHeader(TEST_CALLBACK_SECRET, gateway.clock.now(), signedFor),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await amaraLedger()).toEqual(before);
    expect(await gateway.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
  });

  it('refuses a callback signed more than 5 minutes before or after now as stale', async () => {
    const before = await amaraLedger();
    const token = await paymentToken(gateway, 'amara');
    const event = callbackEvent(token['bearer-token']);
    const now = gateway.clock.now().getTime();
    const old = await send(event, { signedAt: new Date(now - 5 * 60_000 - 1000) });
    const ahead = await send(event, { signedAt: new Date(now + 5 * 60_000 + 1000) });
    expect([old.statusCode, ahead.statusCode]).toEqual([401, 401]);
    expect(message(old)).toMatch(/stale/);
    expect(await amaraLedger()).toEqual(before);
    // Within the tolerance the same event is taken.
    expect((await send(event, { signedAt: new Date(now - 4 * 60_000) })).statusCode).toBe(200);
  });

  it('records an authorised payment at once as an unposted credit, leaving the live balance as it was', async () => {
    const before = await amaraLedger();
    const token = await paymentToken(gateway, 'amara');
    const event = callbackEvent(token['bearer-token'], { amount: '25.50' });
    const response = await send(event);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ outcome: 'recorded' });
    const after = await amaraLedger();
    expect(after.liveBalance).toBe(before.liveBalance);
    expect(after.transactionCount).toBe(before.transactionCount + 1);
    expect(after.payments.at(-1)).toEqual({
      provider_reference: event.providerReference,
      status: 'authorised',
      amount: '25.50',
      is_posted: false,
      running_balance: before.liveBalance,
      payment_code: 'CR',
      transaction_type: 'PAY',
      description: 'Payment - debit card (online)',
    });
    const used = await gateway.db
      .selectFrom('payment_tokens')
      .select('used_at')
      .where('token_hash', '=', hashPaymentToken(token['bearer-token']))
      .executeTakeFirstOrThrow();
    expect(used.used_at).toEqual(gateway.clock.now());

    // The same event again (a replay) changes nothing; a second payment with the token is refused.
    expect(json(await send(event))).toEqual({ outcome: 'duplicate' });
    const again = await send(callbackEvent(token['bearer-token']));
    expect(again.statusCode).toBe(409);
    expect(await amaraLedger()).toEqual(after);

    // Settlement posts it and lowers the live balance by the amount, with its running balance.
    const settled = callbackEvent(token['bearer-token'], {
      event: 'payment.settled',
      amount: '25.50',
      providerReference: event.providerReference,
    });
    expect(json(await send(settled))).toEqual({ outcome: 'recorded' });
    const posted = await amaraLedger();
    const expected = (Math.round(Number(before.liveBalance) * 100) - 2550) / 100;
    expect(Number(posted.liveBalance)).toBe(expected);
    expect(posted.payments.at(-1)).toMatchObject({
      status: 'settled',
      is_posted: true,
      running_balance: expected.toFixed(2),
    });
    // A replayed settlement does not take the amount off twice.
    expect(json(await send(settled))).toEqual({ outcome: 'duplicate' });
    expect(json(await send({ ...settled, eventId: 'evt_other' }))).toEqual(expect.objectContaining({ status: 409 }));
    expect(await amaraLedger()).toEqual(posted);
  });

  it("refuses another customer's token, an unknown or deposit payment reference, and records nothing", async () => {
    const amaraBefore = await amaraLedger();
    const bensToken = (await paymentToken(gateway, 'ben'))['bearer-token'];
    const amaraToken = (await paymentToken(gateway, 'amara'))['bearer-token'];
    const refused = [
      // Ben's token used for Amara's account.
      await send(callbackEvent(bensToken, { customerReference: amara.paymentReference })),
      // Amara's token for Ben's account.
      await send(callbackEvent(amaraToken, { customerReference: ben.paymentReference })),
      await send(callbackEvent(amaraToken, { customerReference: '9999999999' })),
      await send(callbackEvent('pgt_unknown', { customerReference: amara.paymentReference })),
      // A deposit account cannot be paid (ACC-PAY-03).
      await send(callbackEvent(bensToken, { customerReference: ben.depositPaymentReference })),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(await amaraLedger()).toEqual(amaraBefore);
    const bens = await gateway.db
      .selectFrom('card_payments')
      .where('customer_id', '=', ben.customerId)
      .selectAll()
      .execute();
    expect(bens).toEqual([]);
    // Ben's token pays Ben's own rent account.
    expect((await send(callbackEvent(bensToken, { customerReference: ben.paymentReference }))).statusCode).toBe(200);
  });

  it('refuses an expired token, an amount outside £1 to £5,000 and a settlement nothing was authorised for', async () => {
    const before = await amaraLedger();
    const token = (await paymentToken(gateway, 'amara'))['bearer-token'];
    for (const amount of ['0.99', '5000.01', '25.5', '12.345', '-5.00']) {
      expect((await send(callbackEvent(token, { amount }))).statusCode, amount).toBe(400);
    }
    const orphan = await send(callbackEvent(token, { event: 'payment.settled' }));
    expect(orphan.statusCode).toBe(409);
    gateway.clock.advance(15 * 60_000 + 1000);
    const expired = await send(callbackEvent(token));
    expect(expired.statusCode).toBe(409);
    expect(message(expired)).toMatch(/expired/);
    expect(await amaraLedger()).toEqual(before);
    gateway.clock.set(PAYMENT_TEST_START);
  });

  it('records nothing for a declined payment but its event id', async () => {
    const before = await amaraLedger();
    const token = (await paymentToken(gateway, 'amara'))['bearer-token'];
    const declined = callbackEvent(token, { event: 'payment.declined' });
    expect(json(await send(declined))).toEqual({ outcome: 'ignored' });
    expect(await amaraLedger()).toEqual(before);
    // The token was not used up: the resident may try another card.
    expect((await send(callbackEvent(token))).statusCode).toBe(200);
  });

  it('counts wrong signatures per address: past five the sender is told to wait, and a valid callback still records', async () => {
    const provider = '198.51.100.77';
    const forged = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(callbackEvent(`pgt_forged_${i}`), { signature: `t=1,v1=${'0'.repeat(64)}`, remoteAddress: provider }),
      ),
    );
    const statuses = forged.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // Thirty seconds from the fifth wrong one, in whole seconds rounded up: 30, or 31 for a request
    // that read the clock just before the fifth was counted.
    expect(forged.find((r) => r.statusCode === 429)?.headers['retry-after']).toMatch(/^3[01]$/);
    const token = await paymentToken(gateway, 'ben');
    // A declined payment: it records nothing but its event id, so the other tests' ledgers stay as they were.
    const declined = callbackEvent(token['bearer-token'], {
      customerReference: ben.paymentReference,
      event: 'payment.declined',
    });
    const valid = await send(declined, { remoteAddress: provider });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(json<{ outcome: string }>(valid).outcome).toBe('ignored');
  });
});
