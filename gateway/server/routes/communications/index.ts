import type { FastifyPluginAsync } from 'fastify';
import type { CommunicationQuery, CommunicationStatusUpdate } from '../../../../schemas/generated/types';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { customerOwns } from '../../identity/ownership';
import { schemaRef } from '../../plugins/schemas';
import type { Clock } from '../../common/clock';
import { assetLineage } from '../../repositories/asset-repository';
import { markCommunicationRead, searchCommunications } from '../../repositories/communication-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';
import { communicationCriteria } from './communication-criteria';

export interface CommunicationRoutesOptions {
  /** Where "today" comes from (the default date range of the list). */
  clock: Clock;
}

const LIST_DESCRIPTION = [
  "One page of the customer's messages from the association (ACC-MSG, ACC-GWY-13).",
  'Dates: fromDate to toDate, both included, YYYY-MM-DD in London time; two years back to today when left out.',
  'A range that ends before it starts is 400.',
  "searchText: text found in the subject, the details or the sender's name (title, given name, surname) whatever",
  'its case (% and _ are plain characters); blank means no search.',
  "assetIdentifier: one of the customer's premises (another customer's is 403, an unknown one 404); the list then",
  'holds the messages about that home, about the buildings above it (block, estate) and those about no property.',
  'status: only UNREAD or only READ messages.',
  'Order: createdDate desc (the default) or createdDate asc, the identifier breaking ties the same way.',
  'Paging: skip and limit, 10 a page from the first by default.',
  'total-count counts every match, whatever the page. total-unread and unreadCatagoryTypes (each kind once,',
  'alphabetical) count the unread messages of the same dates and property whatever the search and the status',
  "filter, so the header's count, the dashboard card's and the list's agree.",
].join(' ');

const customerParams = {
  type: 'object',
  properties: { id: idParam('Customer identifier.') },
  required: ['id'],
};

/**
 * The customer's messages (ACC-GWY-13, ACC-GWY-14): the list, and marking one read (ACC-MSG-09).
 * Both name the customer in config.access; a message is looked up among
 * the customer's own, so another customer's message is simply not found.
 */
export const communicationRoutes: FastifyPluginAsync<CommunicationRoutesOptions> = async (app, { clock }) => {
  app.get<{ Params: { id: string }; Querystring: CommunicationQuery }>(
    '/customers/:id/communications',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['communications'],
        summary: "A page of the customer's messages (dates, search, property, read status, order)",
        description: LIST_DESCRIPTION,
        headers: gatewayHeaders(),
        params: customerParams,
        querystring: schemaRef('communication-query'),
        response: responses({ 200: schemaRef('communication-list') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const customerId = request.params.id;
      const premisesId = request.query.assetIdentifier;
      let assetIds: string[] | undefined;
      if (premisesId !== undefined) {
        // The access declaration names only required parts; an optional property is checked here alike.
        if (!(await customerOwns(app.db, customerId, 'premises', premisesId))) {
          const known = await app.db.selectFrom('assets').select('id').where('id', '=', premisesId).executeTakeFirst();
          if (!known) throw new NotFoundError(`No premises has the identifier ${premisesId}.`);
          throw new ForbiddenError(`The premises ${premisesId} is not one of the signed-in customer's homes.`);
        }
        assetIds = await assetLineage(app.db, premisesId);
      }
      const criteria = communicationCriteria(customerId, request.query, assetIds, clock);
      reply.header('Cache-Control', 'no-store');
      return searchCommunications(app.db, criteria);
    },
  );

  app.patch<{ Params: { id: string; msgId: string }; Body: CommunicationStatusUpdate }>(
    '/customers/:id/communications/:msgId',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['communications'],
        summary: "Marks one of the customer's messages read",
        description:
          'Body {"status":"READ"}. Repeatable: a message already read stays read and is answered the same. ' +
          "A message the customer does not have (another customer's included) is 404 and nothing changes. " +
          'Answers the message as the list shows it.',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.'), msgId: idParam('Message identifier.') },
          required: ['id', 'msgId'],
        },
        body: schemaRef('communication-status-update'),
        response: responses({ 200: schemaRef('communication') }, [400, 403, 404]),
      },
    },
    async (request) => {
      const message = await markCommunicationRead(app.db, request.params.id, request.params.msgId);
      if (!message) throw new NotFoundError(`No message has the identifier ${request.params.msgId}.`);
      return message;
    },
  );
};
