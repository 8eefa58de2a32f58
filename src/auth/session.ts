import type { GatewayToken } from '../../gateway/client';
import { readSlice, writeSlice } from '../storage/root-store';
import { isSignInKind } from './sign-in-kind';

/** The signed-in resident, kept under root.session. Its presence is the spec's "login status". */
export interface SessionState {
  customerId: string;
  accessToken: string;
  sessionId: string;
  /** When the access token runs out (milliseconds since 1970). */
  expiresAt: number;
}

const sliceName = 'session';

/** The signed-in resident, or undefined when signed out. */
export function readSession(): SessionState | undefined {
  const session = readSlice<Partial<SessionState>>(sliceName);
  if (!session || typeof session.customerId !== 'string' || typeof session.accessToken !== 'string') return undefined;
  return session as SessionState;
}

/** True while a resident is signed in in this browser. */
export function isSignedIn(): boolean {
  return readSession() !== undefined;
}

/** Keeps a token from the gateway's token exchange or refresh. */
export function saveSession(token: GatewayToken, now: number = Date.now()): SessionState {
  const session: SessionState = {
    customerId: token.customerId,
    accessToken: token.accessToken,
    sessionId: token.sessionId,
    expiresAt: now + token.expiresIn * 1000,
  };
  writeSlice(sliceName, session);
  return session;
}

/**
 * A return from the identity provider with a code replaces the session: the saved one is forgotten
 * as the page loads, before anything can call the gateway with it. After a change of password or
 * sign-in email the gateway has ended it (SECURITY.md, "Sessions"), and a call made with it while
 * the code is redeemed would be answered 401 and sign the resident out. Answers whether it did.
 *
 * @example
 * forgetSessionOnSignInReturn('?code=abc&state=changepassword.x1'); // true: the old session is gone
 */
export function forgetSessionOnSignInReturn(search: string): boolean {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const kind = (query.get('state') ?? '').split('.')[0] ?? '';
  if (!code || code === 'signout' || query.has('error') || !isSignInKind(kind)) return false;
  if (readSession() === undefined) return false;
  writeSlice(sliceName, undefined);
  return true;
}
