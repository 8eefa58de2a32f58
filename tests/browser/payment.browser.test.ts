import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

/** Settlement follows authorisation after a few seconds, so "pending at once" is seen first. */
const SETTLE_MS = 10_000;
const suite = setUpBrowserSuite({ payments: { sandboxSettleMs: SETTLE_MS } });
const { amara } = PERSONA;

const SSC008 = 'Enter an amount between £1 and £5,000.';
const SUCCESS_CARD = '4444 3333 2222 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const FRAME = 'iframe[name="payment-provider-frame"]';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** An amount as the portal shows it: £1,234.50. */
const pounds = (value: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value);

/** From /viewaccount (Amara's rent account is her only one), Make payment opens /paymentDetails. */
async function openPaymentDetails(page: Page): Promise<void> {
  await page.goto('/viewaccount');
  await expectHeading(page, 'Balance');
  await page
    .getByRole('link', { name: 'Make payment' })
    .or(page.getByRole('button', { name: 'Make payment' }))
    .click();
  await page.waitForURL((url) => url.pathname === '/paymentDetails');
  await expectHeading(page, 'Make a payment');
}

/** The row of the £25.50 card payment on /transactionDetails, once it shows. */
async function cardPaymentRow(page: Page) {
  await page.goto('/transactionDetails');
  await expectHeading(page, 'Transactions');
  const row = page.getByRole('row').filter({ hasText: 'Payment - debit card (online)' }).filter({ hasText: '£25.50' });
  await row.first().waitFor();
  return row;
}

/** Other amount, typed. */
async function typeOtherAmount(page: Page, amount: string): Promise<void> {
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByRole('textbox', { name: 'Amount in pounds' }).fill(amount);
}

/** Pays in the provider's frame with a test card. */
async function payInFrame(frame: FrameLocator, cardNumber: string): Promise<void> {
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry date').fill('12/99');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: /^Pay £/ }).click();
}

/** Amara's card payments and live balance, as the gateway holds them. */
async function amaraLedger() {
  const db = suite.gateway.db;
  const account = await db
    .selectFrom('accounts')
    .select('live_balance')
    .where('id', '=', amara.rentAccountId)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('card_payments as p')
    .innerJoin('transactions as t', 't.id', 'p.transaction_id')
    .select(['p.status', 't.amount', 't.is_posted', 't.description', 't.payment_code', 't.transaction_type'])
    .where('p.account_id', '=', amara.rentAccountId)
    .execute();
  const { n } = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', amara.rentAccountId)
    .executeTakeFirstOrThrow();
  return { liveBalance: Number(account.live_balance), payments, transactions: Number(n) };
}

/**
 * Posts a forged result from the page itself and from another frame of the same origin, then a
 * marker after each: once the marker arrives the forged message has been handled (or ignored).
 */
async function forgeResultMessages(page: Page): Promise<void> {
  const sendWithMarker = () =>
    new Promise<void>((resolve) => {
      const onMarker = (event: MessageEvent) => {
        if (event.data !== 'forgery-marker') return;
        window.top?.removeEventListener('message', onMarker);
        resolve();
      };
      window.top?.addEventListener('message', onMarker);
      window.top?.postMessage({ resultCode: 0, providerReference: 'FORGED' }, '*');
      window.top?.postMessage('forgery-marker', '*');
    });
  await page.evaluate(sendWithMarker);
  await page.evaluate(() => {
    const other = document.createElement('iframe');
    other.name = 'forger';
    other.src = '/payment-sandbox/assets/sandbox.css';
    document.body.append(other);
    return new Promise((resolve) => other.addEventListener('load', resolve));
  });
  const forger = page.frame({ name: 'forger' });
  if (!forger) throw new Error('The forging frame did not load');
  await forger.evaluate(sendWithMarker);
}

