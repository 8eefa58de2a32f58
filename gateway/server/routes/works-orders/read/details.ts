import type { FastifyPluginAsync } from 'fastify';
import { GatewayHeader } from '../../../../../schemas/http-headers';
import { NotFoundError } from '../../../http/errors';
import { etagHeader } from '../../../http/etag';
import { listOf, schemaRef } from '../../../plugins/schemas';
import { findWorkOrder } from '../../../repositories/work-order-details-repository';
import { listHistory } from '../../../repositories/work-order-history-repository';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';

type WorkOrderParams = { id: string };

export const workOrderParams = {
  type: 'object',
  properties: { id: idParam('Works order identifier.') },
  required: ['id'],
};

/** GET /works-orders/{id} and its history timeline. Both name the work order in config.access. */
export const detailRoutes: FastifyPluginAsync = async (app) => {
  const access = { workOrder: 'params.id' };

  app.get<{ Params: WorkOrderParams }>(
    '/works-orders/:id',
    {
      config: { access },
      schema: {
        tags: ['works orders'],
        summary: 'A repair in full, with its eTag (ETag header too)',
        description:
          'Every field of a work order: identifiers, flags, premises, job, priority (label and code), status and ' +
          'dates, reporting, contractor name and phone, attached document ids, damp and mould assessment and the ' +
          'draft progress. A repair of another customer answers 403.',
        headers: gatewayHeaders(),
        params: workOrderParams,
        response: responses({ 200: schemaRef('work-order') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const workOrder = await findWorkOrder(app.db, request.params.id);
      if (!workOrder) throw new NotFoundError(`No work order has the identifier ${request.params.id}.`);
      reply.header(GatewayHeader.etag, etagHeader(workOrder.eTag)).header('Cache-Control', 'no-store');
      return workOrder;
    },
  );

  app.get<{ Params: WorkOrderParams }>(
    '/works-orders/:id/historyItems',
    {
      config: { access },
      schema: {
        tags: ['works orders'],
        summary: "A repair's history timeline, newest first",
        description:
          'identifier is the event code (APCREATE01, AUPDATE01...), subType its title (Repair created, Appointment ' +
          'booked...). A draft has no events (an empty list).',
        headers: gatewayHeaders(),
        params: workOrderParams,
        response: responses({ 200: listOf('history-event', 'Events, newest first.') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listHistory(app.db, request.params.id);
    },
  );
};
