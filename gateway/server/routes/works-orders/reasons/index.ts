import type { FastifyPluginAsync } from 'fastify';
import type { RepairReasonQuery } from '../../../../../schemas/generated/types';
import { listOf, schemaRef } from '../../../plugins/schemas';
import { searchRepairReasons } from '../../../repositories/repair-reason-repository';
import { gatewayHeaders, responses } from '../../route-schemas';

/** GET /repair-reasons: the repair reason catalogue (reference data, seed/repair-reasons-*.ts). */
export const repairReasonRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: RepairReasonQuery }>(
    '/repair-reasons',
    {
      config: { access: 'public' },
      schema: {
        tags: ['repairs'],
        summary: 'Repair reasons a resident can pick for a home or for communal parts',
        description:
          'Rules: assetType Property gives the reasons of a home; Communal (the portal sends it for a block, ' +
          'divided block or estate), Block, Estate and Divided block give the reasons of communal parts. ' +
          'isUsedForCreation=true leaves out reasons kept for staff (for example COMPUMP, which only replaces ' +
          '"Total loss of water"). Catalyst-only reasons (new-build defects, catalyst triage) are listed only with ' +
          'isCatalyst=true, together with the others. Each word of searchText must start a word of the ' +
          'description or appear in one of its keywords (case ignored). Descriptions that start with the text ' +
          'come first, then alphabetical order. An empty list when nothing matches. Reference data: no sign-in.',
        headers: gatewayHeaders(),
        querystring: schemaRef('repair-reason-query'),
        response: responses({ 200: listOf('repair-reason', 'Matching reasons, best first.') }, [400]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return searchRepairReasons(app.db, request.query);
    },
  );
};
