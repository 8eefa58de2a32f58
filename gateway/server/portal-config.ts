import type {
  IdentityProviderConfig,
  PortalConfig,
  PortalFooterLinks,
  PortalPayments,
} from '../../schemas/generated/types';
import { DEFAULT_CHANNEL } from '../../schemas/http-headers';
import { issuerFor } from './identity/provider';
import { PORTAL_CLIENT_ID, POLICIES, POST_LOGOUT_REDIRECT_PATH, REDIRECT_PATH } from './identity/policies';

/**
 * The portal's run-time settings, served as GET /portal-config.json, and how the portal signs
 * residents in (docs: gateway/server/README.md, identity section). The contract is
 * schemas/portal-config.schema.json.
 */
export type { IdentityProviderConfig, PortalConfig, PortalFooterLinks, PortalPayments };

/** The footer's links (Terms and conditions, Accessibility, Privacy, Cookies). */
export type FooterLinkName = keyof PortalFooterLinks;

/** Environment variables naming the association's pages for the footer links. */
export const FOOTER_LINK_VARIABLES: Record<FooterLinkName, string> = {
  terms: 'FOOTER_TERMS_URL',
  accessibility: 'FOOTER_ACCESSIBILITY_URL',
  privacy: 'FOOTER_PRIVACY_URL',
  cookies: 'FOOTER_COOKIES_URL',
};

/** The public origin when none is configured: the gateway on its default port. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

/** The embedded provider's settings for a public origin. */
export function embeddedIdentityProvider(publicOrigin: string): IdentityProviderConfig {
  return {
    issuer: issuerFor(publicOrigin),
    clientId: PORTAL_CLIENT_ID,
    redirectPath: REDIRECT_PATH,
    postLogoutRedirectPath: POST_LOGOUT_REDIRECT_PATH,
    policies: { ...POLICIES },
  };
}

/** Where the reference gateway serves its payment-provider sandbox (docs: gateway/server/README.md). */
export const PAYMENT_SANDBOX_PATH = '/payment-sandbox';

/** The sandbox's card page and direct-debit page at a public origin. */
export function sandboxPayments(publicOrigin: string): PortalPayments {
  return {
    pageUrl: `${publicOrigin}${PAYMENT_SANDBOX_PATH}/pay`,
    directDebitUrl: `${publicOrigin}${PAYMENT_SANDBOX_PATH}/direct-debit`,
  };
}

/** Defaults: an Ofcom drama-range number, never a real one, and the spec's call-centre hours. */
export const DEFAULT_PORTAL_CONFIG: Omit<PortalConfig, 'subscriptionKey'> = {
  gatewayBaseUrl: '/api',
  channel: DEFAULT_CHANNEL,
  identityProvider: embeddedIdentityProvider(DEFAULT_PUBLIC_ORIGIN),
  payments: sandboxPayments(DEFAULT_PUBLIC_ORIGIN),
  contact: { phoneNumber: '020 7946 0999', callCentreHours: 'Monday to Friday 8am to 8pm, Saturday 9am to 1pm' },
};

/**
 * Settings given in the environment: PORTAL_GATEWAY_BASE_URL, IDP_ISSUER, IDP_CLIENT_ID,
 * CONTACT_PHONE_NUMBER, CALL_CENTRE_HOURS, PAYMENT_PAGE_URL, DIRECT_DEBIT_URL and the FOOTER_*_URL of
 * FOOTER_LINK_VARIABLES.
 */
export function portalConfigFromEnv(env: NodeJS.ProcessEnv): Partial<PortalConfig> {
  const config: Partial<PortalConfig> = {};
  if (env.PORTAL_GATEWAY_BASE_URL) config.gatewayBaseUrl = env.PORTAL_GATEWAY_BASE_URL;
  if (env.IDP_ISSUER || env.IDP_CLIENT_ID) {
    const embedded = embeddedIdentityProvider(env.PUBLIC_ORIGIN?.trim() || DEFAULT_PUBLIC_ORIGIN);
    config.identityProvider = {
      ...embedded,
      issuer: env.IDP_ISSUER || embedded.issuer,
      clientId: env.IDP_CLIENT_ID || embedded.clientId,
    };
  }
  if (env.CONTACT_PHONE_NUMBER || env.CALL_CENTRE_HOURS) {
    config.contact = {
      phoneNumber: env.CONTACT_PHONE_NUMBER || DEFAULT_PORTAL_CONFIG.contact.phoneNumber,
      callCentreHours: env.CALL_CENTRE_HOURS || DEFAULT_PORTAL_CONFIG.contact.callCentreHours,
    };
  }
  if (env.PAYMENT_PAGE_URL?.trim() || env.DIRECT_DEBIT_URL?.trim()) {
    const sandbox = sandboxPayments(env.PUBLIC_ORIGIN?.trim() || DEFAULT_PUBLIC_ORIGIN);
    config.payments = {
      pageUrl: env.PAYMENT_PAGE_URL?.trim() || sandbox.pageUrl,
      directDebitUrl: env.DIRECT_DEBIT_URL?.trim() || sandbox.directDebitUrl,
    };
  }
  const footerLinks: PortalFooterLinks = {};
  for (const [name, variable] of Object.entries(FOOTER_LINK_VARIABLES) as [FooterLinkName, string][]) {
    const url = env[variable]?.trim();
    if (url) footerLinks[name] = url;
  }
  if (Object.keys(footerLinks).length > 0) config.footerLinks = footerLinks;
  return config;
}

/**
 * The complete settings: defaults (the embedded provider at the public origin), then the given
 * overrides, with the gateway's subscription key.
 */
export function resolvePortalConfig(
  subscriptionKey: string,
  overrides: Partial<PortalConfig> = {},
  publicOrigin = DEFAULT_PUBLIC_ORIGIN,
): PortalConfig {
  return {
    ...DEFAULT_PORTAL_CONFIG,
    identityProvider: embeddedIdentityProvider(publicOrigin),
    payments: sandboxPayments(publicOrigin),
    subscriptionKey,
    ...overrides,
  };
}
