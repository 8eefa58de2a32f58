import type { FastifyPluginAsync } from 'fastify';
import { secretsEqual } from '../../http/constant-time';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorisedError } from '../../http/errors';
import type { SecretThrottle } from '../../identity/secret-throttle';
import { schemaRef } from '../../plugins/schemas';
import { listConfigurationValues, setConfigurationValue } from '../../repositories/configuration-repository';
import { responses } from '../route-schemas';
import { adminCaseTypeRoutes } from './case-types';

export interface AdminRoutesOptions {
  /** Bearer token of the admin endpoints; without one they refuse every call. */
  adminToken: string | undefined;
  /** The throttle every check of a secret claims first; here, of the admin token. */
  throttle: SecretThrottle;
  /** The embedded database as a gzipped tarball (openDatabase's dumpEmbedded); undefined on PostgreSQL. */
  dumpEmbedded?: (() => Promise<Blob>) | undefined;
}

const entrySchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    value: { type: 'string' },
    description: { type: 'string' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['name', 'value', 'description', 'updatedAt'],
  additionalProperties: false,
};

/**
 * Operator endpoints, outside /api and left out of /docs: list and change configuration values
 * while the gateway runs (`npm run config` uses them), and the case types (`npm run case-types`). Bearer token
 * compared in constant time, behind the secret throttle.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (
  app,
  { adminToken, throttle, dumpEmbedded },
) => {
  app.addHook('onRequest', async (request) => {
    if (!adminToken) throw new ForbiddenError('The admin endpoints are switched off: no admin token is configured.');
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorisedError('Send the admin token as "Authorization: Bearer <token>".');
    const subject = { account: 'admin', address: request.ip, accountWide: false };
    await throttle.claimOrRefuse(subject);
    if (!secretsEqual(match[1], adminToken)) throw new UnauthorisedError('The admin token is not valid.');
    await throttle.succeeded(subject);
  });

  await app.register(adminCaseTypeRoutes);

  app.get(
    '/configuration',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        response: responses(
          {
            200: {
              type: 'object',
              properties: { values: { type: 'array', items: entrySchema } },
              required: ['values'],
            },
          },
          [403],
        ),
      },
    },
    async () => ({ values: await listConfigurationValues(app.db) }),
  );

  app.put<{ Params: { name: string }; Body: { value: string; create?: boolean } }>(
    '/configuration/:name',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: {
          type: 'object',
          properties: { name: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,100}$' } },
          required: ['name'],
        },
        body: {
          type: 'object',
          properties: {
            value: { type: 'string', maxLength: 4000, description: 'The new value.' },
            create: { type: 'boolean', description: 'Add the setting when no setting has this name.' },
          },
          required: ['value'],
          additionalProperties: false,
        },
        response: responses({ 200: { ...schemaRef('configuration-value') } }, [400, 403, 404]),
      },
    },
    async (request) => {
      const { name } = request.params;
      const outcome = await setConfigurationValue(app.db, name, request.body.value, { create: request.body.create });
      if (outcome === 'unknown') {
        throw new NotFoundError(
          `No configuration value is named ${name}; names are case-sensitive (add create: true to add it).`,
        );
      }
      request.log.info({ name, value: request.body.value, outcome }, 'Configuration value changed');
      return { name, value: request.body.value };
    },
  );

  // An online backup of the embedded database (`npm run backup`; docs/operations.md "Backups").
  app.get('/backup', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    if (!dumpEmbedded) {
      throw new ConflictError(
        'This gateway runs on PostgreSQL: back it up with pg_dump or your server’s own backups (docs/operations.md).',
      );
    }
    const tarball = Buffer.from(await (await dumpEmbedded()).arrayBuffer());
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', 'attachment; filename="pglite-backup.tar.gz"')
      .send(tarball);
  });
};
