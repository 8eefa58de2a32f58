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
  /** Where residents sign in. */
  identityProvider: { issuer: string; clientId: string };
  /** How residents reach the call centre, shown in error and help texts. */
  contact: { phoneNumber: string; callCentreHours: string };
}

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
    identityProvider: {
      issuer: requireText(identityProvider, 'issuer', 'identityProvider.'),
      clientId: requireText(identityProvider, 'clientId', 'identityProvider.'),
    },
    contact: {
      phoneNumber: requireText(contact, 'phoneNumber', 'contact.'),
      callCentreHours: requireText(contact, 'callCentreHours', 'contact.'),
    },
  };
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
