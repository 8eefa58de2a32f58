import type { FastifyPluginAsync } from 'fastify';
import type { AssetDocumentQuery, ComplianceQuery } from '../../../../../schemas/generated/types';
import { NotFoundError } from '../../../http/errors';
import { listOf, schemaRef } from '../../../plugins/schemas';
import { findAssetDocument, listAssetDocuments } from '../../../repositories/asset-document-repository';
import { listComplianceRecords } from '../../../repositories/compliance-repository';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';

const assetParams = {
  type: 'object',
  properties: { id: idParam('Asset identifier.') },
  required: ['id'],
};

const documentParams = {
  type: 'object',
  properties: { id: idParam('Asset identifier (the block).'), docId: idParam('Document identifier.') },
  required: ['id', 'docId'],
};

/**
 * The safety records of an asset (ACC-BSF, ACC-CMP,
 * ACC-GWY-19 to ACC-GWY-21): its gas and electrical compliance records and a block's building
 * safety documents (FRA, BSR, resident engagement strategy). A resident reads only the assets of
 * their own homes and the buildings above them (config.access names the asset); a document of
 * another asset answers 404, exactly as a missing one.
 */
export const assetSafetyRoutes: FastifyPluginAsync = async (app) => {
  const access = { asset: 'params.id' };

  app.get<{ Params: { id: string }; Querystring: ComplianceQuery }>(
    '/assets/:id/compliance',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: 'Gas or electrical compliance records of an asset',
        description:
          'complianceType: Annual Domestic Gas Servicing (the default) or EICR 5Y; skip (0) and limit (1). orderBy ' +
          'visitDue (the default) and "visitDue desc" put the latest visit due first, the current record a reminder ' +
          'is about; "visitDue asc" the oldest first. The portal decides "overdue": visitDue before now and no ' +
          'dateDecommissioned (ACC-CMP-03).',
        headers: gatewayHeaders(),
        params: assetParams,
        querystring: schemaRef('compliance-query'),
        response: responses(
          { 200: listOf('compliance-record', 'Records of the type, in the order asked.') },
          [400, 403, 404],
        ),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listComplianceRecords(app.db, request.params.id, request.query);
    },
  );

  app.get<{ Params: { id: string }; Querystring: AssetDocumentQuery }>(
    '/assets/:id/documents',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: "A block's building safety documents of one type, newest first, without their content",
        description:
          'DocumentType FRA (fire risk assessment), BSR (building safety report) or RES (resident engagement ' +
          'strategy) is required; Limit (1) and Skip (0) page. Newest first by inspection date. Only the ' +
          "asset's own documents: never a resident's or a repair's.",
        headers: gatewayHeaders(),
        params: assetParams,
        querystring: schemaRef('asset-document-query'),
        response: responses({ 200: listOf('asset-document', 'Documents of the type, newest first.') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { DocumentType, Limit = 1, Skip = 0 } = request.query;
      reply.header('Cache-Control', 'no-store');
      return listAssetDocuments(app.db, request.params.id, DocumentType, { limit: Limit, skip: Skip });
    },
  );

  app.get<{ Params: { id: string; docId: string } }>(
    '/assets/:id/documents/:docId',
    {
      config: { access },
      schema: {
        tags: ['assets'],
        summary: 'One building safety document with its content (base64), which the portal opens as a PDF',
        description: 'A document of another asset, or none, answers 404.',
        headers: gatewayHeaders(),
        params: documentParams,
        response: responses({ 200: schemaRef('document-content') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const document = await findAssetDocument(app.db, id, docId);
      if (!document) throw new NotFoundError(`Asset ${id} has no document ${docId}.`);
      reply.header('Cache-Control', 'no-store');
      return document;
    },
  );
};
