import { getCustomerTenancies, getPropertyLocation, type GatewayClient } from '../../../gateway/client';
import { activeTenancies, parseConfigList } from '../../customer/catalyst';
import { readToggle } from '../../customer/requests-item';
import { loadCustomerProperties } from '../../pages/dashboard/customer-properties';

/** Who the facts are for. */
interface Who {
  client: GatewayClient;
  customerId: string;
}

/**
 * The resident's properties for a repair (repairs.md §2 /repairproperty): homes first, then
 * non-residential ones, as { premisesId, address }.
 *
 * @example
 * await loadRepairProperties({ client, customerId }) // [{ premisesId: 'AST-30001', address: '14 Rowan Close, ...' }]
 */
export async function loadRepairProperties({
  client,
  customerId,
}: Who): Promise<{ premisesId: string; address: string }[]> {
  const properties = await loadCustomerProperties(client, customerId);
  return properties.map(({ premisesId, address }) => ({ premisesId, address }));
}

/**
 * True when one of the resident's active tenancies is in an area of CatalystRepairDisabledAreas
 * (its premises' borough or region), where a catalyst customer may report repairs only when the
 * catalyst work-order setting is on.
 */
export async function loadInCatalystDisabledArea({ client, customerId }: Who): Promise<boolean> {
  const [areasValue, { data: tenancies = [] }] = await Promise.all([
    readToggle(client, 'CatalystRepairDisabledAreas'),
    getCustomerTenancies(client, customerId),
  ]);
  const areas = parseConfigList(areasValue);
  if (areas.length === 0) return false;
  const premises = [...new Set(activeTenancies(tenancies).flatMap((tenancy) => tenancy.premisesIds.slice(0, 1)))];
  const locations = await Promise.all(premises.map((id) => getPropertyLocation(client, id).then(({ data }) => data)));
  return locations.some((location) =>
    [location?.borough, location?.region].some((name) => name && areas.includes(name.trim().toLowerCase())),
  );
}
