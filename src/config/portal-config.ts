import type { IdentityProviderConfig, PortalConfig, PortalFooterLinks } from '../../schemas/generated/types';
import { CHANNELS, type Channel } from '../../schemas/http-headers';

/**
 * Run-time settings of the portal, served by the gateway as GET /portal-config.json so that one
 * build can be pointed at another gateway without rebuilding (the reference gateway builds them
 * in gateway/server/portal-config.ts). The contract is schemas/portal-config.schema.json; the
 * portal checks a gateway's answer by hand (parsePortalConfig) rather than with ajv, to stay small.
 */
export type { IdentityProviderConfig, PortalConfig };

/** The footer's links: Terms and conditions, Accessibility, Privacy, Cookies. */
export type FooterLinkName = keyof PortalFooterLinks;
const footerLinkSet: Record<FooterLinkName, true> = { terms: true, accessibility: true, privacy: true, cookies: true };
/** Every footer link name of the contract (the Record above fails to compile when the schema adds one). */
export const footerLinkNames = Object.keys(footerLinkSet) as FooterLinkName[];

/** Used for the identity provider settings a gateway does not send. */
export const DEFAULT_IDENTITY_PROVIDER: Omit<IdentityProviderConfig, 'issuer' | 'clientId'> = {
  redirectPath: '/customer360View',
  postLogoutRedirectPath: '/startpage',
  policies: {
    login: 'B2C_1_login',
    registration: 'B2C_1_registration',
    changePassword: 'B2C_1_changepassword',
    changeUsername: 'B2C_1_changesigninname',
  },
};

export const portalConfigPath = '/portal-config.json';

export class PortalConfigError extends Error {
  override name = 'PortalConfigError';
}

type Json = Record<string, unknown>;

/** Checks the parsed body of portal-config.json and names the first setting that is missing or wrong. */
export function parsePortalConfig(body: unknown): PortalConfig {
  const record = requireObject(body, 'portal-config.json');
  const identityProvider = requireObject(record.identityProvider, '"identityProvider"');
  const contact = requireObject(record.contact, '"contact"');
  const payments = requireObject(record.payments, '"payments"');
  return {
    gatewayBaseUrl: requireText(record, 'gatewayBaseUrl').replace(/\/+$/, ''),
    subscriptionKey: requireText(record, 'subscriptionKey'),
    channel: requireChannel(record),
    identityProvider: parseIdentityProvider(identityProvider),
    contact: {
      phoneNumber: requireText(contact, 'phoneNumber', 'contact.'),
      callCentreHours: requireText(contact, 'callCentreHours', 'contact.'),
    },
    payments: {
      pageUrl: requireText(payments, 'pageUrl', 'payments.'),
      directDebitUrl: requireText(payments, 'directDebitUrl', 'payments.'),
    },
    ...parseFooterLinks(record.footerLinks),
  };
}

function parseFooterLinks(value: unknown): Pick<PortalConfig, 'footerLinks'> {
  if (value === undefined) return {};
  const record = requireObject(value, '"footerLinks"');
  const links: PortalFooterLinks = {};
  for (const name of footerLinkNames) {
    const href = optionalText(record, name, 'footerLinks.');
    if (href !== undefined) links[name] = href;
  }
  return { footerLinks: links };
}

/** Fetches and checks the portal's settings; fails with a PortalConfigError saying what went wrong. */
export async function loadPortalConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<PortalConfig> {
  let response: Response;
  try {
    // The browser's default cache mode: the gateway answers `Cache-Control: no-cache`, so the file
    // is checked on every load, and app.html's preload of it (started with the page, before the
    // scripts) is taken rather than asked again (docs/adr/0014).
    response = await fetchImpl(portalConfigPath, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new PortalConfigError(`Could not reach ${portalConfigPath}: ${describe(error)}`, { cause: error });
  }
  if (!response.ok) {
    throw new PortalConfigError(`${portalConfigPath} answered ${response.status} ${response.statusText}`.trim());
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PortalConfigError(`${portalConfigPath} is not valid JSON: ${describe(error)}`, { cause: error });
  }
  return parsePortalConfig(body);
}

function parseIdentityProvider(record: Json): IdentityProviderConfig {
  const policies = record.policies === undefined ? {} : requireObject(record.policies, '"identityProvider.policies"');
  const defaults = DEFAULT_IDENTITY_PROVIDER;
  return {
    issuer: requireText(record, 'issuer', 'identityProvider.').replace(/\/+$/, ''),
    clientId: requireText(record, 'clientId', 'identityProvider.'),
    redirectPath: optionalText(record, 'redirectPath', 'identityProvider.') ?? defaults.redirectPath,
    postLogoutRedirectPath:
      optionalText(record, 'postLogoutRedirectPath', 'identityProvider.') ?? defaults.postLogoutRedirectPath,
    policies: {
      login: optionalText(policies, 'login', 'identityProvider.policies.') ?? defaults.policies.login,
      registration:
        optionalText(policies, 'registration', 'identityProvider.policies.') ?? defaults.policies.registration,
      changePassword:
        optionalText(policies, 'changePassword', 'identityProvider.policies.') ?? defaults.policies.changePassword,
      changeUsername:
        optionalText(policies, 'changeUsername', 'identityProvider.policies.') ?? defaults.policies.changeUsername,
    },
  };
}

function requireChannel(record: Json): Channel {
  const value = requireText(record, 'channel');
  const channel = CHANNELS.find((known) => known === value);
  if (channel === undefined) {
    throw new PortalConfigError(`portal-config.json needs "channel" as one of ${CHANNELS.join(', ')}.`);
  }
  return channel;
}

function optionalText(record: Json, name: string, prefix: string): string | undefined {
  return record[name] === undefined ? undefined : requireText(record, name, prefix);
}

function requireObject(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PortalConfigError(`portal-config.json needs ${what} as a JSON object.`);
  }
  return value as Json;
}

function requireText(record: Json, name: string, prefix = ''): string {
  const value = record[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new PortalConfigError(`portal-config.json needs "${prefix}${name}" as a non-empty string.`);
  }
  return value.trim();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
