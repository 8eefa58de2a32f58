import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/server/app';
import { DEMO_PASSWORD, PERSONA } from '../../gateway/server/seed/personas';
import { authorizationRequest, injectSender, interactionPath, OidcBrowser } from '../support/oidc-browser';
import { DEFAULT_REDIRECT_URI } from '../support/sign-in';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/**
 * Failed sign-ins are limited per account (5 in 15 minutes) and per client address (20 in a
 * minute), kept in the database; the provider's state and keys survive a restart too.
 */
describe('sign-in limits and state kept in the database', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  /** One sign-in attempt from a client address, on a fresh authorization request. */
  async function attempt(app: TestGateway['app'], email: string, password: string, address: string) {
    const browser = new OidcBrowser(injectSender(app, address));
    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    return browser.request('POST', `${page}/login`, { email, password });
  }

  it('throttles an account after 5 wrong passwords, even with the right one, with a clear message and 429', async () => {
    const email = PERSONA.ben.email;
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(gateway.app, email, `wrong-${i}`, '10.0.0.1')).status).toBe(401);
    const blocked = await attempt(gateway.app, email, DEMO_PASSWORD, '10.0.0.2');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatch(/Too many attempts\. Try again in 1[0-5] minutes\./);
  });

  it('throttles a client address after 20 wrong passwords in a minute, across accounts', async () => {
    const address = '10.0.0.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(gateway.app, `nobody${i}@example.org`, 'wrong-password-1', address)).status).toBe(401);
    }
    const blocked = await attempt(gateway.app, PERSONA.chloe.email, DEMO_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain('Too many attempts. Try again in 1 minute.');
    expect((await attempt(gateway.app, PERSONA.chloe.email, DEMO_PASSWORD, '10.0.0.10')).status).toBe(303);
  });

  it('keeps the limits, the sessions and the signing keys across a restart on the same database', async () => {
    const amara = await gateway.signIn('amara');
    const restarted = await buildApp({
      database: gateway.database,
      subscriptionKey: TEST_SUBSCRIPTION_KEY,
      staticDir: '/nonexistent-portal-build',
      logger: false,
    });
    try {
      const read = await restarted.inject({
        url: `/api/customers/${PERSONA.amara.customerId}`,
        headers: amara.headers,
      });
      expect(read.statusCode).toBe(200);
      expect((await attempt(restarted, PERSONA.ben.email, DEMO_PASSWORD, '10.0.0.3')).status).toBe(429);
      const stored = await gateway.db.selectFrom('oidc_payloads').select('model').distinct().execute();
      expect(stored.map((row) => row.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode']));
    } finally {
      await restarted.close();
    }
  });
});
