import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IDENTITY_PROVIDER,
  PortalConfigError,
  loadPortalConfig,
  parsePortalConfig,
  portalConfigPath,
  type PortalConfig,
} from './portal-config';

const valid: PortalConfig = {
  gatewayBaseUrl: '/api',
  subscriptionKey: 'local-key',
  channel: 'CustomerSelfService',
  identityProvider: { issuer: '/idp', clientId: 'resident-portal', ...DEFAULT_IDENTITY_PROVIDER },
  contact: { phoneNumber: '020 7946 0999', callCentreHours: 'Monday to Friday 8am to 8pm' },
  payments: { pageUrl: 'https://pay.example/pay', directDebitUrl: 'https://pay.example/direct-debit' },
};

function respondWith(body: string, init: ResponseInit = { status: 200 }): typeof fetch {
  return async () => new Response(body, init);
}

describe('parsePortalConfig', () => {
  it('accepts the settings the gateway serves and trims a trailing slash from the gateway address', () => {
    expect(parsePortalConfig({ ...valid, gatewayBaseUrl: 'https://gateway.example/api/' })).toEqual({
      ...valid,
      gatewayBaseUrl: 'https://gateway.example/api',
    });
  });

  it('fills in the identity provider paths and policies a gateway leaves out, and trims the issuer', () => {
    const parsed = parsePortalConfig({
      ...valid,
      identityProvider: { issuer: 'https://portal.example/idp/', clientId: 'resident-portal' },
    });
    expect(parsed.identityProvider).toEqual({
      issuer: 'https://portal.example/idp',
      clientId: 'resident-portal',
      ...DEFAULT_IDENTITY_PROVIDER,
    });
  });

  it('takes the policies the gateway names', () => {
    const policies = { login: 'L', registration: 'R', changePassword: 'C', changeUsername: 'U' };
    const parsed = parsePortalConfig({ ...valid, identityProvider: { ...valid.identityProvider, policies } });
    expect(parsed.identityProvider.policies).toEqual(policies);
  });

  it('takes the footer links the gateway names', () => {
    const footerLinks = { terms: 'https://homes.example/terms', cookies: 'https://homes.example/cookies' };
    expect(parsePortalConfig({ ...valid, footerLinks }).footerLinks).toEqual(footerLinks);
    expect(() => parsePortalConfig({ ...valid, footerLinks: { privacy: '' } })).toThrow('"footerLinks.privacy"');
  });

  it('ignores settings it does not know yet', () => {
    expect(parsePortalConfig({ ...valid, futureSetting: true })).toEqual(valid);
  });

  it.each([
    [null, 'portal-config.json needs portal-config.json as a JSON object'],
    [['/api'], 'as a JSON object'],
    [{ ...valid, gatewayBaseUrl: undefined }, '"gatewayBaseUrl" as a non-empty string'],
    [{ ...valid, subscriptionKey: '  ' }, '"subscriptionKey" as a non-empty string'],
    [{ ...valid, channel: 7 }, '"channel" as a non-empty string'],
    [{ ...valid, channel: 'Kiosk' }, '"channel" as one of CustomerSelfService, ERGO, Northgate, ColleagueSelfService'],
    [{ ...valid, identityProvider: 'idp' }, '"identityProvider" as a JSON object'],
    [{ ...valid, identityProvider: { issuer: '/idp' } }, '"identityProvider.clientId" as a non-empty string'],
    [{ ...valid, identityProvider: { ...valid.identityProvider, policies: 'B2C' } }, '"identityProvider.policies"'],
    [
      { ...valid, identityProvider: { ...valid.identityProvider, redirectPath: '' } },
      '"identityProvider.redirectPath" as a non-empty string',
    ],
    [{ ...valid, contact: { phoneNumber: '1' } }, '"contact.callCentreHours" as a non-empty string'],
  ])('rejects %j and names what is wrong', (body, message) => {
    expect(() => parsePortalConfig(body)).toThrow(PortalConfigError);
    expect(() => parsePortalConfig(body)).toThrow(message);
  });
});

describe('loadPortalConfig', () => {
  it('reads the settings from /portal-config.json', async () => {
    const requested: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response(JSON.stringify(valid));
    };
    expect(await loadPortalConfig(fetchImpl)).toEqual(valid);
    expect(requested).toEqual([portalConfigPath]);
  });

  it('reports the status when the gateway answers with an error', async () => {
    await expect(loadPortalConfig(respondWith('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow(
      '/portal-config.json answered 503 Service Unavailable',
    );
  });

  it('reports a body that is not JSON', async () => {
    await expect(loadPortalConfig(respondWith('<html>'))).rejects.toThrow('is not valid JSON');
  });

  it('reports a network failure', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(loadPortalConfig(failing)).rejects.toThrow('Could not reach /portal-config.json: fetch failed');
  });
});
