import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { authorizationRequest, injectSender, interactionPath, OidcBrowser } from './oidc-browser';

/** The redirect URI of a gateway built with the default public origin. */
export const DEFAULT_REDIRECT_URI = 'http://localhost:8080/customer360View';

export interface SignedIn {
  customerId: string;
  accessToken: string;
  sessionId: string;
  /** Authorization (and the subscription key) to send with API calls. */
  headers: Record<string, string>;
}

/**
 * Signs a demo resident in the way the portal does, through inject: the provider's login page,
 * the redirect with the code, and the token exchange. Answers the headers for API calls.
 * @example const amara = await signInAs(app, 'amara', { subscriptionKey });
 */
export async function signInAs(
  app: FastifyInstance,
  persona: PersonaName,
  options: { subscriptionKey: string; password?: string; redirectUri?: string },
): Promise<SignedIn> {
  const redirectUri = options.redirectUri ?? DEFAULT_REDIRECT_URI;
  const browser = new OidcBrowser(injectSender(app));
  const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
  const page = interactionPath(await browser.request('GET', start.path));
  const posted = await browser.request('POST', `${page}/login`, {
    email: PERSONA[persona].email,
    password: options.password ?? DEMO_PASSWORD,
  });
  const back = await browser.follow(posted);
  const code = new URL(back.location ?? '', redirectUri).searchParams.get('code');
  if (!code) throw new Error(`Sign-in of ${persona} gave no code: ${back.status} ${back.location ?? back.body}`);
  const exchange = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'ocp-apim-subscription-key': options.subscriptionKey },
    payload: { code, state: start.state, codeVerifier: start.verifier, redirectUri },
  });
  if (exchange.statusCode !== 200) throw new Error(`Token exchange failed: ${exchange.statusCode} ${exchange.body}`);
  const token = JSON.parse(exchange.body) as { customerId: string; accessToken: string; sessionId: string };
  return {
    ...token,
    headers: { authorization: `Bearer ${token.accessToken}`, 'ocp-apim-subscription-key': options.subscriptionKey },
  };
}
