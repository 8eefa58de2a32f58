import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatewaySessions } from '../../gateway/server/identity/gateway-sessions';
import { loadIdentityKeys } from '../../gateway/server/identity/stored-keys';
import { NO_CUSTOMER_LOGIN } from '../../gateway/server/seed/personas';
import type { PortalPage } from '../support/browser';
import { setUpBrowserSuite } from '../support/browser-suite';
import { newRegistrationCode, registrationCodes } from '../support/registration-code';
import { DEMO_PASSWORD, expectHeading, signIn, signInThroughProvider } from './portal-steps';

const suite = setUpBrowserSuite();

const ERIN_CUSTOMER_ID = 'CUS-100005';
const AMARA_CUSTOMER_ID = 'CUS-100001';

/** An access token's expiry in the past whatever the date the tests run on (seconds since 1970). */
const EXPIRED_AT = Date.parse('2026-01-01T00:00:00Z') / 1000;
let portal: PortalPage;

const pathname = (url: string) => new URL(url).pathname;

describe('signing in through the identity provider', () => {
  it('Amara signs in, stays signed in across a reload, logs out, and is then kept out', async () => {
    portal = await suite.open();
    const { page } = portal;
    // Through the start page and the provider's login form, as a resident does (the other
    // tests sign in over HTTP, tests/support/portal-sign-in.ts).
    await signInThroughProvider(page, 'amara@example.org');
    await expectHeading(page, 'Welcome, Amara');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Balance' }).waitFor();

    await page.reload();
    await expectHeading(page, 'Welcome, Amara');
    expect(await page.getByRole('region', { name: 'Your details' }).textContent()).toContain('amara@example.org');
    // Every card in first: a call still on its way at Log out is answered 401, which the browser
    // logs as a failed load (the check of the console below is about signing in and out).
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    await page.waitForLoadState('networkidle');

    await nav.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();

    await page.goto('/customer360View');
    await page.waitForURL((url) => url.pathname === '/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    // The provider's pages declare no icon, so the browser asks for /favicon.ico; nothing else may fail.
    expect(portal.errors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it('Erin registers with the code e-mailed to her, sees the success message, then signs in with her new login', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectHeading(page, 'Create an account');
    await page.getByLabel('Email address').fill('erin@example.org');
    await page.getByLabel('Create a password').fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm your password').fill(DEMO_PASSWORD);
    await page.getByLabel('Payment reference').fill('6001000066');
    await page.getByLabel('Day').fill('14');
    await page.getByLabel('Month').fill('3');
    await page.getByLabel('Year').fill('1992');
    const before = await registrationCodes(suite.gateway.db, ERIN_CUSTOMER_ID);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The code goes to the e-mail address on Erin's record (the outbox), never to the page.
    await expectHeading(page, 'Check your e-mail');
    const code = await newRegistrationCode(suite.gateway.db, ERIN_CUSTOMER_ID, before);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('You have registered. You can now use your resident portal.').waitFor();
    await expectHeading(page, 'Welcome, Erin');
    expect(pathname(page.url())).toBe('/customer360View');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/startpage');
    await signInThroughProvider(page, 'erin@example.org');
    await expectHeading(page, 'Welcome, Erin');
  });

  it('"Forgot your password?" lands on the error page', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log in to your account');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/genericerror');
    await expectHeading(page, 'Whoops');
    await page.getByRole('link', { name: 'Go to the start page' }).waitFor();
  });

  it('nobody@example.org, a login with no customer record, signs in and lands on the generic error page with IDEM_Error', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log in to your account');
    await page.getByLabel('Email address').fill(NO_CUSTOMER_LOGIN.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/genericerror');
    await expectHeading(page, 'Whoops');
    await page.getByText('We could not find a self-service account for you.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Go to the start page' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
  });

  it('Cancel at the identity provider (access_denied without the password-reset code) lands on the start page, not the error page', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log in to your account');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    expect(await page.getByRole('heading', { name: 'Whoops' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
  });
});

describe('a token the gateway refuses', () => {
  const replaceSavedToken = (page: Page, token: string) =>
    page.evaluate((accessToken) => {
      const root = JSON.parse(localStorage.getItem('root') ?? '{}');
      root.session.accessToken = accessToken;
      localStorage.setItem('root', JSON.stringify(root));
    }, token);

  const expectSignedOutWithStateCleared = async (page: Page) => {
    // A dashboard card still loading may send the refused token first, and the portal then leaves
    // for /startpage itself, aborting the reload: the outcome checked below is the same.
    await page.reload().catch((error: unknown) => {
      if (!String(error).includes('net::ERR_ABORTED')) throw error;
    });
    await page.waitForURL((url) => url.pathname === '/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
  };

  it('lands on /startpage with the saved state cleared when the token is forged', async () => {
    portal = await suite.open();
    const { page } = portal;
    await signIn(page, 'amara@example.org');
    await expectHeading(page, 'Welcome, Amara');
    await replaceSavedToken(page, 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJDMSJ9.forged');
    await expectSignedOutWithStateCleared(page);
  });

  it('lands on /startpage with the saved state cleared when the token has expired', async () => {
    portal = await suite.open();
    const { page } = portal;
    await signIn(page, 'amara@example.org');
    await expectHeading(page, 'Welcome, Amara');
    // A genuine token of Amara's live session, signed with the gateway's own key, that expired at a
    // fixed moment in the past (no reading of the test's clock).
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').session);
    const db = suite.gateway.app.db;
    const login = await db
      .selectFrom('resident_logins')
      .select('id')
      .where('customer_id', '=', saved.customerId)
      .executeTakeFirstOrThrow();
    const keys = await loadIdentityKeys(db);
    const caller = { sessionId: saved.sessionId, customerId: saved.customerId, loginId: login.id };
    const expired = await gatewaySessions(db, keys.accessTokenKey).sign(caller, EXPIRED_AT);
    await replaceSavedToken(page, expired);
    await expectSignedOutWithStateCleared(page);
  });
});

describe('the idle rule with a controlled clock', () => {
  it('opens the warning at 25:00 and logs out at 30:00 with the security notice', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.clock.install();
    await signIn(page, 'amara@example.org');
    await expectHeading(page, 'Welcome, Amara');

    // The jump fires the token refresh that is due at 9:00; let the gateway answer it before the
    // next jump, or that jump would also fire the request's 5-second timeout.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    // A key press starts the idle period just before the jumps (the installed clock runs in real
    // time: a second spent since the page loaded would show the countdown at 4:59, not 5:00).
    await page.keyboard.press('Shift');
    await page.clock.fastForward('24:50');
    expect((await refreshed).status()).toBe(200);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.clock.fastForward('00:10');
    const dialog = page.getByRole('alertdialog', { name: 'You are about to be logged out' });
    await dialog.waitFor();
    expect(await dialog.getByRole('timer').textContent()).toBe('5:00');

    await page.clock.fastForward('05:00');
    await page.waitForURL((url) => url.pathname === '/startpage');
    await page.getByText('For your security, we logged you out').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
  });
});

describe('a password change in one browser', () => {
  it("ends Amara's session in her other browser at its next call, which lands on the start page", async () => {
    const phone = await suite.open();
    const laptop = await suite.open();
    await signIn(phone.page, 'amara@example.org');
    await expectHeading(phone.page, 'Welcome, Amara');
    await signIn(laptop.page, 'amara@example.org');
    await expectHeading(laptop.page, 'Welcome, Amara');
    const db = suite.gateway.app.db;
    const login = await db
      .selectFrom('resident_logins')
      .select(['id', 'password_hash'])
      .where('customer_id', '=', AMARA_CUSTOMER_ID)
      .executeTakeFirstOrThrow();
    try {
      await laptop.page.goto('/manageprofile');
      await laptop.page.getByRole('button', { name: 'Change password' }).click();
      await expectHeading(laptop.page, 'Change your password');
      await laptop.page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
      await laptop.page.getByLabel('New password', { exact: true }).fill('Amara-new-password-7');
      await laptop.page.getByLabel('Confirm your new password').fill('Amara-new-password-7');
      await laptop.page.getByRole('button', { name: 'Change password' }).click();
      await laptop.page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
      await expectHeading(laptop.page, 'Welcome, Amara');

      // The phone's next call is refused: the portal forgets its state and shows the start page.
      await phone.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balance' }).click();
      await phone.page.waitForURL((url) => url.pathname === '/startpage');
      await expectHeading(phone.page, 'Welcome to your resident portal');
      expect(await phone.page.evaluate(() => localStorage.getItem('root'))).toBeNull();
      // Logging in again there asks for the password: the provider's session on the phone ended too.
      await phone.page.getByRole('link', { name: 'Log in' }).click();
      await expectHeading(phone.page, 'Log in to your account');
    } finally {
      await db
        .updateTable('resident_logins')
        .set({ password_hash: login.password_hash })
        .where('id', '=', login.id)
        .execute();
    }
  });
});
