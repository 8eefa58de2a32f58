import type { GatewayToken } from '../../gateway/client';
import { readSlice, writeSlice } from '../storage/root-store';

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