describe('card payment (ACC-PAY)', () => {
  it('Amara: the £1 to £5,000 rule, forged messages and a declined card record nothing, then £25.50 is pending at once and posted after settlement', async () => {
    const { page, errors } = await suite.open();
    await signIn(page, amara.email);
    const start = await amaraLedger();
    await openPaymentDetails(page);

    // The account and the outstanding balance to two decimals.
    await page.getByText('Rent Account', { exact: true }).waitFor();
    await page.getByText(amara.paymentReference, { exact: true }).waitFor();
    await page.getByRole('radio', { name: `Outstanding balance: £${start.liveBalance.toFixed(2)}` }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Amount in pounds' }).count()).toBe(0);
    expect(await continueButton(page).isDisabled()).toBe(true);

    // SSC008: outside £1 to £5,000, or a third decimal, keeps Continue disabled; a typed £ is fine.
    for (const refused of ['0.50', '5000.01', '12.345']) {
      await typeOtherAmount(page, refused);
      await page.getByText(SSC008).waitFor();
      expect(await continueButton(page).isDisabled(), refused).toBe(true);
    }
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Amount in pounds' }).getAttribute('placeholder'))
      .toBe('Amounts between £1 - £5000');
    await typeOtherAmount(page, '£10.00');
    await expect.poll(() => page.getByText(SSC008).count()).toBe(0);
    await expectNoAxeViolations(page);
    await continueButton(page).click();

    // The provider's card page in a 1200 px frame, answered only by that frame.
    await page.waitForURL((url) => url.pathname === '/allPayGateway');
    await expectHeading(page, 'Pay by card');
    const frame = page.frameLocator(FRAME);
    await frame.getByRole('heading', { name: 'Pay by card' }).waitFor();
    await frame.getByText('£10.00').first().waitFor();
    expect((await page.locator(FRAME).boundingBox())?.height).toBe(1200);
    expect(await page.locator(FRAME).getAttribute('title')).toBe('Card payment page of our payment provider');
    await forgeResultMessages(page);
    expect(new URL(page.url()).pathname).toBe('/allPayGateway');

    // A card that is not a test card is refused on the card page; the declined card fails.
    await payInFrame(frame, '4929 1234 5678 9012');
    await frame
      .getByRole('alert')
      .getByRole('link', { name: /^This is not a sandbox test card\./ })
      .waitFor();
    await payInFrame(frame, DECLINED_CARD);
    await page.waitForURL((url) => url.pathname === '/allPayGatewayConformation');
    await expectHeading(page, 'Payment not taken');
    await page.getByRole('alert').getByText('Your payment was not taken. Please try again.').waitFor();
    expect(await amaraLedger()).toEqual(start);

    // Again with £25.50 and the success card.
    await page.getByRole('link', { name: 'Back to your account' }).waitFor();
    await openPaymentDetails(page);
    await typeOtherAmount(page, '£25.50');
    await continueButton(page).click();
    await page.waitForURL((url) => url.pathname === '/allPayGateway');
    await page.frameLocator(FRAME).getByText('£25.50').first().waitFor();
    await payInFrame(page.frameLocator(FRAME), SUCCESS_CARD);
    await page.waitForURL((url) => url.pathname === '/allPayGatewayConformation');
    await expectHeading(page, 'Payment successful');
    await page.getByText('Thank you. Your payment was successful.').waitFor();
    await page.getByText(/shows as pending on your account until it is confirmed/).waitFor();
    await expectNoAxeViolations(page);

    // Pending at once: an unposted credit, the live balance as it was.
    const pending = await amaraLedger();
    expect(pending.transactions).toBe(start.transactions + 1);
    expect(pending.liveBalance).toBe(start.liveBalance);
    expect(pending.payments).toEqual([
      {
        status: 'authorised',
        amount: '25.50',
        is_posted: false,
        description: 'Payment - debit card (online)',
        payment_code: 'CR',
        transaction_type: 'PAY',
      },
    ]);

    // The resident sees it pending on the account's transactions, the balance not yet changed.
    expect(await (await cardPaymentRow(page)).first().textContent()).toContain('Pending');
    await page.goto('/viewaccount');
    await page
      .getByText(`(${pounds(start.liveBalance)})`)
      .first()
      .waitFor();

    // Posted when the provider settles it, and the balance £25.50 lower.
    await vi.waitFor(async () => expect((await amaraLedger()).payments[0]?.is_posted).toBe(true), {
      timeout: SETTLE_MS + 15_000,
      interval: 250,
    });
    const posted = await amaraLedger();
    expect(posted.liveBalance).toBeCloseTo(start.liveBalance - 25.5, 2);
    expect(posted.transactions).toBe(start.transactions + 1);
    expect(await (await cardPaymentRow(page)).first().textContent()).toContain('Posted');
    await page.goto('/viewaccount');
    await page
      .getByText(`(${pounds(start.liveBalance - 25.5)})`)
      .first()
      .waitFor();
    // The sign-in pages declare no icon, so the browser asks for /favicon.ico; nothing else may fail
    // (a Content-Security-Policy refusal of the frame or the form post would show here).
    expect(errors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it('Amara: when the payment token cannot be had, the payment failure message shows and no frame opens', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openPaymentDetails(page);
    await typeOtherAmount(page, '5');
    await page.route('**/api/customers/*/payment-tokens', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, title: 'Server Error', errors: [{ message: 'Down' }] }),
      }),
    );
    await continueButton(page).click();
    await page
      .getByRole('alert')
      .getByText(/Sorry, payments are not available at the moment/)
      .waitFor();
    expect(await page.locator(FRAME).count()).toBe(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentDetails');
  });
});
