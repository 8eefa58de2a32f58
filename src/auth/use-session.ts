import { useSyncExternalStore } from 'react';
import { subscribeRootState } from '../storage/root-store';
import { readSession, type SessionState } from './session';

/** The signed-in resident, re-rendering on sign-in, refresh and sign-out (also in other tabs). */
export function useSession(): SessionState | undefined {
  return useSyncExternalStore(subscribeRootState, readSession, () => undefined);
}
