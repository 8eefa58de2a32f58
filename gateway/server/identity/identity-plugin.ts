import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { secretsEqual } from '../http/constant-time';
import type { Clock } from '../common/clock';
import { IN_PROCESS_HEADER } from './code-redemption';
import { IDENTITY_CSS, IDENTITY_STYLESHEET_PATH } from './html';
import { interactionRoutes } from './interaction-routes';
import { IDP_MOUNT_PATH } from './policies';
import type { RegistrationMail } from './registration';
import { tooManyAttemptsMessage } from './secret-throttle';
import type { Identity } from './setup';

export interface IdentityPluginOptions {
  db: Kysely<Database>;
  identity: Identity;
  clock: Clock;
  /** The origin residents reach the gateway on (PUBLIC_ORIGIN): the only one the provider names. */
  publicOrigin: string;
  /** The sender and phone number of registration e-mails. */
  mail: RegistrationMail;
}

const METHODS = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'] as const;
/** The provider's token endpoint, where authorization codes are redeemed. */
const TOKEN_PATH = `${IDP_MOUNT_PATH}/token`;

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Mounts the embedded provider under /idp: our interaction pages and their stylesheet, then every other /idp path
 * handed to oidc-provider with the request body left unread (it parses its own bodies) and the
 * mount path stripped the way Express's app.use would (originalUrl keeps the full path).
 *
 * The provider builds the addresses it publishes (the discovery document's endpoints, redirects)
 * from the request's Host and X-Forwarded-* headers. A client chooses those, so they are replaced
 * by PUBLIC_ORIGIN's before the provider sees the request: whatever TRUST_PROXY says, nobody can
 * make the provider name another host.
 */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, options) => {
  const { db, identity } = options;
  const provider = identity.provider;
  await app.register(interactionRoutes, {
    db,
    provider,
    throttle: identity.throttle,
    devices: identity.devices,
    clock: options.clock,
    mail: options.mail,
    codeKey: identity.keys.cookieKeys[0] ?? '',
  });
  app.get(IDENTITY_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(IDENTITY_CSS),
  );
  const handle = provider.callback();
  const origin = new URL(options.publicOrigin);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const inProcess = secretsEqual(headerText(request.headers[IN_PROCESS_HEADER]), identity.inProcessKey);
      delete request.raw.headers[IN_PROCESS_HEADER];
      // The token endpoint checks authorization codes: a client's wrong ones are throttled like
      // passwords (SECURITY.md); the gateway's own redemptions were throttled at /api/auth/token.
      if (request.method === 'POST' && request.url.split('?')[0] === TOKEN_PATH && !inProcess) {
        const subject = { account: 'provider-token', address: request.ip, accountWide: false };
        const claim = await identity.throttle.claim(subject);
        if (!claim.allowed) {
          // Answered the way the provider answers its own errors (OAuth's JSON), past Fastify's replies.
          reply.hijack();
          reply.raw.writeHead(429, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': String(claim.retryAfterSeconds),
          });
          reply.raw.end(
            JSON.stringify({ error: 'slow_down', error_description: tooManyAttemptsMessage(claim.retryAfterSeconds) }),
          );
          return;
        }
        reply.raw.once('finish', () => {
          if (reply.raw.statusCode === 200) {
            identity.throttle
              .succeeded(subject)
              .catch((error: unknown) => request.log.warn({ err: error }, 'Throttle'));
          }
        });
      }
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(IDP_MOUNT_PATH.length) || '/';
      raw.headers.host = origin.host;
      raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
      delete raw.headers['x-forwarded-host'];
      delete raw.headers.forwarded;
      handle(raw, reply.raw);
    };
    scope.route({ method: [...METHODS], url: `${IDP_MOUNT_PATH}/*`, handler });
  });
};
