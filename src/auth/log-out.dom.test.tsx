import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../gateway/client';
import { clearAllState } from '../storage/root-store';
import { logOut } from './log-out';
import { LOGGED_OUT_FOR_SECURITY, LOGOUT_NOTICE_KEY } from './logout-notice';
import { isSignedIn, saveSession } from './session';

/** A quiet client whose DELETE /logout answers after `during` has run (what happens meanwhile in the tab). */
function clientWhere(during: () => void) {
  return createGatewayClient({
    baseUrl: 'http://gateway.test',
    subscriptionKey: 'key',
    maxAttempts: 1,
    session: { getCustomerId: () => 'CUS-1', getSessionId: () => 'S-1', getAccessToken: () => 'token' },
    fetch: async () => {
      during();
      return new Response(null, { status: 204 });
    },
  });
}

const signIn = () =>
  saveSession({ customerId: 'CUS-1', accessToken: 'token', tokenType: 'Bearer', expiresIn: 600, sessionId: 'S-1' });

describe('logging out', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the security notice when another sign-out (a 401 in flight) clears the state meanwhile', async () => {
    signIn();
    const left: string[] = [];
    // The refresh that was in flight gets 401 once the session has ended: the policy signs out too.
    const racing = () => {
      clearAllState();
      left.push('/startpage');
    };
    await logOut(clientWhere(racing), (path) => left.push(path), { forSecurity: true });
    expect(left).toEqual(['/startpage', '/startpage']);
    expect(isSignedIn()).toBe(false);
    expect(sessionStorage.getItem(LOGOUT_NOTICE_KEY)).toBe(LOGGED_OUT_FOR_SECURITY);
    // The 401 may also land after this logout has finished, before the start page loads.
    racing();
    expect(sessionStorage.getItem(LOGOUT_NOTICE_KEY)).toBe(LOGGED_OUT_FOR_SECURITY);
  });

  it('leaves no notice when the resident logs out', async () => {
    signIn();
    await logOut(
      clientWhere(() => undefined),
      () => undefined,
    );
    expect(isSignedIn()).toBe(false);
    expect(sessionStorage.getItem(LOGOUT_NOTICE_KEY)).toBeNull();
  });
});
