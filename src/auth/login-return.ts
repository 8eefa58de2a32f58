import { isSignInKind, pkceStoragePrefix, type SignInKind } from './sign-in-kind';

/** The password-reset code of Azure AD B2C, which the provider sends when "Forgot your password?" is chosen. */
export const PASSWORD_RESET_CODE = 'AADB2C99002';

/** What the portal does with the query of a return to /customer360View (the spec's return handling). */
export type LoginReturn =
  /** No code and no error: an ordinary visit. */
  | { type: 'none' }
  /** code=signout: nothing to do. */
  | { type: 'ignore' }
  /** Redeem the code at the gateway with the kept verifier. */
  | { type: 'exchange'; code: string; state: string; kind: SignInKind; codeVerifier: string }
  /** access_denied or server_error whose description holds AADB2C99002 (the password reset): the error page. */
  | { type: 'errorPage'; error: string }
  /** Any other error (a cancelled sign-in is access_denied without that code), or a return the portal did not start: the start page. */
  | { type: 'startPage'; reason: string };

/**
 * Reads a return from the identity provider. `takeVerifier` gives (and forgets) the PKCE verifier
 * kept for a state; a state without one was not started in this browser and is refused.
 *
 * @example
 * readLoginReturn(new URLSearchParams('code=abc&state=login.x1'), () => 'verifier');
 * // { type: 'exchange', code: 'abc', state: 'login.x1', kind: 'login', codeVerifier: 'verifier' }
 */
export function readLoginReturn(query: URLSearchParams, takeVerifier: (state: string) => string | null): LoginReturn {
  const error = query.get('error');
  const code = query.get('code');
  const state = query.get('state') ?? '';
  if (error !== null) {
    const description = query.get('error_description') ?? '';
    // Only the password-reset code leads to the error page (REP-AUTH-04): access_denied on its own
    // is a resident who cancelled at the provider, and goes back to the start page.
    const passwordReset =
      (error === 'access_denied' || error === 'server_error') && description.includes(PASSWORD_RESET_CODE);
    if (state) takeVerifier(state);
    return passwordReset ? { type: 'errorPage', error } : { type: 'startPage', reason: error };
  }
  if (code === null) return { type: 'none' };
  if (code === 'signout') return { type: 'ignore' };
  const kind = state.split('.')[0] ?? '';
  if (!isSignInKind(kind)) return { type: 'startPage', reason: 'unknown state' };
  const codeVerifier = takeVerifier(state);
  if (!codeVerifier) return { type: 'startPage', reason: 'no sign-in was started for this state' };
  return { type: 'exchange', code, state, kind, codeVerifier };
}

/** Gives and forgets the PKCE verifier kept in sessionStorage for a state. */
export function takeStoredVerifier(
  state: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): string | null {
  const key = `${pkceStoragePrefix}${state}`;
  const verifier = storage.getItem(key);
  storage.removeItem(key);
  return verifier;
}
