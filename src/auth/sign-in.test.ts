import { describe, expect, it } from 'vitest';
import { testPortalConfig } from '../testing/fake-gateway';
import { base64UrlEncode, codeChallengeS256, randomUrlSafeString } from './pkce';
import { buildAuthorizationUrl, startSignIn } from './sign-in';

const provider = testPortalConfig.identityProvider;

describe('PKCE', () => {
  it('computes the S256 challenge of the RFC 7636 example verifier', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character URL-safe verifiers that differ each time', () => {
    const verifiers = new Set(Array.from({ length: 50 }, () => randomUrlSafeString()));
    expect(verifiers.size).toBe(50);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 254]))).toBe('-__-');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
  });
});

describe('buildAuthorizationUrl', () => {
  it('asks the provider for a code with PKCE S256, the state and the policy of the flow', () => {
    const url = new URL(
      buildAuthorizationUrl({ ...provider, issuer: '/idp' }, 'http://portal.test', {
        kind: 'registration',
        state: 'registration.abc',
        codeChallenge: 'challenge',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://portal.test/idp/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'resident-portal',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: 'http://portal.test/customer360View',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      state: 'registration.abc',
      p: 'B2C_1_registration',
    });
  });

  it.each([
    ['login', 'B2C_1_login'],
    ['changepassword', 'B2C_1_changepassword'],
  ] as const)('uses the %s policy', (kind, policy) => {
    const url = new URL(
      buildAuthorizationUrl(provider, 'http://portal.test', { kind, state: `${kind}.x`, codeChallenge: 'c' }),
    );
    expect(url.searchParams.get('p')).toBe(policy);
  });
});

describe('startSignIn', () => {
  it('keeps the verifier under the new state and sends the browser to the provider with its challenge', async () => {
    const stored = new Map<string, string>();
    const visited: string[] = [];
    await startSignIn(provider, 'login', {
      origin: 'http://portal.test',
      sessionStorage: { setItem: (key, value) => stored.set(key, value) },
      assign: (url) => visited.push(url),
    });
    expect(visited).toHaveLength(1);
    const url = new URL(visited[0]!);
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^login\.[A-Za-z0-9_-]{22}$/);
    const verifier = stored.get(`pkce:${state}`)!;
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeS256(verifier));
  });
});
