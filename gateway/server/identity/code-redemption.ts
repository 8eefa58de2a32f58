import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import * as oidc from 'openid-client';
import { PORTAL_CLIENT_ID } from './policies';

export interface RedeemedCode {
  /** The provider's account id: the resident_logins id. */
  loginId: string;
}

export class CodeRedemptionError extends Error {}

/** The header carrying the gateway's in-process key to its own provider (setup.ts, inProcessKey). */
export const IN_PROCESS_HEADER = 'x-gateway-in-process';

/**
 * Redeems authorization codes of the portal with the embedded provider through openid-client
 * (discovery, code exchange with the PKCE verifier, state and issuer checks), then verifies the
 * id token's signature against the provider's keys. The provider is reached in-process
 * (`app.inject`), so the exchange works whatever the public origin is (a proxy, a test port).
 */
export function codeRedeemer(
  app: FastifyInstance,
  issuer: string,
  providerJwks: { keys: JWK[] },
  inProcessKey: string,
) {
  const publicKeys = createLocalJWKSet({ keys: providerJwks.keys.map(publicPart) });
  const fetchInProcess = inProcessFetch(app, issuer, inProcessKey);
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    configuration ??= oidc
      .discovery(new URL(issuer), PORTAL_CLIENT_ID, undefined, oidc.None(), {
        execute: [oidc.allowInsecureRequests],
        [oidc.customFetch]: fetchInProcess,
      })
      .then((config) => {
        config[oidc.customFetch] = fetchInProcess;
        return config;
      });
    configuration.catch(() => (configuration = undefined));
    return configuration;
  };

  return async (input: { code: string; state: string; codeVerifier: string; redirectUri: string }) => {
    const config = await configure();
    const current = new URL(input.redirectUri);
    current.search = new URLSearchParams({ code: input.code, state: input.state, iss: issuer }).toString();
    let idToken: string | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        idTokenExpected: true,
      });
      idToken = tokens.id_token;
    } catch (error) {
      throw new CodeRedemptionError(`The code could not be redeemed: ${(error as Error).message}`, { cause: error });
    }
    if (!idToken) throw new CodeRedemptionError('The provider answered without an id token.');
    const { payload } = await jwtVerify(idToken, publicKeys, { issuer, audience: PORTAL_CLIENT_ID });
    if (typeof payload.sub !== 'string') throw new CodeRedemptionError('The id token has no subject.');
    return { loginId: payload.sub } satisfies RedeemedCode;
  };
}

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined));
}

/** A fetch for openid-client that sends requests to the issuer's URLs through app.inject. */
function inProcessFetch(app: FastifyInstance, issuer: string, inProcessKey: string): oidc.CustomFetch {
  const issuerUrl = new URL(issuer);
  return async (resource, init) => {
    const url = new URL(resource);
    if (url.origin !== issuerUrl.origin) throw new CodeRedemptionError(`Refusing to call ${url.origin}.`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    headers.host = url.host;
    headers['x-forwarded-proto'] = url.protocol.replace(':', '');
    headers[IN_PROCESS_HEADER] = inProcessKey;
    const body = init.body;
    const response = await app.inject({
      method: init.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload:
        body === null || body === undefined ? undefined : body instanceof Uint8Array ? Buffer.from(body) : String(body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of [value].flat()) if (item !== undefined) responseHeaders.append(name, String(item));
    }
    return new Response(response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
