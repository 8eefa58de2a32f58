import { afterEach, describe, expect, it } from 'vitest';
import { clearAllState } from '../storage/root-store';
import { forgetSessionOnSignInReturn, isSignedIn, readSession, saveSession } from './session';

const signIn = () =>
  saveSession({ customerId: 'CUS-1', accessToken: 'old-token', tokenType: 'Bearer', expiresIn: 600, sessionId: 'S-1' });

describe('a return from the identity provider with a code', () => {
  afterEach(() => clearAllState());

  it('forgets the saved session before the page calls the gateway: a password change ended it', () => {
    signIn();
    expect(forgetSessionOnSignInReturn('?code=abc&state=changepassword.x1&iss=https%3A%2F%2Fidp')).toBe(true);
    expect(isSignedIn()).toBe(false);
  });

  it('keeps it on an ordinary visit, a code of signout, an error or a state the portal does not know', () => {
    signIn();
    for (const search of [
      '',
      '?code=signout&state=login.x',
      '?error=access_denied&state=login.x',
      '?code=abc&state=other.x',
      '?state=login.x',
    ]) {
      expect(forgetSessionOnSignInReturn(search), search).toBe(false);
      expect(readSession()?.accessToken).toBe('old-token');
    }
  });
});
