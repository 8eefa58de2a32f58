import {
  getAssetAssociates,
  getConfigurationValue,
  getCustomerTenancies,
  getPropertyLocation,
  type GatewayClient,
} from '../../gateway/client';
import { isSettingNotSet, noteSettingFailure } from '../config/unreadable-settings';
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

/** A setting that could not be read (not one that is merely not set: that reads as undefined). */
export class UnreadableSettingError extends Error {
  constructor(
    readonly setting: string,
    options?: ErrorOptions,
  ) {
    super(`Configuration value ${setting} could not be read`, options);
    this.name = 'UnreadableSettingError';
  }
}

/**
 * A configuration value, undefined when it is not set; a failed read is logged, reported
 * (noteSettingFailure: the dashboard does not hide it, ACC-DSH-14) and thrown as UnreadableSettingError.
 */
export async function readSetting(client: GatewayClient, name: string): Promise<string | undefined> {
  try {
    return (await getConfigurationValue(client, name)).data?.value;
  } catch (error) {
    console.warn(`Configuration value ${name} could not be read`, error);
    noteSettingFailure(name, error);
    if (isSettingNotSet(error)) return undefined;
    throw new UnreadableSettingError(name, { cause: error });
  }
}

/**
 * A configuration value, or undefined when it cannot be read: a failure is only logged
 * (REP-TGL-03), and reported for the dashboard, which goes to its error page instead (readSetting).
 */
export async function readToggle(client: GatewayClient, name: string): Promise<string | undefined> {
  return readSetting(client, name).catch((error: unknown) => {
    if (error instanceof UnreadableSettingError) return undefined;
    throw error;
  });
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
 * the region and landlords of each active tenancy's premises (the catalyst rule). Rejects with
 * UnreadableSettingError when a toggle cannot be read, so that the dashboard's case card is not
 * hidden as if the toggle were off.
 */
export async function loadRequestsItemVisible(client: GatewayClient, customerId: string): Promise<boolean> {
  const [isCaseCardRequired, catalystCases, registrationAreas, landlordValues] = await Promise.all(
    requestsToggleNames.map((name) => readSetting(client, name)),
  );
  const toggles = { isCaseCardRequired, catalystCases };
  if (!showRequestsItem(toggles, false)) return false;
  if (showRequestsItem(toggles, true)) return true;
  return showRequestsItem(
    toggles,
    await loadIsCatalystCustomer(client, customerId, { registrationAreas, landlordValues }),
  );
}
