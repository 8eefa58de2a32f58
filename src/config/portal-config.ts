/**
 * Run-time settings of the portal, served by the gateway as GET /portal-config.json so that one
 * build can be pointed at another gateway without rebuilding (the reference gateway builds them
 * in gateway/server/portal-config.ts).
 */
export interface PortalConfig {
  /** Base URL of the association's API gateway, absolute or relative to the portal (e.g. "/api"). */
  gatewayBaseUrl: string;
  /** Value sent as Ocp-Apim-Subscription-Key on every API call. */
  subscriptionKey: string;
  /** The channel the portal reports itself as (Channel header). */
  channel: string;
  /** Where residents sign in (docs: the sign-in contract in gateway/server/portal-config.ts). */
  identityProvider: IdentityProviderConfig;
  /** How residents reach the call centre, shown in error and help texts. */
  contact: { phoneNumber: string; callCentreHours: string };
  /** Addresses of the association's own pages linked from the footer, where the gateway names them. */
  footerLinks?: Partial<Record<FooterLinkName, string>>;
}

/** The footer's links: Terms and conditions, Accessibility, Privacy, Cookies. */
export const footerLinkNames = ['terms', 'accessibility', 'privacy', 'cookies'] as const;
export type FooterLinkName = (typeof footerLinkNames)[number];

/** The OpenID Connect provider and the portal's public client there. */
export interface IdentityProviderConfig {
  /** Issuer URL, absolute or relative to the portal (e.g. "/idp"); the authorisation endpoint is `${issuer}/auth`. */
  issuer: string;
  clientId: string;
  /** Where the provider sends the resident back with a code (default /customer360View). */
  redirectPath: string;
  /** Where the portal lands after logging out (default /startpage). */
  postLogoutRedirectPath: string;
  /** The provider's policy names for each flow, sent as `p`. */
  policies: { login: string; registration: string; changePassword: string };
}

/** Used for the identity provider settings a gateway does not send. */
export const DEFAULT_IDENTITY_PROVIDER: Omit<IdentityProviderConfig, 'issuer' | 'clientId'> = {
  redirectPath: '/customer360View',
  postLogoutRedirectPath: '/startpage',
  policies: { login: 'B2C_1_login', registration: 'B2C_1_registration', changePassword: 'B2C_1_changepassword' },
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
  return {
    gatewayBaseUrl: requireText(record, 'gatewayBaseUrl').replace(/\/+$/, ''),
    subscriptionKey: requireText(record, 'subscriptionKey'),
    channel: requireText(record, 'channel'),
    identityProvider: parseIdentityProvider(identityProvider),
    contact: {
      phoneNumber: requireText(contact, 'phoneNumber', 'contact.'),
      callCentreHours: requireText(contact, 'callCentreHours', 'contact.'),
    },
    ...parseFooterLinks(record.footerLinks),
  };
}

function parseFooterLinks(value: unknown): Pick<PortalConfig, 'footerLinks'> {
  if (value === undefined) return {};
  const record = requireObject(value, '"footerLinks"');
  const links: Partial<Record<FooterLinkName, string>> = {};
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
    response = await fetchImpl(portalConfigPath, { headers: { Accept: 'application/json' }, cache: 'no-store' });
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
    },
  };
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
