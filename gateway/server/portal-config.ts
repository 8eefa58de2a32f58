import { DEFAULT_CHANNEL, type Channel } from '../../schemas/http-headers';

/** The portal's run-time settings, served as GET /portal-config.json. */
export interface PortalConfig {
  /** Base URL of the API the portal calls, relative (/api) or absolute. */
  gatewayBaseUrl: string;
  /** Sent by the portal as Ocp-Apim-Subscription-Key. */
  subscriptionKey: string;
  /** The channel the portal reports itself as. */
  channel: Channel;
  /** Identity provider settings (the sign-in issue fills in the rest). */
  identityProvider: { issuer: string; clientId: string };
  /** How residents reach the call centre, shown in error and help texts. */
  contact: { phoneNumber: string; callCentreHours: string };
}

/** Defaults: an Ofcom drama-range number, never a real one, and the spec's call-centre hours. */
export const DEFAULT_PORTAL_CONFIG: Omit<PortalConfig, 'subscriptionKey'> = {
  gatewayBaseUrl: '/api',
  channel: DEFAULT_CHANNEL,
  identityProvider: { issuer: '/idp', clientId: 'resident-portal' },
  contact: { phoneNumber: '020 7946 0999', callCentreHours: 'Monday to Friday 8am to 8pm, Saturday 9am to 1pm' },
};

/** Settings given in the environment: PORTAL_GATEWAY_BASE_URL, IDP_ISSUER, IDP_CLIENT_ID, CONTACT_PHONE_NUMBER, CALL_CENTRE_HOURS. */
export function portalConfigFromEnv(env: NodeJS.ProcessEnv): Partial<PortalConfig> {
  const config: Partial<PortalConfig> = {};
  if (env.PORTAL_GATEWAY_BASE_URL) config.gatewayBaseUrl = env.PORTAL_GATEWAY_BASE_URL;
  if (env.IDP_ISSUER || env.IDP_CLIENT_ID) {
    config.identityProvider = {
      issuer: env.IDP_ISSUER || DEFAULT_PORTAL_CONFIG.identityProvider.issuer,
      clientId: env.IDP_CLIENT_ID || DEFAULT_PORTAL_CONFIG.identityProvider.clientId,
    };
  }
  if (env.CONTACT_PHONE_NUMBER || env.CALL_CENTRE_HOURS) {
    config.contact = {
      phoneNumber: env.CONTACT_PHONE_NUMBER || DEFAULT_PORTAL_CONFIG.contact.phoneNumber,
      callCentreHours: env.CALL_CENTRE_HOURS || DEFAULT_PORTAL_CONFIG.contact.callCentreHours,
    };
  }
  return config;
}

/** The complete settings: defaults, then the given overrides, with the gateway's subscription key. */
export function resolvePortalConfig(subscriptionKey: string, overrides: Partial<PortalConfig> = {}): PortalConfig {
  return { ...DEFAULT_PORTAL_CONFIG, subscriptionKey, ...overrides };
}
