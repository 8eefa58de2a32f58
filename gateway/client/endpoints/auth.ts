import type { GatewayClient, GatewayResponse } from '../gateway-client';
import type { EndpointOptions } from './endpoint-options';

/** Body of POST /auth/token: the provider's code, the state it came back with and the PKCE verifier. */
export interface TokenExchangeRequest {
  code: string;
  state: string;
  codeVerifier: string;
  /** The redirect URI the code was issued for. */
  redirectUri: string;
}

/** Answer of POST /auth/token and POST /auth/refresh. */
export interface GatewayToken {
  customerId: string;
  accessToken: string;
  tokenType: 'Bearer';
  /** Seconds the access token lives. */
  expiresIn: number;
  sessionId: string;
}

/**
 * POST /auth/token: redeems a sign-in code for the customer id and a short-lived gateway access
 * token. Never repeated (a code is single-use): a 400 means a bad or used code.
 *
 * @example
 * const { data: token } = await exchangeAuthorizationCode(client, { code, state, codeVerifier, redirectUri });
 */
export function exchangeAuthorizationCode(
  client: GatewayClient,
  request: TokenExchangeRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<GatewayToken>> {
  return client.post<GatewayToken>('/auth/token', request, { ...options, maxAttempts: 1 });
}

/**
 * POST /auth/refresh with the current bearer token: a new token for the same live session.
 *
 * @example
 * const { data: token } = await refreshAccessToken(client);
 */
export function refreshAccessToken(
  client: GatewayClient,
  options?: EndpointOptions,
): Promise<GatewayResponse<GatewayToken>> {
  return client.post<GatewayToken>('/auth/refresh', {}, { ...options, maxAttempts: 1 });
}

/**
 * DELETE /logout: ends the gateway session and the provider session (204).
 *
 * @example
 * await logout(client);
 */
export function logout(client: GatewayClient, options?: EndpointOptions): Promise<GatewayResponse<void>> {
  return client.delete<void>('/logout', options);
}
