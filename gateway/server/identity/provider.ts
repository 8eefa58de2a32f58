import type { Kysely } from 'kysely';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/tables';
import { findLoginById } from './accounts';
import { DatabaseAdapter } from './database-adapter';
import { SESSION_IDLE_MINUTES } from './gateway-sessions';
import { loggedOutPage, logoutPage, providerErrorPage } from './pages';
import {
  IDP_MOUNT_PATH,
  PORTAL_CLIENT_ID,
  POST_LOGOUT_REDIRECT_PATH,
  REDIRECT_PATH,
  policyFromParam,
} from './policies';
import type { IdentityKeys } from './stored-keys';

export interface IdentityProviderOptions {
  db: Kysely<Database>;
  /** The origin residents reach the gateway on, e.g. http://localhost:8080; the issuer is origin + /idp. */
  publicOrigin: string;
  keys: IdentityKeys;
}

/** What an interaction finished by our pages records, besides oidc-provider's own fields. */
export interface PolicyResult {
  /** Set when the registration or change-password page was completed in this interaction. */
  policyCompleted?: boolean;
}

/** The issuer of the embedded provider for a public origin. */
export function issuerFor(publicOrigin: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${IDP_MOUNT_PATH}`;
}

/**
 * The embedded OpenID Connect provider: one public client (the resident portal, PKCE S256
 * required), state in the database, keys from identity_keys, our own interaction pages under
 * /idp/interaction/{uid}, no consent screen for the portal, and the `p` parameter choosing the
 * login, registration or change-password page.
 */
export function createIdentityProvider({ db, publicOrigin, keys }: IdentityProviderOptions): Provider {
  const origin = publicOrigin.replace(/\/+$/, '');
  const configuration: Configuration = {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${origin}${REDIRECT_PATH}`],
        post_logout_redirect_uris: [`${origin}${POST_LOGOUT_REDIRECT_PATH}`],
      },
    ],
    jwks: keys.providerJwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys, long: { signed: true }, short: { signed: true } },
    claims: { openid: ['sub'], email: ['email'] },
    scopes: ['openid', 'email'],
    extraParams: ['p'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: false },
      // The provider's own pages would carry inline styles; ours link the stylesheet (no 'unsafe-inline').
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    clientBasedCORS: () => false,
    interactions: {
      url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}`,
      policy: residentPolicy(),
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 60 * 60,
      // The provider's session (and its cookie) lasts no longer than the portal's idle rule from
      // its last use, so on a shared computer "Log in" after the portal timed out asks for the
      // password instead of signing the next person in as the last one.
      Session: SESSION_IDLE_MINUTES * 60,
      Grant: 8 * 60 * 60,
    },
    findAccount: async (_ctx, sub) => {
      const login = await findLoginById(db, sub);
      if (!login) return undefined;
      return { accountId: login.id, claims: () => ({ sub: login.id, email: login.email }) };
    },
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = oidc.session?.grantIdFor(clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      // The portal is the association's own client: no consent screen.
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(
        out.error === 'invalid_request' || out.error === 'invalid_redirect_uri'
          ? 'The sign-in request was not valid. It may have expired.'
          : 'Your sign-in could not be completed. It may have taken too long.',
      );
    },
  };
  const provider = new Provider(issuerFor(origin), configuration);
  // Behind a proxy the public origin may be https while the gateway hears plain HTTP.
  provider.proxy = true;
  return provider;
}

/**
 * The base policy plus one check on the login prompt: the registration and change-password
 * policies always show their page, even to a resident with a provider session.
 */
function residentPolicy() {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.push(
    new interactionPolicy.Check('policy_page', 'The requested policy shows its own page', (ctx: KoaContextWithOIDC) => {
      const wanted = policyFromParam(ctx.oidc.params?.p);
      if (wanted === 'login') return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const result = ctx.oidc.result as PolicyResult | undefined;
      return result?.policyCompleted
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}
