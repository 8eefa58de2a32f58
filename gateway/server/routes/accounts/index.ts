import type { FastifyPluginAsync } from 'fastify';
import { listOf } from '../../plugins/schemas';
import { listCustomerAccounts } from '../../repositories/account-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';

/** The customer's accounts (accounts-cases-gateway.md §7: GET /customers/{id}/accounts). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/customers/:id/accounts',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['accounts'],
        summary: "The accounts of the customer's active tenancies",
        description:
          'Each account in the gateway form: type, tenancy type, payment reference (identifiers.pay-ref: the ' +
          "account's own; a rent account shares its tenancy's, a deposit or major works account has another), the " +
          'tenancy it belongs to (tenancy-identifier) and its premises (premises-identifiers), live balance (positive ' +
          'means arrears) and the latest transaction or null. Ordered REN, FD5, MJW, GRD, DEP, HOM. Accounts of ' +
          'ended tenancies are left out.',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.') },
          required: ['id'],
        },
        response: responses({ 200: listOf('account', 'Accounts of active tenancies, in display order.') }, [400, 404]),
      },
    },
    async (request) => listCustomerAccounts(app.db, request.params.id),
  );
};
