import type { FastifyPluginAsync } from 'fastify';
import { listOf } from '../../../plugins/schemas';
import { listContractors } from '../../../repositories/work-order-contractor-repository';
import { gatewayHeaders, responses } from '../../route-schemas';

/** GET /contractors: every contractor, for the repair details' names and phone numbers. */
export const contractorRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/contractors',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['works orders'],
        summary: 'Every contractor with its kind, sites and contacts, by name',
        description: 'Contractors that no longer take work are listed too, with statuses.isActive false.',
        headers: gatewayHeaders(),
        response: responses({ 200: listOf('contractor', 'Contractors, by name.') }),
      },
    },
    async () => listContractors(app.db),
  );
};
