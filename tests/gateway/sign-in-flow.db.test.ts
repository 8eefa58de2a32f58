import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, NO_CUSTOMER_LOGIN, PERSONA } from '../../gateway/server/seed/personas';
import {
  authorizationRequest,
  httpSender,
  interactionPath,
  OidcBrowser,
  type AuthorizationStart,
} from '../support/oidc-browser';
import { newRegistrationCode, queuedEmailKinds, registrationCodes } from '../support/registration-code';
import { startListeningGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/**
 * The whole sign-in over real HTTP, as the portal and a resident's browser do it: the provider's
 * pages on a listening gateway, the redirect with code and state, the token exchange, refresh
 * and logout.
 */
describe('sign-in through the embedded provider over HTTP', () => {
  let gateway: TestGateway;
  let origin: string;
  let redirectUri: string;

  beforeAll(async () => {
    ({ gateway, origin, redirectUri } = await startListeningGateway());
  });
  afterAll(async () => gateway?.close());

  const api = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  /** Where the provider sent the browser back to the portal, as a URL. */
  const returnUrl = (location: string | undefined) => {
    const url = new URL(location ?? '', origin);
    expect(`${url.origin}${url.pathname}`).toBe(redirectUri);
    return url;
  };

  /** The answer of the login form to an email and password, in a new interaction. */
  async function logInAnswer(browser: OidcBrowser, email: string, password: string) {
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    return browser.request('POST', `${page}/login`, { email, password });
  }

  async function logIn(browser: OidcBrowser, email: string, password: string, policy = 'B2C_1_login') {
    const start = await authorizationRequest(redirectUri, 'login', policy);
    const page = interactionPath(await browser.request('GET', start.path));
    const back = await browser.follow(await browser.request('POST', `${page}/login`, { email, password }));
    return { start, back: returnUrl(back.location) };
  }

  const exchange = (start: AuthorizationStart, code: string | null) =>
    api('POST', '/api/auth/token', {}, { code, state: start.state, codeVerifier: start.verifier, redirectUri });

  it('publishes the embedded provider in /portal-config.json and its discovery document', async () => {
    const config = (await (await fetch(`${origin}/portal-config.json`)).json()) as { identityProvider: object };
    expect(config.identityProvider).toEqual({
      issuer: `${origin}/idp`,
      clientId: 'resident-portal',
      redirectPath: '/customer360View',
      postLogoutRedirectPath: '/startpage',
      policies: {
        login: 'B2C_1_login',
        registration: 'B2C_1_registration',
        changePassword: 'B2C_1_changepassword',
        changeUsername: 'B2C_1_changesigninname',
      },
    });
    const discovery = (await (await fetch(`${origin}/idp/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
    };
    expect(discovery.issuer).toBe(`${origin}/idp`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows an accessible login page in English (UK) with no scripts or outside assets', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = await browser.request('GET', interactionPath(await browser.request('GET', start.path)));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('<label for="email">Email address</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('Forgot your password?');
    expect(page.body).toContain('Create an account');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
  });

  it('signs Amara in with the code flow and PKCE, and her token reads her record', async () => {
    const { start, back } = await logIn(new OidcBrowser(httpSender(origin)), PERSONA.amara.email, DEMO_PASSWORD);
    expect(back.searchParams.get('state')).toBe(start.state);
    const code = back.searchParams.get('code');
    const response = await exchange(start, code);
    expect(response.status).toBe(200);
    const token = (await response.json()) as Record<string, unknown>;
    expect(token).toEqual({
      customerId: PERSONA.amara.customerId,
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 600,
      sessionId: expect.any(String),
    });
    const customer = await api('GET', `/api/customers/${PERSONA.amara.customerId}`, {
      authorization: `Bearer ${String(token.accessToken)}`,
    });
    expect(customer.status).toBe(200);
    expect((await exchange(start, code)).status).toBe(400);
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const { start, back } = await logIn(new OidcBrowser(httpSender(origin)), PERSONA.ben.email, DEMO_PASSWORD);
    const wrong = { ...start, verifier: 'x'.repeat(64) };
    const response = await exchange(wrong, back.searchParams.get('code'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('refuses the code of a login with no customer record with 403 IDEM_Error, opening no session and ending the provider session', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const { start, back } = await logIn(browser, NO_CUSTOMER_LOGIN.email, DEMO_PASSWORD);
    const response = await exchange(start, back.searchParams.get('code'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      title: 'Forbidden',
      errors: [
        {
          message: 'This sign-in has no self-service account: no customer record is linked to it.',
          code: 'IDEM_Error',
        },
      ],
    });
    const sessions = await gateway.db
      .selectFrom('gateway_sessions')
      .select('id')
      .where('login_id', '=', NO_CUSTOMER_LOGIN.loginId)
      .execute();
    expect(sessions).toEqual([]);
    // Log in again on the same browser asks for the password: the provider kept no session.
    const again = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = await browser.request('GET', interactionPath(await browser.request('GET', again.path)));
    expect(page.body).toContain('<label for="password">Password</label>');
  });

  it('answers a wrong password on the form with 401 and an error summary linking to the field', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    const answer = await browser.request('POST', `${page}/login`, { email: PERSONA.chloe.email, password: 'wrong-1' });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('There is a problem');
    expect(answer.body).toContain('<a href="#email">');
    expect(answer.body).toContain('aria-invalid="true"');
  });

  it('ends "Forgot your password?" with access_denied and AADB2C99002, keeping the state', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    const back = returnUrl((await browser.follow(await browser.request('GET', `${page}/forgot`))).location);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe('AADB2C99002: The user has forgotten their password.');
    expect(back.searchParams.get('state')).toBe(start.state);
  });

  it('ends Cancel with access_denied and AADB2C90091 (not the password-reset code), keeping the state', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    expect((await browser.request('GET', page)).body).toContain(`<a href="${page}/cancel">Cancel</a>`);
    const back = returnUrl((await browser.follow(await browser.request('GET', `${page}/cancel`))).location);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe(
      'AADB2C90091: The user has cancelled entering self-asserted information.',
    );
    expect(back.searchParams.get('state')).toBe(start.state);
    expect(back.searchParams.get('code')).toBeNull();
  });

  /** A registration form sent in a new interaction; answers the page it led to and the browser. */
  async function register(form: Record<string, string>) {
    const browser = new OidcBrowser(httpSender(origin));
    const start = await authorizationRequest(redirectUri, 'registration', 'B2C_1_registration');
    const page = interactionPath(await browser.request('GET', start.path));
    const sent = await browser.request('POST', `${page}/register`, form);
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${page}/register/code`);
    const codePage = await browser.request('GET', sent.location ?? '');
    return { browser, start, page, codePage };
  }

  const erinForm = {
    email: PERSONA.erin.email,
    password: 'Erin-new-password-2',
    confirmPassword: 'Erin-new-password-2',
    paymentReference: PERSONA.erin.paymentReference,
    dobDay: '14',
    dobMonth: '3',
    dobYear: '1992',
  };

  it('registers Erin only with the code e-mailed to the address on her record, then lets her sign in', async () => {
    const erin = PERSONA.erin;
    const before = await registrationCodes(gateway.db, erin.customerId);
    const { browser, start, page, codePage } = await register(erinForm);
    expect(codePage.body).toContain('Check your e-mail');
    const code = await newRegistrationCode(gateway.db, erin.customerId, before);
    const mail = await gateway.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'registration-code')
      .where('customer_id', '=', erin.customerId)
      .execute();
    expect(new Set(mail.map((m) => m.recipient))).toEqual(new Set([erin.email]));
    // Nothing is linked before the code comes back: she cannot sign in yet.
    const early = await logInAnswer(new OidcBrowser(httpSender(origin)), erin.email, 'Erin-new-password-2');
    expect(early.status).toBe(401);

    const wrong = await browser.request('POST', `${page}/register/code`, {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('The code is not right');
    const registered = await browser.request('POST', `${page}/register/code`, { code });
    const back = returnUrl((await browser.follow(registered)).location);
    expect(back.searchParams.get('state')).toBe(start.state);
    const token = (await (await exchange(start, back.searchParams.get('code'))).json()) as { customerId: string };
    expect(token.customerId).toBe(erin.customerId);

    // A second registration of the tenancy reads the same, sends Erin a warning and no code.
    const kindsBefore = await queuedEmailKinds(gateway.db, erin.customerId);
    const twice = await register({ ...erinForm, email: 'erin.two@example.org' });
    expect(twice.codePage.body).toBe(codePage.body.replaceAll(page, twice.page));
    const kindsAfter = await queuedEmailKinds(gateway.db, erin.customerId);
    expect(kindsAfter.length - kindsBefore.length).toBe(1);
    expect(kindsAfter.filter((k) => k === 'registration-already-registered').length).toBe(
      kindsBefore.filter((k) => k === 'registration-already-registered').length + 1,
    );
    const guessed = await twice.browser.request('POST', `${twice.page}/register/code`, { code });
    expect(guessed.status).toBe(400);

    const { back: loggedIn } = await logIn(new OidcBrowser(httpSender(origin)), erin.email, 'Erin-new-password-2');
    expect(loggedIn.searchParams.get('code')).toBeTruthy();
  });

  it('answers a registration the same whatever its details match, and links nothing a guess could reach', async () => {
    const erin = PERSONA.erin;
    const forms = {
      'no tenancy': { ...erinForm, paymentReference: '6001999999', email: 'someone@example.org' },
      'wrong date of birth': { ...erinForm, dobYear: '1991', email: 'someone@example.org' },
      'a tenancy with a login': {
        ...erinForm,
        paymentReference: PERSONA.amara.paymentReference,
        email: 'x@example.org',
      },
      'an e-mail another login has': { ...erinForm, paymentReference: '6001999998', email: PERSONA.ben.email },
    };
    const erinCodes = await registrationCodes(gateway.db, erin.customerId);
    const pages = [];
    for (const form of Object.values(forms)) {
      const { page, codePage } = await register(form);
      pages.push({ status: codePage.status, body: codePage.body.replaceAll(page, '<page>') });
    }
    expect(new Set(pages.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(pages[0]?.status).toBe(200);
    expect(await registrationCodes(gateway.db, PERSONA.amara.customerId)).toEqual([]);
    // The wrong date of birth sent Erin no code.
    expect(await registrationCodes(gateway.db, erin.customerId)).toEqual(erinCodes);
  });

  it('changes a password for a signed-in resident; the old one stops working', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    await logIn(browser, PERSONA.dev.email, DEMO_PASSWORD);
    const start = await authorizationRequest(redirectUri, 'changepassword', 'B2C_1_changepassword');
    const page = interactionPath(await browser.request('GET', start.path));
    const form = await browser.request('GET', page);
    expect(form.body).toContain('Change your password');
    expect(form.body).not.toContain('id="email"');
    const changed = await browser.request('POST', `${page}/change-password`, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Dev-changed-password-9',
      confirmPassword: 'Dev-changed-password-9',
    });
    const back = returnUrl((await browser.follow(changed)).location);
    expect(back.searchParams.get('state')).toBe(start.state);
    expect((await exchange(start, back.searchParams.get('code'))).status).toBe(200);

    const { back: withNew } = await logIn(
      new OidcBrowser(httpSender(origin)),
      PERSONA.dev.email,
      'Dev-changed-password-9',
    );
    expect(withNew.searchParams.get('code')).toBeTruthy();
    const stale = new OidcBrowser(httpSender(origin));
    const staleStart = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const stalePage = interactionPath(await stale.request('GET', staleStart.path));
    const refused = await stale.request('POST', `${stalePage}/login`, {
      email: PERSONA.dev.email,
      password: DEMO_PASSWORD,
    });
    expect(refused.status).toBe(401);
  });

  it('refreshes a live session, and logout ends the gateway and provider sessions', async () => {
    const browser = new OidcBrowser(httpSender(origin));
    const { start, back } = await logIn(browser, PERSONA.chloe.email, DEMO_PASSWORD);
    const first = (await (await exchange(start, back.searchParams.get('code'))).json()) as { accessToken: string };
    const refreshed = await api('POST', '/api/auth/refresh', { authorization: `Bearer ${first.accessToken}` });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { accessToken: string; customerId: string };
    expect(second.customerId).toBe(PERSONA.chloe.customerId);
    expect(second.accessToken).not.toBe(first.accessToken);

    const bearer = { authorization: `Bearer ${second.accessToken}` };
    expect((await api('DELETE', '/api/logout', bearer)).status).toBe(204);
    expect((await api('GET', `/api/customers/${PERSONA.chloe.customerId}`, bearer)).status).toBe(401);
    expect((await api('POST', '/api/auth/refresh', { authorization: `Bearer ${first.accessToken}` })).status).toBe(401);

    // The provider forgot her too: the same browser is asked for the password again.
    const next = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    expect(interactionPath(await browser.request('GET', next.path))).toMatch(/^\/idp\/interaction\//);
  });
});
