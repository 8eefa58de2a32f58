import type { FastifyPluginAsync } from 'fastify';
import type { PortalConfig } from '../../portal-config';
import { schemaRef } from '../../plugins/schemas';

/** GET /portal-config.json: where the portal finds its gateway, identity provider and phone numbers. */
export const portalConfigRoutes: FastifyPluginAsync<{ config: PortalConfig }> = async (app, { config }) => {
  app.get(
    '/portal-config.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['portal'],
        summary: "The portal's run-time settings",
        response: { 200: schemaRef('portal-config') },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return config;
    },
  );
};
