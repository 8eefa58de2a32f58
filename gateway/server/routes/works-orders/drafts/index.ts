import type { FastifyPluginAsync } from 'fastify';
import type { WorkOrderCreate, WorkOrderUpdate } from '../../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../../schemas/http-headers';
import { NotFoundError, UnauthorisedError } from '../../../http/errors';
import { etagHeader, requireIfMatch } from '../../../http/etag';
import { schemaRef } from '../../../plugins/schemas';
import { findWorkOrder } from '../../../repositories/work-order-details-repository';
import type { RepairContext } from '../../../repairs/repair-context';
import { cancelWorkOrder, isCancelBody } from '../../../repairs/work-order-cancel';
import { createWorkOrder } from '../../../repairs/work-order-create';
import { deleteDraft } from '../../../repairs/work-order-delete';
import { saveAnswers } from '../../../repairs/work-order-update';
import { loadForChange } from '../../../repairs/work-order-versions';
import { gatewayHeaders, idParam, ifMatchHeader, responses } from '../../route-schemas';
import { CREATE_DESCRIPTION, DELETE_DESCRIPTION, UPDATE_DESCRIPTION } from './descriptions';

const idParams = { type: 'object', properties: { id: idParam('Work order identifier.') }, required: ['id'] };

/** The path of a repair as the Location header gives it: its fifth path segment is the id (REP-ENT-09). */
export function workOrderLocation(id: string): string {
  return `/api/v2/works-orders/${encodeURIComponent(id)}`;
}

/** Creating, saving, submitting, cancelling and deleting repairs (drafts first): POST, PATCH, DELETE /works-orders. */
export const workOrderDraftRoutes: FastifyPluginAsync<{ ctx: RepairContext }> = async (app, { ctx }) => {
  app.post<{ Body: WorkOrderCreate }>(
    '/works-orders',
    {
      config: {
        access: { customer: 'body.customerIdentifier', premises: 'body.premisesId', asset: 'body.assetIdentifier' },
      },
      schema: {
        tags: ['repairs'],
        summary: 'Create a repair as a draft (In Diagnosis); 201 with Location and ETag',
        description: CREATE_DESCRIPTION,
        headers: gatewayHeaders(),
        body: schemaRef('work-order-create'),
        response: responses({ 201: schemaRef('work-order-created') }, [400, 403, 404, 409, 415]),
      },
    },
    async (request, reply) => {
      const created = await createWorkOrder(ctx, request.body);
      request.log.info({ workOrderId: created.id }, 'Repair created as a draft');
      reply
        .code(201)
        .header(GatewayHeader.location, workOrderLocation(created.id))
        .header(GatewayHeader.etag, etagHeader(created.eTag))
        .header('Cache-Control', 'no-store');
      return created;
    },
  );

  app.patch<{ Params: { id: string }; Body: WorkOrderUpdate }>(
    '/works-orders/:id',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['repairs'],
        summary:
          'Save answers, submit, or cancel a repair (If-Match: the eTag read); answers the repair and its new ETag',
        description: UPDATE_DESCRIPTION,
        headers: gatewayHeaders(ifMatchHeader),
        params: idParams,
        body: schemaRef('work-order-update'),
        response: responses({ 200: schemaRef('work-order') }, [400, 403, 404, 409, 412, 415, 428]),
      },
    },
    async (request, reply) => {
      const caller = request.caller;
      if (!caller) throw new UnauthorisedError('Sign in first.');
      const workOrder = await loadForChange(ctx, request.params.id, requireIfMatch(request));
      const cancel = isCancelBody(request.body);
      const eTag = cancel
        ? await cancelWorkOrder(ctx, workOrder, request.body)
        : await saveAnswers(ctx, caller.customerId, workOrder, request.body);
      request.log.info({ workOrderId: workOrder.id, cancel }, cancel ? 'Repair cancelled' : 'Repair saved');
      const saved = await findWorkOrder(ctx.db, workOrder.id);
      if (!saved) throw new NotFoundError(`No work order has the identifier ${workOrder.id}.`);
      reply.header(GatewayHeader.etag, etagHeader(eTag)).header('Cache-Control', 'no-store');
      return saved;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/works-orders/:id',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['repairs'],
        summary: 'Delete a draft (If-Match: the eTag read)',
        description: DELETE_DESCRIPTION,
        headers: gatewayHeaders(ifMatchHeader),
        params: idParams,
        response: responses({ 204: { type: 'null', description: 'Deleted.' } }, [400, 403, 404, 409, 412, 428]),
      },
    },
    async (request, reply) => {
      const workOrder = await loadForChange(ctx, request.params.id, requireIfMatch(request));
      await deleteDraft(ctx, workOrder);
      request.log.info({ workOrderId: workOrder.id }, 'Draft deleted');
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v2/works-orders/:id',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['repairs'],
        summary: 'Where the Location of a new repair points: redirects (308) to GET /api/works-orders/{id}',
        headers: gatewayHeaders(),
        params: idParams,
        response: responses({ 308: { type: 'null', description: 'See GET /api/works-orders/{id}.' } }, [400, 403, 404]),
      },
    },
    async (request, reply) =>
      reply
        .code(308)
        .header(GatewayHeader.location, `/api/works-orders/${encodeURIComponent(request.params.id)}`)
        .send(),
  );
};
