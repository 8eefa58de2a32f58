import type { IdentityProviderConfig } from '../config/portal-config';
import { codeChallengeS256, randomUrlSafeString } from './pkce';
import { pkceStoragePrefix, type SignInKind } from './sign-in-kind';

/** What starting a sign-in needs from the browser; tests pass their own. */
export interface SignInEnvironment {
  origin: string;
  sessionStorage: Pick<Storage, 'setItem'>;
  /** Leaves the portal for the provider's page. */
  assign(url: string): void;
}

/** The provider's policy (`p`) for each kind of flow. */
export function policyFor(provider: IdentityProviderConfig, kind: SignInKind): string {
  if (kind === 'registration') return provider.policies.registration;
  if (kind === 'changepassword') return provider.policies.changePassword;
  if (kind === 'changeusername') return provider.policies.changeUsername;
  return provider.policies.login;
}

/**
 * The provider's authorisation URL for one flow: code flow with PKCE S256, state `<kind>.<random>`.
 *
 * @example
 * buildAuthorizationUrl(provider, 'http://localhost:8080', { kind: 'login', state: 'login.x', codeChallenge: 'c' });
 * // 'http://localhost:8080/idp/auth?client_id=resident-portal&response_type=code&scope=openid+email&...'
 */
export function buildAuthorizationUrl(
  provider: IdentityProviderConfig,
  origin: string,
  request: { kind: SignInKind; state: string; codeChallenge: string },
): string {
  const url = new URL(`${provider.issuer}/auth`, origin);
  url.search = new URLSearchParams({
    client_id: provider.clientId,
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: new URL(provider.redirectPath, origin).href,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    state: request.state,
    p: policyFor(provider, request.kind),
  }).toString();
  return url.href;
}

/**
 * Starts a sign-in, registration or password change: keeps a fresh PKCE verifier in
 * sessionStorage under the new state and sends the browser to the provider.
 */
export async function startSignIn(
  provider: IdentityProviderConfig,
  kind: SignInKind,
  environment: SignInEnvironment = browserEnvironment(),
): Promise<string> {
  const verifier = randomUrlSafeString();
  const state = `${kind}.${randomUrlSafeString(16)}`;
  const codeChallenge = await codeChallengeS256(verifier);
  environment.sessionStorage.setItem(`${pkceStoragePrefix}${state}`, verifier);
  const url = buildAuthorizationUrl(provider, environment.origin, { kind, state, codeChallenge });
  environment.assign(url);
  return url;
}

function browserEnvironment(): SignInEnvironment {
  return {
    origin: window.location.origin,
    sessionStorage: window.sessionStorage,
    assign: (url) => window.location.assign(url),
  };
}
