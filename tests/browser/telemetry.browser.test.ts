import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { authorizationRequest } from '../support/oidc-browser';
import { DEMO_PASSWORD, expectHeading, signIn, signInThroughProvider } from './portal-steps';
import { chloeReportsCommunalDoor } from './repair-steps';

const suite = setUpBrowserSuite();
const { ben, chloe, dev } = PERSONA;

/** Waits for the gateway to have stored what the portal sent in the background. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 200 });

describe('error reports and page views', () => {
  it("Ben's page views and a failing call's error report reach the association's gateway, and nowhere else", async () => {
    const { page } = await suite.open();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.gateway.baseUrl)) outside.push(request.url());
    });
    // Through the start page, whose signed-out view is counted below.
    await signInThroughProvider(page, ben.email);
    await expectHeading(page, 'Welcome, Ben');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Balance' }).click();
    await page.waitForURL((url) => url.pathname === '/viewaccount');
    await nav.getByRole('link', { name: 'Repairs' }).click();
    await page.waitForURL((url) => url.pathname === '/historicRepairs');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expectHeading(page, 'Welcome, Ben');

    const views = (customerId: string | null) =>
      suite.gateway.db
        .selectFrom('page_views')
        .select(['path', 'channel'])
        .where('customer_id', customerId === null ? 'is' : '=', customerId)
        .orderBy('id')
        .execute();
    await eventually(async () => (await views(ben.customerId)).map((row) => row.path)).toEqual([
      '/customer360View',
      '/viewaccount',
      '/historicRepairs',
      '/customer360View',
    ]);
    expect((await views(ben.customerId)).every((row) => row.channel === 'CustomerSelfService')).toBe(true);
    // The start page's view, signed out.
    expect((await views(null)).map((row) => row.path)).toContain('/startpage');

    // The accounts call fails: its correlation id is the one the report carries.
    let failedCorrelationId = '';
    await page.route(
      (url) => url.pathname === `/api/customers/${ben.customerId}/accounts`,
      async (route) => {
        failedCorrelationId = (await route.request().headerValue('x-correlation-id')) ?? '';
        await route.fulfill({ status: 503, json: { status: 503, title: 'Service Unavailable', errors: [] } });
      },
    );
    await nav.getByRole('link', { name: 'Balance' }).click();
    await page.locator('main').getByRole('alert').waitFor();
    expect(failedCorrelationId).not.toBe('');
    const reports = () =>
      suite.gateway.db
        .selectFrom('error_reports')
        .select(['status', 'path', 'customer_id', 'correlation_id', 'session_id', 'message'])
        .where('correlation_id', '=', failedCorrelationId)
        .execute();
    await eventually(async () => (await reports()).length).toBe(1);
    const [report] = await reports();
    expect(report).toMatchObject({ status: 503, path: '/viewaccount', customer_id: ben.customerId });
    expect(report?.session_id).toBeTruthy();
    expect(report?.message).toContain(`/customers/${ben.customerId}/accounts`);
    expect(outside).toEqual([]);
  });
});

describe('changing the sign-in email', () => {
  it('Dev changes his sign-in email: the dashboard confirms it, the old email no longer signs in and the new one does', async () => {
    const { page } = await suite.open();
    await signIn(page, dev.email);
    await expectHeading(page, 'Welcome, Dev');

    // The flow as the profile page's Change username starts it (src/auth/sign-in.ts): a PKCE
    // verifier kept under the state, then the provider's authorization URL with its policy.
    const redirectUri = `${suite.gateway.baseUrl}/customer360View`;
    const start = await authorizationRequest(redirectUri, 'changeusername', 'B2C_1_changesigninname');
    await page.evaluate(
      ([key, verifier]) => sessionStorage.setItem(key!, verifier!),
      [`pkce:${start.state}`, start.verifier],
    );
    await page.goto(start.path);
    await expectHeading(page, 'Change your sign-in email');
    await page.getByText(`You sign in with ${dev.email}`).waitFor();
    await page.getByLabel('New email address').fill('dev.patel@example.net');
    await page.getByLabel('Your password').fill('not the password 1');
    await page.getByRole('button', { name: 'Change sign-in email' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your password is not right.' }).waitFor();
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change sign-in email' }).click();

    await page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
    await expectHeading(page, 'Welcome, Dev');
    await page.getByRole('status').filter({ hasText: 'Your sign-in email has been changed.' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/startpage');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log in to your account');
    await page.getByLabel('Email address').fill(dev.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The email address or password is not right.').first().waitFor();

    await page.getByLabel('Email address').fill('dev.patel@example.net');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
    await expectHeading(page, 'Welcome, Dev');
  });
});

describe('the confirmation banner after a repair', () => {
  it('Chloe reports a communal repair that the gateway puts under catalyst triage tier 2: home, with that banner', async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    // The reference gateway never triages on submission; the association's would. Its answer is
    // given here: the submitted work order, once it has its job number, is under tier 2 triage.
    await page.route(
      (url) => /^\/api\/works-orders\/[^/]+$/.test(url.pathname),
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as { jobNo?: string | null; status?: string };
        if (body.jobNo) body.status = 'CATALYST_TRIAGE_TIER2';
        return route.fulfill({ response, json: body });
      },
    );
    await chloeReportsCommunalDoor(page, 'The door to the bin store has come off its top hinge.');
    await page.waitForURL((url) => url.pathname === '/customer360View');
    // A communal repair gets the communal variant of the tier 2 banner (REP-LIF-07).
    const banner = page.getByRole('status').filter({
      hasText:
        /Thank you, your repair to the communal area has been reported\. Your reference is \S+\. Our repairs team will look at it first/,
    });
    await banner.waitFor();
  });
});
