import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PERSONA } from '../../gateway/server/seed/personas';
import {
  authorizationRequest,
  httpSender,
  interactionPath,
  OidcBrowser,
  type AuthorizationStart,
} from '../support/oidc-browser';
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

  it('registers Erin by payment reference and date of birth, then lets her sign in', async () => {
    const erin = PERSONA.erin;
    const browser = new OidcBrowser(httpSender(origin));
    const start = await authorizationRequest(redirectUri, 'registration', 'B2C_1_registration');
    const page = interactionPath(await browser.request('GET', start.path));
    expect((await browser.request('GET', page)).body).toContain('Create an account');
    const form = {
      email: erin.email,
      password: 'Erin-new-password-2',
      confirmPassword: 'Erin-new-password-2',
      paymentReference: erin.paymentReference,
      dobDay: '14',
      dobMonth: '3',
      dobYear: '1991',
    };
    const mismatch = await browser.request('POST', `${page}/register`, form);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain('We could not find a tenancy with that payment reference and date of birth');
    const registered = await browser.request('POST', `${page}/register`, { ...form, dobYear: '1992' });
    const back = returnUrl((await browser.follow(registered)).location);
    expect(back.searchParams.get('state')).toBe(start.state);
    const token = (await (await exchange(start, back.searchParams.get('code'))).json()) as { customerId: string };
    expect(token.customerId).toBe(erin.customerId);

    const again = new OidcBrowser(httpSender(origin));
    const secondStart = await authorizationRequest(redirectUri, 'registration', 'B2C_1_registration');
    const secondPage = interactionPath(await again.request('GET', secondStart.path));
    const twice = await again.request('POST', `${secondPage}/register`, {
      ...form,
      email: 'erin.two@example.org',
      dobYear: '1992',
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toContain('This tenancy already has an account');

    const { back: loggedIn } = await logIn(new OidcBrowser(httpSender(origin)), erin.email, 'Erin-new-password-2');
    expect(loggedIn.searchParams.get('code')).toBeTruthy();
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
