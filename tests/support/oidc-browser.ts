import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';

/** One HTTP answer as the sign-in helpers see it. */
export interface HttpAnswer {
  status: number;
  location?: string;
  setCookies: string[];
  /** The Retry-After header of a 429, when there is one. */
  retryAfter?: string;
  body: string;
}

type Send = (method: string, path: string, headers: Record<string, string>, body?: string) => Promise<HttpAnswer>;

/** Sends requests to a Fastify app through inject (no port), from a given client address. */
export function injectSender(app: FastifyInstance, remoteAddress = '127.0.0.1'): Send {
  return async (method, path, headers, body) => {
    const response = await app.inject({ method: method as 'GET', url: path, headers, payload: body, remoteAddress });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      location: response.headers.location as string | undefined,
      setCookies: setCookie === undefined ? [] : [setCookie].flat().map(String),
      retryAfter: response.headers['retry-after'] as string | undefined,
      body: response.body,
    };
  };
}

/** Sends requests over real HTTP to a listening server. */
export function httpSender(baseUrl: string): Send {
  return async (method, path, headers, body) => {
    const response = await fetch(new URL(path, baseUrl), { method, headers, body, redirect: 'manual' });
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      setCookies: response.headers.getSetCookie(),
      retryAfter: response.headers.get('retry-after') ?? undefined,
      body: await response.text(),
    };
  };
}

/**
 * A minimal browser for the provider's pages: keeps cookies (by name; the provider scopes them by
 * path, which does not matter for one sign-in at a time) and follows what the resident would do.
 */
export class OidcBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly send: Send) {}

  /** The cookies kept so far, by name (e.g. the provider's login session, to hand to a real browser). */
  cookieJar(): ReadonlyMap<string, string> {
    return this.cookies;
  }

  /** A request with the cookies so far; remembers the cookies of the answer. */
  async request(method: string, path: string, form?: Record<string, string>): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const answer = await this.send(method, path, headers, body);
    for (const cookie of answer.setCookies) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  /** Follows redirects that stay on the gateway until one leaves for the portal (or a page shows). */
  async follow(answer: HttpAnswer, portalPath = '/customer360View'): Promise<HttpAnswer> {
    let current = answer;
    for (let hops = 0; hops < 10 && current.location; hops += 1) {
      const target = new URL(current.location, 'http://gateway.invalid');
      if (target.pathname === portalPath) return current;
      current = await this.request('GET', `${target.pathname}${target.search}`);
    }
    return current;
  }
}

export interface AuthorizationStart {
  verifier: string;
  state: string;
  /** Path and query of the authorization request, e.g. /idp/auth?... */
  path: string;
}

/** Builds the portal's authorization request (code flow, PKCE S256, state `<kind>.<random>`). */
export async function authorizationRequest(
  redirectUri: string,
  kind: 'login' | 'registration' | 'changepassword' | 'changeusername',
  policy: string,
): Promise<AuthorizationStart> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = `${kind}.${oidc.randomState()}`;
  const query = new URLSearchParams({
    client_id: 'resident-portal',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    p: policy,
  });
  return { verifier, state, path: `/idp/auth?${query.toString()}` };
}

/** The interaction path (/idp/interaction/{uid}) an authorization request was sent to. */
export function interactionPath(answer: HttpAnswer): string {
  const location = answer.location ?? '';
  const path = new URL(location, 'http://gateway.invalid').pathname;
  if (!path.startsWith('/idp/interaction/')) {
    throw new Error(`Expected a redirect to an interaction page, got ${answer.status} ${location}`);
  }
  return path;
}
