import { getAsset, getCustomerTenancies, getTenancyGroup, type GatewayClient } from '../../gateway/client';
import type { TenancySummary } from '../../schemas/generated/types';
import { activeTenancies } from '../customer/catalyst';

/** One property the customer holds an active tenancy of. */
export interface CustomerProperty {
  premisesId: string;
  address: string;
  /** Start of the tenancy (YYYY-MM-DD): repair searches ask for repairs raised since then. */
  tenancyStartDate: string;
  /** The tenancy's type code (GNT, LEASE, GARAGE, ...): some hide the balance card's View accounts. */
  tenancyType: string;
}

/** Tenancy groups of garages, shops and offices: listed after the resident's homes. */
const NON_RESIDENTIAL_GROUPS = new Set(['Non-residential', 'Commercial']);

/**
 * The first premises of each active tenancy, with its address (GET /assets/{id}) and tenancy
 * group (for the order): homes first, then non-residential premises such as a garage.
 *
 * @example
 * const [home] = await loadCustomerProperties(client, customerId); // { premisesId, address, tenancyStartDate, tenancyType }
 */
export async function loadCustomerProperties(
  client: GatewayClient,
  customerId: string,
  tenancies?: readonly TenancySummary[],
): Promise<CustomerProperty[]> {
  const held = tenancies ?? (await getCustomerTenancies(client, customerId)).data ?? [];
  const firstPremises = new Map<string, TenancySummary>();
  for (const tenancy of activeTenancies(held)) {
    const premisesId = tenancy.premisesIds[0];
    if (premisesId && !firstPremises.has(premisesId)) firstPremises.set(premisesId, tenancy);
  }
  const loaded = await Promise.all(
    [...firstPremises].map(async ([premisesId, { tenancyStartDate, tenancyType }]) => {
      const [{ data: asset }, { data: group }] = await Promise.all([
        getAsset(client, premisesId),
        getTenancyGroup(client, customerId, premisesId),
      ]);
      const address = asset?.addresses.postalAddresses[0]?.formattedAddress ?? premisesId;
      return {
        property: { premisesId, address, tenancyStartDate, tenancyType },
        residential: !NON_RESIDENTIAL_GROUPS.has(group?.tenancyGroup ?? ''),
      };
    }),
  );
  return [...loaded.filter((p) => p.residential), ...loaded.filter((p) => !p.residential)].map((p) => p.property);
}

/** Longest address the property selector shows before cutting it. */
export const ADDRESS_DISPLAY_LIMIT = 84;

/**
 * An address cut to 84 characters plus dots (ACC-DSH-02).
 *
 * @example
 * shortenAddress('Flat 1, Riverside Tower, ...'); // unchanged up to 84 characters
 */
export function shortenAddress(address: string): string {
  return address.length > ADDRESS_DISPLAY_LIMIT ? `${address.slice(0, ADDRESS_DISPLAY_LIMIT)}...` : address;
}
