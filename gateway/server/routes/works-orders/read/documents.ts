import type { FastifyPluginAsync } from 'fastify';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { listOf, schemaRef } from '../../../plugins/schemas';
import {
  deleteWorkOrderDocument,
  findWorkOrderDocument,
  listWorkOrderDocuments,
  workOrderStatusOf,
} from '../../../repositories/work-order-documents-repository';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';
import { workOrderParams } from './details';

type DocumentParams = { id: string; docId: string };

const documentParams = {
  type: 'object',
  properties: { id: idParam('Works order identifier.'), docId: idParam('Document identifier.') },
  required: ['id', 'docId'],
};

/** A finished repair keeps its media as a record of the work. */
const FINISHED_STATUSES = ['Completed', 'Closed', 'Cancelled'];

/**
 * The media of a repair: the list with metadata, one document with its content, and deleting one.
 * (Uploading, POST /works-orders/{id}/documents, belongs to the repair journey's routes.)
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const access = { workOrder: 'params.id', document: 'params.docId' };

  app.get<{ Params: { id: string } }>(
    '/works-orders/:id/documents',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['works orders'],
        summary: 'The media attached to a repair, oldest first',
        description:
          'Each with its file name and metadata (content-type, IsMediaAppropriate, customer-identifier, ' +
          'asset-identifier, works-order-identifier, filename). Media removed as not appropriate is listed with ' +
          'IsMediaAppropriate "false" so the portal can say so.',
        headers: gatewayHeaders(),
        params: workOrderParams,
        response: responses({ 200: listOf('media-document', 'Attached media, oldest first.') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listWorkOrderDocuments(app.db, request.params.id);
    },
  );

  app.get<{ Params: DocumentParams }>(
    '/works-orders/:id/documents/:docId',
    {
      config: { access },
      schema: {
        tags: ['works orders'],
        summary: 'One medium of a repair, its content as base64 text',
        description:
          'Media marked not appropriate is never sent: media is empty and IsMediaAppropriate "false". A document ' +
          "of another of the customer's repairs answers 404.",
        headers: gatewayHeaders(),
        params: documentParams,
        response: responses({ 200: schemaRef('document-content') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const document = await findWorkOrderDocument(app.db, id, docId);
      if (!document) throw new NotFoundError(`Work order ${id} has no document ${docId}.`);
      reply.header('Cache-Control', 'no-store');
      return document;
    },
  );

  app.delete<{ Params: DocumentParams }>(
    '/works-orders/:id/documents/:docId',
    {
      config: { access },
      schema: {
        tags: ['works orders'],
        summary: 'Remove one medium from a repair',
        description:
          'Answers 204. A completed, closed or cancelled repair keeps its media (409); a document of another of ' +
          "the customer's repairs answers 404.",
        headers: gatewayHeaders(),
        params: documentParams,
        response: responses({ 204: { type: 'null', description: 'Removed.' } }, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const status = await workOrderStatusOf(app.db, id);
      if (status && FINISHED_STATUSES.includes(status)) {
        throw new ConflictError(`Work order ${id} is ${status}, so its media is kept and cannot be removed.`);
      }
      if (!(await deleteWorkOrderDocument(app.db, id, docId))) {
        throw new NotFoundError(`Work order ${id} has no document ${docId}.`);
      }
      request.log.info({ workOrderId: id, documentId: docId }, 'Work order document removed');
      return reply.code(204).send();
    },
  );
};
