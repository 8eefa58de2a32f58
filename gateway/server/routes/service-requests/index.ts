import type { FastifyPluginAsync } from 'fastify';
import type { FinancialReferral } from '../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../schemas/http-headers';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { schemaRef } from '../../plugins/schemas';
import { createServiceRequest, findServiceRequest } from '../../repositories/service-request-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';
import { referralProblems } from './referral-rules';

type ReferralParams = { id: string; acct: string };

/**
 * Service requests raised on an account: the financial advice referral
 * (ACC-FIN-07, ACC-GWY-34), stored with its payload exactly as sent.
 */
export const serviceRequestRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: ReferralParams; Body: FinancialReferral }>(
    '/customer/:id/account/:acct/servicerequest',
    {
      config: { access: { customer: 'params.id', account: 'params.acct' } },
      schema: {
        tags: ['service requests'],
        summary: 'Send a financial advice referral (serviceRequestType financialinclusionenquiry)',
        description:
          'Stores the referral with the payload exactly as sent and answers 201 with its identifier and a Location. ' +
          'Besides the schema (1500 characters at most, at least one reason, a UK phone number, a name of letters, ' +
          'hyphens, apostrophes and spaces) the gateway refuses with 400: & * % ! < > in the details outside web ' +
          'addresses; a reason that is not in the financial-referral-reason reference data with displayOnMyPeabody ' +
          "true; an assetIdentifier that is not a property of one of the customer's active tenancies; an account " +
          "of another tenancy than that property's. An account or customer of someone else answers 403.",
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.'), acct: idParam('Account identifier.') },
          required: ['id', 'acct'],
        },
        body: schemaRef('financial-referral'),
        response: responses({ 201: schemaRef('financial-referral-result') }, [400, 403, 404, 415]),
      },
    },
    async (request, reply) => {
      const { id, acct } = request.params;
      const problems = await referralProblems(app.db, id, acct, request.body);
      if (problems.length > 0) throw new BadRequestError(problems);
      const serviceRequestIdentifier = await createServiceRequest(app.db, {
        customerId: id,
        accountId: acct,
        type: request.body.serviceRequestType,
        payload: request.body,
      });
      request.log.info({ customerId: id, serviceRequestIdentifier }, 'Financial advice referral stored');
      reply
        .code(201)
        .header(GatewayHeader.location, `/api/customer/${id}/servicerequest/${serviceRequestIdentifier}`)
        .header('Cache-Control', 'no-store');
      return { serviceRequestIdentifier };
    },
  );

  app.get<{ Params: { id: string; srId: string } }>(
    '/customer/:id/servicerequest/:srId',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['service requests'],
        summary: 'One service request of the customer, as stored',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.'), srId: idParam('Service request identifier.') },
          required: ['id', 'srId'],
        },
        response: responses({ 200: schemaRef('service-request') }, [400, 404]),
      },
    },
    async (request) => {
      const found = await findServiceRequest(app.db, request.params.id, request.params.srId);
      if (!found)
        throw new NotFoundError(`Customer ${request.params.id} has no service request ${request.params.srId}.`);
      return found;
    },
  );
};
