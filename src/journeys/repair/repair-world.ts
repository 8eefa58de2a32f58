import { getCustomerTenancies, getPropertyLocation, type GatewayClient } from '../../../gateway/client';
import { activeTenancies, parseConfigList } from '../../customer/catalyst';
import { readToggle } from '../../customer/requests-item';
import type { GivenFacts } from '../journey-host-types';

/** Who the facts are for. */
interface Who {
  client: GatewayClient;
  customerId: string;
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

/**
 * The facts the repair journey is given besides the portal's (journey-world.ts GIVEN_FACTS),
 * registered with the journey in journey-catalogue.ts: the dashboard's button reads them too.
 */
export const REPAIR_GIVEN_FACTS: GivenFacts = {
  'in-catalyst-disabled-area': (context) => loadInCatalystDisabledArea(context),
  // Given only when a recall starts the repair journey (repair-entry.ts); absent otherwise.
  recall: async () => undefined,
  // Given only when a saved draft is resumed (repair-entry.ts, REP-EDT-04); absent otherwise.
  'resumed-priority': async () => undefined,
};
