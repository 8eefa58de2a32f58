import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_FIELD_CODES } from '../../../../schemas/contact-formats';
import type { CustomerUpdate } from '../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../schemas/http-headers';
import { NotFoundError, PreconditionFailedError } from '../../http/errors';
import { etagCandidates, etagHeader, requireIfMatch } from '../../http/etag';
import { listOf, schemaRef } from '../../plugins/schemas';
import { findCustomer, updateCustomerContacts } from '../../repositories/customer-repository';
import { findTenancyGroup, listTenancySummaries } from '../../repositories/tenancy-repository';
import { gatewayHeaders, idParam, ifMatchHeader, responses } from '../route-schemas';

type CustomerParams = { id: string };

/**
 * The profile's message code of each field (SSCP002, SSCP003a-c) on the 400 answer's error items.
 * The rules themselves are the schema's formats (schemas/contact-formats.ts), which the portal
 * applies too.
 */
const CONTACT_ERROR_CODES = Object.fromEntries(
  Object.entries(CONTACT_FIELD_CODES).map(([field, code]) => [`body.${field}`, code]),
);

const customerParams = {
  type: 'object',
  properties: { id: idParam('Customer identifier.') },
  required: ['id'],
};

/**
 * The customer's own record: GET and PUT /customers/{id} (eTag and If-Match), their tenancies and
 * the tenancy group of one of their premises. Every route names the customer it touches in
 * config.access, so the sign-in issue's hook can check it against the resident's token.
 */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: CustomerParams }>(
    '/customers/:id',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['customers'],
        summary: 'A customer with contact details, eTag and tenancies (ETag header too)',
        headers: gatewayHeaders(),
        params: customerParams,
        response: responses({ 200: schemaRef('customer') }, [400, 404]),
      },
    },
    async (request, reply) => {
      const customer = await findCustomer(app.db, request.params.id);
      if (!customer) throw new NotFoundError(`No customer has the identifier ${request.params.id}.`);
      reply.header(GatewayHeader.etag, etagHeader(customer.eTag)).header('Cache-Control', 'no-store');
      return customer;
    },
  );

  app.put<{ Params: CustomerParams; Body: CustomerUpdate }>(
    '/customers/:id',
    {
      config: { access: { customer: 'params.id' }, errorCodes: CONTACT_ERROR_CODES },
      schema: {
        tags: ['customers'],
        summary: 'Save the contact details of a customer (If-Match: the eTag read)',
        description:
          'Replaces e-mail, mobile, home and business phone. Without If-Match the answer is 428; when the ' +
          'record changed since it was read, 412 and nothing is written. Answers the saved customer and its new ETag.',
        headers: gatewayHeaders(ifMatchHeader),
        params: customerParams,
        body: schemaRef('customer-update'),
        response: responses({ 200: schemaRef('customer') }, [400, 404, 412, 415, 428]),
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const expected = ifMatch === '*' ? '*' : etagCandidates(ifMatch);
      const result = await updateCustomerContacts(app.db, request.params.id, request.body, expected);
      if (result.outcome === 'missing') throw new NotFoundError(`No customer has the identifier ${request.params.id}.`);
      if (result.outcome === 'stale') {
        throw new PreconditionFailedError(
          'This customer was changed since you read it, so nothing was saved. Load it again and repeat your change.',
        );
      }
      request.log.info({ customerId: request.params.id }, 'Customer contact details updated');
      reply.header(GatewayHeader.etag, etagHeader(result.customer.eTag)).header('Cache-Control', 'no-store');
      return result.customer;
    },
  );

  app.get<{ Params: CustomerParams }>(
    '/customers/:id/tenancies',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['customers'],
        summary: "The customer's active tenancies",
        headers: gatewayHeaders(),
        params: customerParams,
        response: responses({ 200: listOf('tenancy-summary', 'Active tenancies, newest first.') }, [400, 404]),
      },
    },
    async (request) => listTenancySummaries(app.db, request.params.id, { activeOnly: true }),
  );

  app.get<{ Params: CustomerParams & { premId: string } }>(
    '/customers/:id/premises/:premId/tenancies',
    {
      config: { access: { customer: 'params.id', premises: 'params.premId' } },
      schema: {
        tags: ['customers'],
        summary: "The tenancy group of the customer's tenancy of one premises",
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.'), premId: idParam('Premises (asset) identifier.') },
          required: ['id', 'premId'],
        },
        response: responses({ 200: schemaRef('tenancy-group') }, [400, 404]),
      },
    },
    async (request) => {
      const group = await findTenancyGroup(app.db, request.params.id, request.params.premId);
      if (!group) {
        throw new NotFoundError(`Customer ${request.params.id} has no tenancy of premises ${request.params.premId}.`);
      }
      return group;
    },
  );
};
