import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { PaymentGatewayToken } from '../../schemas/generated/types';
import { gatewayOn, startTestGateway } from './gateway-harness';
import {
  ledgerOf,
  PAYMENT_TEST_START,
  paymentToken,
  startPaymentGateway,
  TEST_CALLBACK_SECRET,
  type PaymentTestGateway,
} from './payment-fixtures';

const { amara } = PERSONA;
const PORTAL_ORIGIN = 'http://localhost:8080';
const SUCCESS_CARD = '4444 3333 2222 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

/** The portal's hidden form, as the browser posts it into the frame. */
function paymentForm(token: PaymentGatewayToken, amount = '25.50'): string {
  return new URLSearchParams({
    token: token['bearer-token'],
    customerReference: amara.paymentReference,
    amount,
    clientCode: token['client-code'],
    paymentReason: 'Rent',
  }).toString();
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the payment-provider sandbox (/payment-sandbox)', () => {
  let gateway: PaymentTestGateway;

  /** Opens the card page for a payment; answers the page and the path its card form posts to. */
  async function openCardPage(amount = '25.50') {
    const token = await paymentToken(gateway, 'amara');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/payment-sandbox/pay',
      headers: FORM,
      payload: paymentForm(token, amount),
    });
    const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1];
    return { response, action: action ?? '', token };
  }

  const payByCard = (action: string, cardNumber: string, expiryDate = '12/30', securityCode = '123') =>
    gateway.app.inject({
      method: 'POST',
      url: action,
      headers: FORM,
      payload: new URLSearchParams({ cardNumber, expiryDate, securityCode }).toString(),
    });

  const resultOf = (body: string) => ({
    code: /data-result-code="(\d+)"/.exec(body)?.[1],
    reference: /data-provider-reference="([^"]+)"/.exec(body)?.[1],
    origin: /data-target-origin="([^"]+)"/.exec(body)?.[1],
  });

  beforeAll(async () => {
    gateway = await startPaymentGateway();
  });
  afterAll(async () => {
    await gateway?.app.close();
    await gateway?.database.close();
  });

  // The sandbox's direct-debit page, before the card tests (the last of which restarts the app).
  const postMandate = (fields: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url: '/payment-sandbox/direct-debit',
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });

  it("direct debit: opens with the rent account's payment reference filled in", async () => {
    const response = await gateway.app.inject({
      url: `/payment-sandbox/direct-debit?reference=${amara.paymentReference}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Set up a Direct Debit</h1>');
    expect(response.body).toMatch(new RegExp(`id="paymentReference"[^>]*value="${amara.paymentReference}"`));
    expect(response.body).toContain('<label for="sortCode">Sort code</label>');
  });

  it('direct debit: names every problem of an instruction and records nothing', async () => {
    const response = await postMandate({
      paymentReference: amara.paymentReference,
      sortCode: '20-00',
      accountNumber: '123',
    });
    expect(response.body).toContain('There is a problem');
    for (const message of [
      'Enter the name on the account.',
      'Enter a sort code of 6 digits, for example 20-00-00.',
      'Enter an account number of 8 digits.',
      'Enter a day of the month from 1 to 28 for the collection.',
      'Confirm that you are the account holder',
    ]) {
      expect(response.body).toContain(message);
    }
    expect(await gateway.db.selectFrom('payment_sandbox_mandates').selectAll().execute()).toEqual([]);
  });

  it('direct debit: records a complete instruction with only the last four digits of the account number', async () => {
    const response = await postMandate({
      paymentReference: amara.paymentReference,
      accountHolder: 'Amara Okafor',
      sortCode: '20 00 00',
      accountNumber: '5566-7788',
      collectionDay: '12',
      confirm: 'yes',
    });
    expect(response.body).toContain('<h1>Direct Debit set up</h1>');
    const reference = /DDI-[0-9A-F]{10}/.exec(response.body)?.[0];
    const mandates = await gateway.db.selectFrom('payment_sandbox_mandates').selectAll().execute();
    expect(mandates).toEqual([
      expect.objectContaining({
        mandate_reference: reference,
        payment_reference: amara.paymentReference,
        sort_code: '200000',
        account_number_last_four: '7788',
        collection_day: 12,
      }),
    ]);
    expect(JSON.stringify(mandates)).not.toContain('55667788');
  });

  it('answers an accessible card page the portal may frame, with no inline code', async () => {
    const { response, action } = await openCardPage();
    expect(response.statusCode).toBe(200);
    expect(action).toMatch(/^\/payment-sandbox\/pay\/SBX-[\w-]+\/card$/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors 'self' ${PORTAL_ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).not.toMatch(/<script>|<style>|\sstyle="|\son[a-z]+="/);
    expect(response.body).toContain('<html lang="en-GB">');
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiryDate', 'Expiry date'],
      ['securityCode', 'Security code'],
    ]) {
      expect(response.body).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(response.body).toContain('£25.50');
    const js = await gateway.app.inject({ url: '/payment-sandbox/assets/sandbox.js' });
    const css = await gateway.app.inject({ url: '/payment-sandbox/assets/sandbox.css' });
    expect([js.statusCode, css.statusCode]).toEqual([200, 200]);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.body).toContain('window.parent.postMessage');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('refuses a form that is not a valid payment (bad amount, unknown client code)', async () => {
    const token = await paymentToken(gateway, 'amara');
    for (const payload of [
      paymentForm(token, '5000.01'),
      paymentForm(token, '12.345'),
      paymentForm({ ...token, 'client-code': 'SOMEONE-ELSE' }),
    ]) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/payment-sandbox/pay',
        headers: FORM,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('We cannot take this payment');
    }
  });

  it('says so when the card is not a test card, or is missing details, and records nothing', async () => {
    const before = await ledgerOf(gateway, amara.rentAccountId);
    const { action } = await openCardPage();
    const real = await payByCard(action, '4929 1234 5678 9012');
    expect(real.statusCode).toBe(200);
    expect(real.body).toContain('There is a problem');
    expect(real.body).toContain('This is not a sandbox test card.');
    expect(real.body).toContain('aria-invalid="true"');
    const incomplete = await payByCard(action, '', '13/30', '12');
    expect(incomplete.body).toContain('Enter the card number.');
    expect(incomplete.body).toContain('Enter the expiry date as MM/YY');
    expect(incomplete.body).toContain('Enter the 3 or 4 digit security code');
    const expired = await payByCard(action, SUCCESS_CARD, '01/26');
    expect(expired.body).toContain('This card has expired.');
    expect(await ledgerOf(gateway, amara.rentAccountId)).toEqual(before);
    expect(await gateway.db.selectFrom('payment_sandbox_events').selectAll().execute()).toEqual([]);
  });

  it('declines the declined test card: result code 1 to the portal, a payment.declined callback, nothing in the ledger', async () => {
    const before = await ledgerOf(gateway, amara.rentAccountId);
    const { action } = await openCardPage();
    const response = await payByCard(action, DECLINED_CARD);
    expect(response.statusCode).toBe(200);
    const result = resultOf(response.body);
    expect(result).toMatchObject({ code: '1', origin: PORTAL_ORIGIN });
    expect(response.body).toContain('Your card was declined.');
    const events = await gateway.db
      .selectFrom('payment_sandbox_events')
      .select(['event', 'last_status', 'finished_at'])
      .where('provider_reference', '=', result.reference ?? '')
      .execute();
    expect(events).toEqual([{ event: 'payment.declined', last_status: 200, finished_at: expect.any(Date) as Date }]);
    const seen = await gateway.db.selectFrom('payment_events').select('event').execute();
    expect(seen).toEqual([{ event: 'payment.declined' }]);
    expect(await ledgerOf(gateway, amara.rentAccountId)).toEqual(before);
    // The payment is finished: the card page cannot be paid again.
    expect((await payByCard(action, SUCCESS_CARD)).statusCode).toBe(404);
  });

  it('answers result code 2 and records nothing when the gateway refuses the callback (a token of no use)', async () => {
    const before = await ledgerOf(gateway, amara.rentAccountId);
    const token = await paymentToken(gateway, 'amara');
    const card = await gateway.app.inject({
      method: 'POST',
      url: '/payment-sandbox/pay',
      headers: FORM,
      payload: paymentForm({ ...token, 'bearer-token': 'pgt_forged' }),
    });
    const action = /<form method="post" action="([^"]+)"/.exec(card.body)?.[1] ?? '';
    const response = await payByCard(action, SUCCESS_CARD);
    expect(resultOf(response.body).code).toBe('2');
    expect(await ledgerOf(gateway, amara.rentAccountId)).toEqual(before);
    const owed = await gateway.db
      .selectFrom('payment_sandbox_events')
      .select('event')
      .where('finished_at', 'is', null)
      .execute();
    expect(owed).toEqual([]);
  });

  // Last of the block: it stops the gateway and starts another on the same database.
  it('authorises the success test card: result code 0, a signed callback puts it in the ledger unposted at once, and the settlement still comes after a restart', async () => {
    const before = await ledgerOf(gateway, amara.rentAccountId);
    const { action } = await openCardPage('25.50');
    const response = await payByCard(action, SUCCESS_CARD);
    const result = resultOf(response.body);
    expect(result.code).toBe('0');
    const pending = await ledgerOf(gateway, amara.rentAccountId);
    expect(pending.liveBalance).toBe(before.liveBalance);
    expect(pending.payments).toEqual([
      expect.objectContaining({
        provider_reference: result.reference,
        status: 'authorised',
        is_posted: false,
        amount: '25.50',
      }),
    ]);
    // A second submit of the same page pays nothing more.
    expect((await payByCard(action, SUCCESS_CARD)).statusCode).toBe(404);

    // The settlement is due in an hour. The gateway stops before then and starts again later.
    const owed = await gateway.db
      .selectFrom('payment_sandbox_events')
      .select(['event', 'due_at', 'finished_at'])
      .where('provider_reference', '=', result.reference ?? '')
      .orderBy('due_at')
      .execute();
    expect(owed.map((e) => [e.event, e.finished_at === null])).toEqual([
      ['payment.authorised', false],
      ['payment.settled', true],
    ]);
    expect(owed[1]?.due_at).toEqual(new Date(PAYMENT_TEST_START.getTime() + 60 * 60_000));
    await gateway.app.close();
    expect((await ledgerOf(gateway, amara.rentAccountId)).payments[0]?.status).toBe('authorised');
    gateway.clock.advance(60 * 60_000 + 1000);
    const restarted = await gatewayOn(gateway.database, {
      payments: { clock: gateway.clock, callbackSecret: TEST_CALLBACK_SECRET, sandboxSettleMs: 60 * 60_000 },
    });
    try {
      await vi.waitFor(
        async () => expect((await ledgerOf(gateway, amara.rentAccountId)).payments[0]?.status).toBe('settled'),
        { timeout: 20_000, interval: 50 },
      );
      const settled = await ledgerOf(gateway, amara.rentAccountId);
      const expected = ((Math.round(Number(before.liveBalance) * 100) - 2550) / 100).toFixed(2);
      expect(settled.liveBalance).toBe(expected);
      expect(settled.payments[0]).toMatchObject({ is_posted: true, running_balance: expected });
      const sandboxPayment = await gateway.db
        .selectFrom('payment_sandbox_payments')
        .select(['status', 'card_last_four'])
        .where('provider_reference', '=', result.reference ?? '')
        .executeTakeFirstOrThrow();
      expect(sandboxPayment).toEqual({ status: 'settled', card_last_four: '1111' });
    } finally {
      await restarted.close();
    }
  });
});

describe("the portal's Content-Security-Policy and the payment provider's origin", () => {
  it('allows frames and form posts to the configured provider only, and can turn the sandbox off', async () => {
    const gateway = await startTestGateway({
      portalConfig: {
        payments: { pageUrl: 'https://pay.example.com/card/start', directDebitUrl: 'https://dd.example.com/' },
      },
      payments: { sandbox: false },
    });
    try {
      const page = await gateway.app.inject({ url: '/portal-config.json' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/(^|;)frame-src 'self' https:\/\/pay\.example\.com(;|$)/);
      expect(csp).toMatch(/(^|;)form-action 'self' https:\/\/pay\.example\.com(;|$)/);
      expect(csp).not.toContain('dd.example.com');
      expect(csp).not.toMatch(/frame-src[^;]*\*/);
      const sandbox = await gateway.app.inject({
        method: 'POST',
        url: '/payment-sandbox/pay',
        headers: FORM,
        payload: '',
      });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await gateway.close();
    }
  });
});
