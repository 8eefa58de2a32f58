import { describe, expect, it } from 'vitest';
import { readLoginReturn, takeStoredVerifier } from './login-return';

function read(
  query: string,
  verifiers: Record<string, string> = {
    'login.r1': 'v-login',
    'registration.r2': 'v-reg',
    'changepassword.r3': 'v-cp',
  },
) {
  const taken: string[] = [];
  const decision = readLoginReturn(new URLSearchParams(query), (state) => {
    taken.push(state);
    return verifiers[state] ?? null;
  });
  return { decision, taken };
}

describe('the return handling table on /customer360View', () => {
  it.each([
    [
      'code=abc&state=login.r1',
      { type: 'exchange', code: 'abc', state: 'login.r1', kind: 'login', codeVerifier: 'v-login' },
    ],
    ['code=abc&state=registration.r2', { type: 'exchange', kind: 'registration', codeVerifier: 'v-reg' }],
    ['code=abc&state=changepassword.r3', { type: 'exchange', kind: 'changepassword', codeVerifier: 'v-cp' }],
    [
      'error=access_denied&error_description=AADB2C99002%3A+The+user+has+forgotten+their+password.&state=login.r1',
      { type: 'errorPage' },
    ],
    ['error=access_denied&state=login.r1', { type: 'startPage', reason: 'access_denied' }],
    [
      'error=access_denied&error_description=AADB2C90091%3A+The+user+has+cancelled+entering+self-asserted+information.&state=login.r1',
      { type: 'startPage', reason: 'access_denied' },
    ],
    ['error=login_required&error_description=AADB2C99002&state=login.r1', { type: 'startPage' }],
    [
      'error=server_error&error_description=AADB2C99002+reset&state=login.r1',
      { type: 'errorPage', error: 'server_error' },
    ],
    [
      'error=server_error&error_description=Something+broke&state=login.r1',
      { type: 'startPage', reason: 'server_error' },
    ],
    ['error=login_required&state=login.r1', { type: 'startPage', reason: 'login_required' }],
    ['code=signout', { type: 'ignore' }],
    ['code=signout&state=login.r1', { type: 'ignore' }],
    ['', { type: 'none' }],
    ['tab=repairs', { type: 'none' }],
    ['code=abc&state=hacked.r1', { type: 'startPage', reason: 'unknown state' }],
    ['code=abc&state=login.forged', { type: 'startPage', reason: 'no sign-in was started for this state' }],
    ['code=abc', { type: 'startPage' }],
  ])('%s → %j', (query, expected) => {
    expect(read(query).decision).toMatchObject(expected);
  });

  it('forgets the verifier of a state that came back with an error', () => {
    expect(read('error=access_denied&state=login.r1').taken).toEqual(['login.r1']);
  });

  it('does not redeem a signout code or touch any verifier', () => {
    expect(read('code=signout&state=login.r1').taken).toEqual([]);
  });
});

describe('takeStoredVerifier', () => {
  it('gives the verifier once', () => {
    const storage = new Map([['pkce:login.r1', 'v']]);
    const facade = {
      getItem: (key: string) => storage.get(key) ?? null,
      removeItem: (key: string) => void storage.delete(key),
    };
    expect(takeStoredVerifier('login.r1', facade)).toBe('v');
    expect(takeStoredVerifier('login.r1', facade)).toBeNull();
  });
});
