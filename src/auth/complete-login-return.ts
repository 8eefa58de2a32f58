import { exchangeAuthorizationCode, type GatewayClient } from '../../gateway/client';
import type { IdentityProviderConfig } from '../config/portal-config';
import { readLoginReturn, takeStoredVerifier, type LoginReturn } from './login-return';
import { saveSession } from './session';
import type { SignInKind } from './sign-in-kind';

/** Where the dashboard goes after reading a return from the provider. */
export type LoginReturnOutcome =
  /** Show the dashboard (after a successful exchange, `kind` says which flow it was). */
  | { type: 'dashboard'; kind?: SignInKind }
  /** The password-reset path: the error page. */
  | { type: 'errorPage' }
  /** Any other error or a forged return: the start page, with all state cleared. */
  | { type: 'startPage' };

/** One outcome per client and query: a code is single-use, and React may mount the dashboard twice. */
const inFlight = new WeakMap<GatewayClient, Map<string, Promise<LoginReturnOutcome>>>();

/**
 * Acts on the query of /customer360View once per distinct query (React may mount twice): redeems
 * a code at the gateway (POST /auth/token) and saves the session, or says where to go instead.
 */
export function completeLoginReturn(
  search: string,
  client: GatewayClient,
  provider: IdentityProviderConfig,
  origin: string,
): Promise<LoginReturnOutcome> {
  const byQuery = inFlight.get(client) ?? new Map<string, Promise<LoginReturnOutcome>>();
  inFlight.set(client, byQuery);
  const known = byQuery.get(search);
  if (known) return known;
  const outcome = run(
    readLoginReturn(new URLSearchParams(search), (state) => takeStoredVerifier(state)),
    client,
    provider,
    origin,
  );
  byQuery.set(search, outcome);
  return outcome;
}

async function run(
  decision: LoginReturn,
  client: GatewayClient,
  provider: IdentityProviderConfig,
  origin: string,
): Promise<LoginReturnOutcome> {
  switch (decision.type) {
    case 'none':
    case 'ignore':
      return { type: 'dashboard' };
    case 'errorPage':
      return { type: 'errorPage' };
    case 'startPage':
      return { type: 'startPage' };
    case 'exchange': {
      const { data } = await exchangeAuthorizationCode(client, {
        code: decision.code,
        state: decision.state,
        codeVerifier: decision.codeVerifier,
        redirectUri: new URL(provider.redirectPath, origin).href,
      });
      if (!data) throw new Error('The token exchange answered without a token.');
      saveSession(data);
      return { type: 'dashboard', kind: decision.kind };
    }
  }
}
