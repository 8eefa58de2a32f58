import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PERSONA } from '../../gateway/server/seed/personas';
import { authorizationRequest, httpSender, interactionPath, OidcBrowser } from '../support/oidc-browser';
import { startListeningGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/**
 * The change-username flow of the embedded provider (policy B2C_1_changesigninname) over real
 * HTTP, as the profile page starts it: the page, its refusals, the new sign-in email, and the
 * resident signed back in with a code the portal redeems.
 */
describe('changing the sign-in email through the embedded provider', () => {
  let gateway: TestGateway;
  let origin: string;
  let redirectUri: string;

  beforeAll(async () => {
    ({ gateway, origin, redirectUri } = await startListeningGateway());
  });
  afterAll(async () => gateway?.close());

  const returnUrl = (location: string | undefined) => {
    const url = new URL(location ?? '', origin);
    expect(`${url.origin}${url.pathname}`).toBe(redirectUri);
    return url;
  };

  async function logIn(browser: OidcBrowser, email: string, password: string) {
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    return browser.request('POST', `${page}/login`, { email, password });
  }

  async function changeUsernamePage(browser: OidcBrowser) {
    const start = await authorizationRequest(redirectUri, 'changeusername', 'B2C_1_changesigninname');
    const page = interactionPath(await browser.request('GET', start.path));
    return { start, page, form: await browser.request('GET', page) };
  }

  it('asks a signed-in resident for the new email and their password, refusing with clear messages', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    await browser.follow(await logIn(browser, PERSONA.chloe.email, DEMO_PASSWORD));
    const { page, form } = await changeUsernamePage(browser);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Change your sign-in email');
    expect(form.body).toContain(`You sign in with <strong>${PERSONA.chloe.email}</strong>`);
    expect(form.body).toContain('id="newEmail"');
    expect(form.body).toContain('id="currentPassword"');
    expect(form.body).not.toContain('id="email"');

    const refusals: [Record<string, string>, number, string][] = [
      [{ newEmail: '', currentPassword: DEMO_PASSWORD }, 400, 'Enter your new email address.'],
      [{ newEmail: 'chloe-@example.org', currentPassword: DEMO_PASSWORD }, 400, 'in the correct format'],
      [{ newEmail: 'chloe.new@example.org', currentPassword: '' }, 400, 'Enter your password.'],
      [
        { newEmail: 'chloe.new@example.org', currentPassword: 'Not-her-password-1' },
        401,
        'Your password is not right.',
      ],
      [
        { newEmail: PERSONA.amara.email.toUpperCase(), currentPassword: DEMO_PASSWORD },
        409,
        'Another account already uses this email address.',
      ],
      [
        { newEmail: PERSONA.chloe.email, currentPassword: DEMO_PASSWORD },
        400,
        'This is already your sign-in email address.',
      ],
    ];
    for (const [form, status, message] of refusals) {
      const answer = await browser.request('POST', `${page}/change-username`, form);
      expect(answer.status, message).toBe(status);
      expect(answer.body).toContain('There is a problem');
      expect(answer.body).toContain(message);
    }
    const login = await gateway.db
      .selectFrom('resident_logins')
      .select('email')
      .where('customer_id', '=', PERSONA.chloe.customerId)
      .executeTakeFirstOrThrow();
    expect(login.email).toBe(PERSONA.chloe.email);
  });

  it('changes the sign-in email and signs the resident back in; the old email no longer signs in', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    await browser.follow(await logIn(browser, PERSONA.dev.email, DEMO_PASSWORD));
    const { start, page } = await changeUsernamePage(browser);
    const changed = await browser.request('POST', `${page}/change-username`, {
      newEmail: 'dev.new-name@example.org',
      currentPassword: DEMO_PASSWORD,
    });
    const back = returnUrl((await browser.follow(changed)).location);
    expect(back.searchParams.get('state')).toBe(start.state);
    const exchanged = await fetch(`${origin}/api/auth/token`, {
      method: 'POST',
      headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        code: back.searchParams.get('code'),
        state: start.state,
        codeVerifier: start.verifier,
        redirectUri,
      }),
    });
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { customerId: string }).customerId).toBe(PERSONA.dev.customerId);

    const withNew = await logIn(new OidcBrowser(httpSender(origin)), 'dev.new-name@example.org', DEMO_PASSWORD);
    expect(withNew.status).toBe(303);
    const withOld = await logIn(new OidcBrowser(httpSender(origin)), PERSONA.dev.email, DEMO_PASSWORD);
    expect(withOld.status).toBe(401);
    expect(withOld.body).toContain('The email address or password is not right.');
  });

  it('asks for the current email too when the resident has no provider session', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const { page, form } = await changeUsernamePage(browser);
    expect(form.body).toContain('id="email"');
    const wrong = await browser.request('POST', `${page}/change-username`, {
      email: PERSONA.amara.email,
      newEmail: 'amara.new@example.org',
      currentPassword: 'Not-her-password-1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('The email address or password is not right.');
    const changed = await browser.request('POST', `${page}/change-username`, {
      email: PERSONA.amara.email,
      newEmail: 'amara.new@example.org',
      currentPassword: DEMO_PASSWORD,
    });
    expect(returnUrl((await browser.follow(changed)).location).searchParams.get('code')).toBeTruthy();
  });
});
