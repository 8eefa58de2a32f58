import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/tables';
import { IDENTITY_CSS, IDENTITY_STYLESHEET_PATH } from './html';
import { interactionRoutes } from './interaction-routes';
import { IDP_MOUNT_PATH } from './policies';

export interface IdentityPluginOptions {
  db: Kysely<Database>;
  provider: Provider;
}

const METHODS = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'] as const;

/**
 * Mounts the embedded provider under /idp: our interaction pages and their stylesheet, then every other /idp path
 * handed to oidc-provider with the request body left unread (it parses its own bodies) and the
 * mount path stripped the way Express's app.use would (originalUrl keeps the full path).
 */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, { db, provider }) => {
  await app.register(interactionRoutes, { db, provider });
  app.get(IDENTITY_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(IDENTITY_CSS),
  );
  const handle = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(IDP_MOUNT_PATH.length) || '/';
      handle(raw, reply.raw);
    };
    scope.route({ method: [...METHODS], url: `${IDP_MOUNT_PATH}/*`, handler });
  });
};
