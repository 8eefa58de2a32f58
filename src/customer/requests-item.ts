import {
  getAssetAssociates,
  getConfigurationValue,
  getCustomerTenancies,
  getPropertyLocation,
  type GatewayClient,
} from '../../gateway/client';
import {
  activeTenancies,
  isCatalystCustomer,
  showRequestsItem,
  type CatalystSettings,
  type TenancyFacts,
} from './catalyst';

/** The configuration values the Requests menu item depends on. */
export const requestsToggleNames = [
  'IsCaseCardRequired',
  'mypeabodycatalystcases',
  'CatalystRegistrationAreas',
  'LandlordValues',
] as const;

/** A configuration value, or undefined when it cannot be read (a failure is only logged, REP-TGL-03). */
export async function readToggle(client: GatewayClient, name: string): Promise<string | undefined> {
  try {
    return (await getConfigurationValue(client, name)).data?.value;
  } catch (error) {
    // A configuration failure is only logged (REP-TGL-03).
    console.warn(`Configuration value ${name} could not be read`, error);
    return undefined;
  }
}

async function tenancyFacts(client: GatewayClient, premisesId: string): Promise<TenancyFacts> {
  const [location, associates] = await Promise.all([
    getPropertyLocation(client, premisesId),
    getAssetAssociates(client, premisesId),
  ]);
  const landlords = [associates.data?.landLord, associates.data?.previousLandLord];
  return {
    region: location.data?.region ?? null,
    landlordNames: landlords.flatMap((associate) => (associate ? [associate.organisation.name] : [])),
  };
}

/**
 * The catalyst rule for a customer: reads CatalystRegistrationAreas and LandlordValues (unless
 * given) and the region and landlords of each active tenancy's premises.
 *
 * @example
 * const catalyst = await loadIsCatalystCustomer(client, customerId);
 */
export async function loadIsCatalystCustomer(
  client: GatewayClient,
  customerId: string,
  settings?: CatalystSettings,
): Promise<boolean> {
  const { registrationAreas, landlordValues } = settings ?? {
    registrationAreas: await readToggle(client, 'CatalystRegistrationAreas'),
    landlordValues: await readToggle(client, 'LandlordValues'),
  };
  const { data: tenancies = [] } = await getCustomerTenancies(client, customerId);
  const premisesIds = activeTenancies(tenancies).flatMap((tenancy) => tenancy.premisesIds.slice(0, 1));
  const facts = await Promise.all(premisesIds.map((premisesId) => tenancyFacts(client, premisesId)));
  return isCatalystCustomer(facts, { registrationAreas, landlordValues });
}

/**
 * Whether the header shows Requests for this customer: reads the toggles and, when they matter,
 * the region and landlords of each active tenancy's premises (the catalyst rule).
 */
export async function loadRequestsItemVisible(client: GatewayClient, customerId: string): Promise<boolean> {
  const [isCaseCardRequired, catalystCases, registrationAreas, landlordValues] = await Promise.all(
    requestsToggleNames.map((name) => readToggle(client, name)),
  );
  const toggles = { isCaseCardRequired, catalystCases };
  if (!showRequestsItem(toggles, false)) return false;
  if (showRequestsItem(toggles, true)) return true;
  return showRequestsItem(
    toggles,
    await loadIsCatalystCustomer(client, customerId, { registrationAreas, landlordValues }),
  );
}
