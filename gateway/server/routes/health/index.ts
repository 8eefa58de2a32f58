import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { responses } from '../route-schemas';

/**
 * GET /health: the load balancer's check (README "Running several gateways"). 200 when this
 * gateway answers and reaches the database, 503 when the database does not answer; no key, no
 * token and nothing about any resident.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: "The gateway's health, for a load balancer",
        response: responses(
          {
            200: {
              description: 'The gateway answers and reaches its database.',
              type: 'object',
              properties: { status: { type: 'string', enum: ['ok'] } },
              required: ['status'],
              additionalProperties: false,
            },
          },
          [503],
        ),
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.warn({ err: error }, 'Health check: the database does not answer');
        throw new HttpError(503, 'The database does not answer.');
      }
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
