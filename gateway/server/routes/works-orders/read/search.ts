import type { FastifyPluginAsync } from 'fastify';
import type { WorkOrderSearchQuery } from '../../../../../schemas/generated/types';
import { ForbiddenError } from '../../../http/errors';
import { customerOwns } from '../../../identity/ownership';
import { schemaRef } from '../../../plugins/schemas';
import { searchDuplicateCandidates, searchWorkOrders } from '../../../repositories/work-order-search-repository';
import { gatewayHeaders, responses } from '../../route-schemas';
import { callerCustomerId } from './caller';
import { searchCriteria } from './search-criteria';

const DESCRIPTION = [
  "Searches the signed-in customer's repairs; nobody else's are ever read, whatever the query says.",
  'searchText: every word (split on spaces) must occur, in any case, in the job number, description, trade or',
  'location. description: the description contains the text. status: comma-separated model statuses (any case;',
  'the portal expands the filter groups such as Active or Catalyst). raisedSince: raised on or after midnight',
  '(London) of that date. sor and location: equal, in any case. priority: a code (EME, NA, DM, DME) or a label',
  '(Next Available, Emergency, Emergency (Out of hours) or Emergency (OOH), Next Available (Recall)).',
  "propertiesIds (repeat it): only repairs on those assets, each of which must be one of the customer's homes",
  'or a building or estate above them; naming any other asset, existing or not, answers 403.',
  'Sorted by raised date (desc by default), the work order id breaking ties the same way; limit (default 10)',
  'and skip page the result; totalCount counts every match.',
  'isDuplicateCheck=true keeps only Unappointed, Appointed, In Progress, In Diagnosis and the three catalyst',
  'triage statuses (of those asked for, if status is given) and answers duplicate-check items.',
].join(' ');

/** GET /search/works-orders: the repair history list, the dashboard card and the duplicate check. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: WorkOrderSearchQuery }>(
    '/search/works-orders',
    {
      config: { access: 'signedIn' },
      // fast-json-stringify would pick the anyOf branch by validating each answer again; the
      // response-validation plugin has checked it against the same schemas already.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['works orders'],
        summary: "Search the signed-in customer's repairs",
        description: DESCRIPTION,
        headers: gatewayHeaders(),
        querystring: schemaRef('work-order-search-query'),
        response: responses(
          {
            200: {
              description: 'A page of list items, or of duplicate-check items when isDuplicateCheck is true.',
              anyOf: [schemaRef('work-order-search-result'), schemaRef('duplicate-check-result')],
            },
          },
          [400, 403],
        ),
      },
    },
    async (request, reply) => {
      const customerId = callerCustomerId(request);
      const criteria = searchCriteria(request.query, customerId);
      for (const assetId of criteria.assetIds ?? []) {
        if (!(await customerOwns(app.db, customerId, 'asset', assetId))) {
          throw new ForbiddenError(
            `You cannot search the repairs of asset ${assetId}: it is not your home or a building or estate it is in.`,
          );
        }
      }
      reply.header('Cache-Control', 'no-store');
      return request.query.isDuplicateCheck
        ? searchDuplicateCandidates(app.db, criteria)
        : searchWorkOrders(app.db, criteria);
    },
  );
};
