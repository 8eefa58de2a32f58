import type { DocumentContent, MediaDocument } from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /works-orders/{id}/documents: the media attached to a repair (file name and metadata, no content).
 *
 * @example
 * const { data: documents = [] } = await listWorkOrderDocuments(client, 'WO-100111');
 */
export function listWorkOrderDocuments(
  client: GatewayClient,
  workOrderId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<MediaDocument[]>> {
  return client.get<MediaDocument[]>(gatewayPath`/works-orders/${workOrderId}/documents`, options);
}

/**
 * GET /works-orders/{id}/documents/{docId}: one document with its content as base64 text.
 *
 * @example
 * const { data } = await getWorkOrderDocument(client, 'WO-100111', 'DOC-100001');
 * const src = `data:${data?.contentType};base64,${data?.media}`;
 */
export function getWorkOrderDocument(
  client: GatewayClient,
  workOrderId: string,
  documentId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<DocumentContent>> {
  return client.get<DocumentContent>(gatewayPath`/works-orders/${workOrderId}/documents/${documentId}`, options);
}

/**
 * DELETE /works-orders/{id}/documents/{docId}: removes one attached file (repeatable: a repeat
 * after a lost answer may answer 404).
 *
 * @example
 * await deleteWorkOrderDocument(client, 'WO-100111', 'DOC-100001');
 */
export function deleteWorkOrderDocument(
  client: GatewayClient,
  workOrderId: string,
  documentId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<unknown>> {
  return client.delete<unknown>(gatewayPath`/works-orders/${workOrderId}/documents/${documentId}`, options);
}
