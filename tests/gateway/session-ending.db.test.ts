import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MINUTES } from '../../gateway/server/identity/gateway-sessions';
import { DEMO_PASSWORD, PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { authorizationRequest, injectSender, interactionPath, OidcBrowser } from '../support/oidc-browser';
import { DEFAULT_REDIRECT_URI } from '../support/sign-in';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/**
 * When sessions end (SECURITY.md, "Sessions"): a change of password or sign-in email ends every
 * other session of the login, the gateway's and the provider's; refreshing keeps a session alive
 * for at most SESSION_MAX_HOURS; the provider's own session lasts no longer than the portal's
 * idle rule.
 */
describe('sessions end when they should', () => {
  let gateway: TestGateway;
  let short: TestGateway;

  beforeAll(async () => {
    // `short`: sessions of an hour, behind a trusted proxy at an https origin.
    [gateway, short] = await Promise.all([
      startTestGateway(),
      startTestGateway({
        identity: { sessionMaxHours: 1 },
        publicOrigin: 'https://portal.example.org',
        trustProxy: true,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), short?.close()]);
  });

  /** Where the portal of a gateway takes the resident back to. */
  const redirectUriOf = (on: TestGateway) =>
    on === short ? 'https://portal.example.org/customer360View' : DEFAULT_REDIRECT_URI;

  /** A browser of the resident's, signed in at the provider and with a gateway token. */
  async function signedInBrowser(on: TestGateway, persona: PersonaName, password = DEMO_PASSWORD) {
    const browser = new OidcBrowser(injectSender(on.app));
    const start = await authorizationRequest(redirectUriOf(on), 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    const posted = await browser.request('POST', `${page}/login`, { email: PERSONA[persona].email, password });
    expect(posted.status).toBe(303);
    const token = await exchange(on, start, await browser.follow(posted));
    return { browser, token };
  }

  async function exchange(
    on: TestGateway,
    start: { state: string; verifier: string },
    back: { location?: string },
  ): Promise<string> {
    const redirectUri = redirectUriOf(on);
    const code = new URL(back.location ?? '', redirectUri).searchParams.get('code');
    const answer = await on.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY },
      payload: { code, state: start.state, codeVerifier: start.verifier, redirectUri },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { accessToken: string }).accessToken;
  }

  const read = (on: TestGateway, persona: PersonaName, token: string) =>
    on.app.inject({
      url: `/api/customers/${PERSONA[persona].customerId}`,
      headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY, authorization: `Bearer ${token}` },
    });

  /** Whether a new sign-in in this browser asks for the password (true) or goes straight back (false). */
  async function asksForPassword(browser: OidcBrowser): Promise<boolean> {
    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'login', 'B2C_1_login');
    const answer = await browser.request('GET', start.path);
    return new URL(answer.location ?? '', 'http://gateway.invalid').pathname.startsWith('/idp/interaction/');
  }

  it("item 4: a password change ends every other session of the login, the gateway's and the provider's", async () => {
    const phone = await signedInBrowser(gateway, 'amara');
    const laptop = await signedInBrowser(gateway, 'amara');
    expect(await asksForPassword(phone.browser)).toBe(false);

    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'changepassword', 'B2C_1_changepassword');
    const page = interactionPath(await laptop.browser.request('GET', start.path));
    const changed = await laptop.browser.request('POST', `${page}/change-password`, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Amara-changed-password-4',
      confirmPassword: 'Amara-changed-password-4',
    });
    expect(changed.status).toBe(303);
    const fresh = await exchange(gateway, start, await laptop.browser.follow(changed));

    expect((await read(gateway, 'amara', phone.token)).statusCode).toBe(401);
    expect((await read(gateway, 'amara', laptop.token)).statusCode).toBe(401);
    expect((await read(gateway, 'amara', fresh)).statusCode).toBe(200);
    // The phone's provider session ended too: signing in there asks for the (new) password.
    expect(await asksForPassword(phone.browser)).toBe(true);
    expect(await asksForPassword(laptop.browser)).toBe(false);
  });

  it('item 4: a change of sign-in email ends every other session of the login too', async () => {
    const phone = await signedInBrowser(gateway, 'chloe');
    const laptop = await signedInBrowser(gateway, 'chloe');
    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'changeusername', 'B2C_1_changesigninname');
    const page = interactionPath(await laptop.browser.request('GET', start.path));
    const changed = await laptop.browser.request('POST', `${page}/change-username`, {
      newEmail: 'chloe.martin@example.org',
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(303);
    const fresh = await exchange(gateway, start, await laptop.browser.follow(changed));
    expect((await read(gateway, 'chloe', phone.token)).statusCode).toBe(401);
    expect((await read(gateway, 'chloe', fresh)).statusCode).toBe(200);
    expect(await asksForPassword(phone.browser)).toBe(true);
  });

  it('item 4: refreshing keeps a session for at most SESSION_MAX_HOURS after sign-in (here 1 hour)', async () => {
    const { token } = await signedInBrowser(short, 'dev');
    const refresh = (bearer: string) =>
      short.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY, authorization: `Bearer ${bearer}` },
      });
    const signedInAgo = (minutes: number) =>
      short.db
        .updateTable('gateway_sessions')
        .set({ created_at: sql<Date>`now() - make_interval(mins => ${minutes})`, last_seen_at: sql<Date>`now()` })
        .where(
          'login_id',
          'in',
          short.db.selectFrom('resident_logins').select('id').where('email', '=', PERSONA.dev.email),
        )
        .execute();
    await signedInAgo(59);
    const refreshed = await refresh(token);
    expect(refreshed.statusCode).toBe(200);
    await signedInAgo(61);
    expect((await refresh((JSON.parse(refreshed.body) as { accessToken: string }).accessToken)).statusCode).toBe(401);
    expect((await read(short, 'dev', token)).statusCode).toBe(401);
  });

  it('item 4: the default absolute lifetime is 12 hours', async () => {
    const { token } = await signedInBrowser(gateway, 'ben');
    const setCreated = (hours: number) =>
      gateway.db
        .updateTable('gateway_sessions')
        .set({ created_at: sql<Date>`now() - make_interval(mins => ${Math.round(hours * 60)})` })
        .where('customer_id', '=', PERSONA.ben.customerId)
        .execute();
    await setCreated(11.9);
    expect((await read(gateway, 'ben', token)).statusCode).toBe(200);
    await setCreated(12.1);
    expect((await read(gateway, 'ben', token)).statusCode).toBe(401);
  });

  it("item 4: the provider's session and its cookie last no longer than the portal's idle rule", async () => {
    const browser = new OidcBrowser(injectSender(gateway.app));
    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    const posted = await browser.request('POST', `${page}/login`, {
      email: PERSONA.dev.email,
      password: DEMO_PASSWORD,
    });
    const resumed = await browser.request('GET', new URL(posted.location ?? '', 'http://gateway.invalid').pathname);
    const sessionCookie = resumed.setCookies.find((cookie) => /^_session=/.test(cookie));
    expect(sessionCookie).toBeDefined();
    // The provider's own times, read back rather than this test's clock: the session's expiry
    // (saved as it signed Dev in) is the idle rule after its login, and the cookie ends with it.
    const stored = await gateway.db
      .selectFrom('oidc_payloads')
      .select([sql<string>`payload->>'exp'`.as('exp'), sql<string>`payload->>'loginTs'`.as('loginTs')])
      .where('model', '=', 'Session')
      .where(sql<string>`payload->>'accountId'`, 'is not', null)
      .orderBy(sql`(payload->>'loginTs')::bigint`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const lasts = Number(stored.exp) - Number(stored.loginTs);
    expect(lasts).toBeGreaterThanOrEqual(SESSION_IDLE_MINUTES * 60);
    expect(lasts).toBeLessThanOrEqual(SESSION_IDLE_MINUTES * 60 + 5);
    const expires = Date.parse(/expires=([^;]+)/i.exec(sessionCookie ?? '')?.[1] ?? '');
    expect(expires / 1000).toBe(Number(stored.exp));
  });

  it("item 7: the provider's discovery document names PUBLIC_ORIGIN whatever Host and X-Forwarded-Host say", async () => {
    for (const [app, origin] of [
      [gateway.app, 'http://localhost:8080'],
      [short.app, 'https://portal.example.org'],
    ] as const) {
      const answer = await app.inject({
        url: '/idp/.well-known/openid-configuration',
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          forwarded: 'host=evil.example',
        },
      });
      expect(answer.statusCode).toBe(200);
      const urls = Object.values(JSON.parse(answer.body) as Record<string, unknown>).filter(
        (value): value is string => typeof value === 'string' && /^https?:\/\//.test(value),
      );
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) expect(url.startsWith(`${origin}/idp`), url).toBe(true);
    }
  });
});
