import type { Asset, AssetAssociates, PropertyLocation } from '../../../schemas/generated/types';
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
