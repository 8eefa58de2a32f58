import type { ConfigurationValue } from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /configuration/{name}: a feature toggle or setting ('true', 'false' or a comma list).
 *
 * @example
 * const { data } = await getConfigurationValue(client, 'IsMediaEnabledSS');
 * const mediaEnabled = data?.value === 'true';
 */
export function getConfigurationValue(
  client: GatewayClient,
  name: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<ConfigurationValue>> {
  return client.get<ConfigurationValue>(gatewayPath`/configuration/${name}`, options);
}
