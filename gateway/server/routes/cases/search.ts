import type { FastifyPluginAsync } from 'fastify';
import type { CaseSearchQuery } from '../../../../schemas/generated/types';
import { ForbiddenError } from '../../http/errors';
import { customerOwns } from '../../identity/ownership';
import { schemaRef } from '../../plugins/schemas';
import { searchCaseList, type CaseSearchCriteria } from '../../repositories/case-repository';
import { gatewayHeaders, responses } from '../route-schemas';

const DESCRIPTION = [
  "Lists the signed-in customer's cases (service requests, ACC-CAS-18, ACC-GWY-30); customerId must be",
  "the signed-in customer (403 otherwise) and nobody else's cases are ever read.",
  "SearchText (letters, digits, spaces and . , _ @ + ! ( ) ? ' = & -, no leading or double hyphen): every word",
  '(split on spaces) must occur, in any case, in the case reference number, the case type description, the',
  'assignee or the description. Status: All (the default) or one of Active, Cancelled, Resolved.',
  'assetIdentifiers (repeat it): only cases about those assets, that is a case whose asset is one of them or whose',
  "tenancy is of one of them; each must be one of the customer's homes or a building or estate above them (403).",
  'Sorted by status (Active, then Resolved, then Cancelled, as lists show them, ACC-CAS-18), then by createdDate as',
  'OrderBy says (createdDate desc by default), the case identifier breaking ties the same way.',
  'Limit (1 to 1000, default 10) and Skip page the result; total-count counts every match, so a caller chains',
  'batches (Skip 1000, 2000...) until it has them all.',
].join(' ');

/** GET /cases: the case history list and the dashboard's case card. */
export const caseSearchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CaseSearchQuery }>(
    '/cases',
    {
      config: { access: { customer: 'query.customerId' } },
      schema: {
        tags: ['cases'],
        summary: "Search the signed-in customer's cases",
        description: DESCRIPTION,
        headers: gatewayHeaders(),
        querystring: schemaRef('case-search-query'),
        response: responses({ 200: schemaRef('case-list') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { query } = request;
      for (const assetId of new Set(query.assetIdentifiers ?? [])) {
        if (!(await customerOwns(app.db, query.customerId, 'asset', assetId))) {
          throw new ForbiddenError(
            `You cannot list the cases of asset ${assetId}: it is not your home or a building or estate it is in.`,
          );
        }
      }
      const criteria: CaseSearchCriteria = {
        customerId: query.customerId,
        words: (query.SearchText ?? '').split(/\s+/).filter((word) => word.length > 0),
        order: query.OrderBy === 'createdDate asc' ? 'asc' : 'desc',
        limit: query.Limit ?? 10,
        skip: query.Skip ?? 0,
      };
      if (query.Status && query.Status !== 'All') criteria.status = query.Status;
      if (query.assetIdentifiers) criteria.assetIds = [...new Set(query.assetIdentifiers)];
      reply.header('Cache-Control', 'no-store');
      return searchCaseList(app.db, criteria);
    },
  );
};
