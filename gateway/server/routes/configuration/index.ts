import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../http/errors';
import { schemaRef } from '../../plugins/schemas';
import { findConfigurationValue } from '../../repositories/configuration-repository';
import { gatewayHeaders, responses } from '../route-schemas';

/**
 * GET /configuration/{name}: one configuration value (feature toggle). Read from the database on
 * every call and never cached, so `npm run config -- set NAME VALUE` shows at once.
 */
export const configurationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/configuration/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuration'],
        summary: 'A configuration value (feature toggle) by name',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: {
            name: {
              type: 'string',
              minLength: 1,
              maxLength: 100,
              pattern: '^[A-Za-z0-9._-]+$',
              description: 'Name of the setting, for example IsMediaEnabledSS (case-sensitive).',
            },
          },
          required: ['name'],
        },
        response: responses({ 200: schemaRef('configuration-value') }, [400, 404]),
      },
    },
    async (request, reply) => {
      const found = await findConfigurationValue(app.db, request.params.name);
      if (!found) throw new NotFoundError(`No configuration value is named ${request.params.name}.`);
      reply.header('Cache-Control', 'no-store');
      return found;
    },
  );
};
