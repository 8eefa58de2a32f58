import type {
  Asset,
  AssetAssociates,
  AssetDocument,
  AssetDocumentQuery,
  ComplianceQuery,
  ComplianceRecord,
  DocumentContent,
  PropertyLocation,
} from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /assets/{id}: one property, block, estate or other asset.
 *
 * @example
 * const { data: asset } = await getAsset(client, premisesId);
 */
export function getAsset(
  client: GatewayClient,
  assetId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Asset>> {
  return client.get<Asset>(gatewayPath`/assets/${assetId}`, options);
}

/**
 * GET /assets/{id}/assets?expand=address: the asset first, then each asset above it (block, estate), with addresses.
 *
 * @example
 * const { data: [property, block] = [] } = await getAssetHierarchy(client, premisesId);
 */
export function getAssetHierarchy(
  client: GatewayClient,
  assetId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Asset[]>> {
  return client.get<Asset[]>(gatewayPath`/assets/${assetId}/assets`, { ...options, query: { expand: 'address' } });
}

/** Options of getAssetAssociates. */
export interface AssetAssociatesOptions extends EndpointOptions {
  /** Adds the building safety parties of a high-rise building (?expand=interestedParties). */
  interestedParties?: boolean;
}

/**
 * GET /assets/{id}/associates[?expand=interestedParties]: landlords, neighbourhood manager, incomes
 * officer and, when asked, the building safety parties.
 *
 * @example
 * const { data } = await getAssetAssociates(client, blockId, { interestedParties: true });
 */
export function getAssetAssociates(
  client: GatewayClient,
  assetId: string,
  { interestedParties = false, ...options }: AssetAssociatesOptions = {},
): Promise<GatewayResponse<AssetAssociates>> {
  const query = interestedParties ? { expand: 'interestedParties' } : undefined;
  return client.get<AssetAssociates>(gatewayPath`/assets/${assetId}/associates`, { ...options, query });
}

/**
 * GET /assets/{id}/location: region and borough of an asset (catalyst rules, contractor determination).
 *
 * @example
 * const { data: location } = await getPropertyLocation(client, premisesId); // location?.region
 */
export function getPropertyLocation(
  client: GatewayClient,
  assetId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<PropertyLocation>> {
  return client.get<PropertyLocation>(gatewayPath`/assets/${assetId}/location`, options);
}

/**
 * GET /assets/{id}/compliance: the asset's compliance records of one kind (Annual Domestic Gas
 * Servicing by default, or EICR 5Y), ordered by visitDue; the dashboard's cards ask for one.
 *
 * @example
 * const { data: [record] = [] } = await getComplianceRecords(client, premisesId, { complianceType: 'EICR 5Y', limit: 1, skip: 0, orderBy: 'visitDue' });
 */
export function getComplianceRecords(
  client: GatewayClient,
  assetId: string,
  query: ComplianceQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<ComplianceRecord[]>> {
  return client.get<ComplianceRecord[]>(gatewayPath`/assets/${assetId}/compliance`, {
    ...options,
    query: { ...query },
  });
}

/**
 * GET /assets/{id}/documents: a block's building safety documents of one type (FRA, BSR or RES,
 * the resident engagement strategy), newest first, without their content.
 *
 * @example
 * const { data: [fra] = [] } = await getAssetDocuments(client, blockId, { DocumentType: 'FRA', Limit: 1, Skip: 0 });
 */
export function getAssetDocuments(
  client: GatewayClient,
  assetId: string,
  query: AssetDocumentQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<AssetDocument[]>> {
  return client.get<AssetDocument[]>(gatewayPath`/assets/${assetId}/documents`, { ...options, query: { ...query } });
}

/**
 * GET /assets/{id}/documents/{docId}: one building safety document with its content (base64),
 * which the portal opens as a PDF in a new tab.
 *
 * @example
 * const { data } = await getAssetDocument(client, blockId, 'DOC-FRA-0091');
 */
export function getAssetDocument(
  client: GatewayClient,
  assetId: string,
  documentId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<DocumentContent>> {
  return client.get<DocumentContent>(gatewayPath`/assets/${assetId}/documents/${documentId}`, options);
}
