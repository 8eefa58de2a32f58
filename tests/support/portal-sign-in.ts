import type { BrowserContext, Page, Route } from 'playwright-core';
import { DEMO_PASSWORD } from '../../gateway/server/seed/personas';
import { savedStateKey } from '../../src/storage/saved-state';
import { authorizationRequest, httpSender, interactionPath, OidcBrowser } from './oidc-browser';

export { DEMO_PASSWORD };

/** Waits until the page's one h1 has this name. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** What {@link signIn} needs of the gateway a browser context talks to. */
export interface SignInGateway {
  baseUrl: string;
  subscriptionKey: string;
}

/** The gateway of each context opened by a browser suite (tests/support/browser-suite.ts). */
const gateways = new WeakMap<BrowserContext, SignInGateway>();

/**
 * Lets {@link signIn} sign residents in on this context without the provider's pages in the
 * browser (a session made over HTTP, then saved where the portal keeps it). The browser suite
 * calls this for every context it opens.
 */
export function allowSignInOverHttp(context: BrowserContext, gateway: SignInGateway): void {
  gateways.set(context, gateway);
}

/**
 * Signs a resident in and ends on the dashboard. Where sign-in is set-up rather than the test's
 * subject, and the page is one of a browser suite's, the provider's login happens over HTTP (the
 * same authorization request, login form, redirect and token exchange the portal makes), and the
 * session is saved in the page's storage as the portal saves it; the browser then opens the
 * dashboard signed in. That skips three page loads (start page, provider page, return) that cost
 * a second or two per test on a busy machine. Every call still makes its own session, so
 * nothing a test does to its session (logging out, an expired token) reaches the next test.
 * Tests of sign-in itself use {@link signInThroughProvider}.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const gateway = gateways.get(page.context());
  if (!gateway) return signInThroughProvider(page, email, password);
  const { token, cookies } = await exchangeOverHttp(gateway, email, password);
  // The provider's own login session too, as the browser would keep it after its login form
  // (the provider's change-email and change-password pages know the resident by it).
  await page.context().addCookies([...cookies].map(([name, value]) => ({ name, value, url: gateway.baseUrl })));
  // Storage belongs to the gateway's origin: open an empty page of it first (answered here, so no
  // app starts and the browser asks for no icon), then write the session as saveSession does
  // (src/auth/session.ts), its expiry by the page's clock.
  const blank = new URL('/sign-in-set-up', gateway.baseUrl).href;
  const answerBlank = (route: Route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>set-up</title><link rel="icon" href="data:,">',
    });
  await page.route(blank, answerBlank);
  await page.goto(blank);
  await page.unroute(blank, answerBlank);
  await page.evaluate(
    ({ key, session }) => {
      const saved: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
      const root = typeof saved === 'object' && saved !== null ? saved : {};
      const { customerId, accessToken, sessionId, expiresIn } = session;
      // The page's clock, as saveSession reads it in the portal: never the test's, and never an
      // hour of the day; a test that installs a clock on the page (page.clock) gets its time here.
      const expiresAt = Date.now() + expiresIn * 1000;
      localStorage.setItem(
        key,
        JSON.stringify({ ...root, session: { customerId, accessToken, sessionId, expiresAt } }),
      );
    },
    { key: savedStateKey, session: token },
  );
  await page.goto('/customer360View');
  // Once a page has rendered, the router has made its first entry in the history (React Router
  // replaces the entry it starts on, which the browser reports as a navigation): a test that
  // follows the addresses from here on sees its own only, as after the provider's return.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
}

/** From the start page, "Log in", then the provider's login form. Ends on the dashboard. */
export async function signInThroughProvider(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/startpage');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expectHeading(page, 'Log in to your account');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
}

interface Token {
  customerId: string;
  accessToken: string;
  sessionId: string;
  expiresIn: number;
}

/** The portal's sign-in over HTTP: authorization request, login form, redirect, token exchange. */
async function exchangeOverHttp(
  gateway: SignInGateway,
  email: string,
  password: string,
): Promise<{ token: Token; cookies: ReadonlyMap<string, string> }> {
  const redirectUri = new URL('/customer360View', gateway.baseUrl).href;
  const provider = new OidcBrowser(httpSender(gateway.baseUrl));
  const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
  const form = interactionPath(await provider.request('GET', start.path));
  const back = await provider.follow(await provider.request('POST', `${form}/login`, { email, password }));
  const code = new URL(back.location ?? '', redirectUri).searchParams.get('code');
  if (!code) throw new Error(`Sign-in of ${email} gave no code: ${back.status} ${back.location ?? back.body}`);
  const exchange = await fetch(new URL('/api/auth/token', gateway.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ocp-apim-subscription-key': gateway.subscriptionKey },
    body: JSON.stringify({ code, state: start.state, codeVerifier: start.verifier, redirectUri }),
  });
  const body = await exchange.text();
  if (!exchange.ok) throw new Error(`Token exchange for ${email} failed: ${exchange.status} ${body}`);
  return { token: JSON.parse(body) as Token, cookies: provider.cookieJar() };
}
