import type { TenancySummary } from '../../schemas/generated/types';

/** What decides whether one tenancy makes its customer a catalyst customer. */
export interface TenancyFacts {
  /** Region of the tenancy's premises (GET /assets/{id}/location), or null. */
  region: string | null;
  /** Names of the premises' landlord and previous landlord (GET /assets/{id}/associates). */
  landlordNames: string[];
}

/** The configuration values behind the rule, as the gateway stores them (comma-separated lists). */
export interface CatalystSettings {
  /** CatalystRegistrationAreas */
  registrationAreas: string | undefined;
  /** LandlordValues */
  landlordValues: string | undefined;
}

/** Splits a comma-separated configuration value into trimmed, lower-case entries. */
export function parseConfigList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/**
 * The spec's catalyst rule: a tenancy whose region is in CatalystRegistrationAreas and whose
 * landlord or previous landlord is in LandlordValues (names compared without regard to case).
 *
 * @example
 * isCatalystCustomer([{ region: 'East', landlordNames: ['Catalyst Housing'] }],
 *   { registrationAreas: 'East,West', landlordValues: 'Catalyst Housing' }); // true
 */
export function isCatalystCustomer(tenancies: TenancyFacts[], settings: CatalystSettings): boolean {
  const areas = parseConfigList(settings.registrationAreas);
  const landlords = parseConfigList(settings.landlordValues);
  return tenancies.some(
    ({ region, landlordNames }) =>
      region !== null &&
      areas.includes(region.trim().toLowerCase()) &&
      landlordNames.some((name) => landlords.includes(name.trim().toLowerCase())),
  );
}

/**
 * The Requests menu item: shown when IsCaseCardRequired is "true" and either the customer is not
 * catalyst or mypeabodycatalystcases is also "true".
 */
export function showRequestsItem(
  toggles: { isCaseCardRequired?: string; catalystCases?: string },
  catalyst: boolean,
): boolean {
  if (toggles.isCaseCardRequired !== 'true') return false;
  return !catalyst || toggles.catalystCases === 'true';
}

/** Only active tenancies are used (statuses entry isTenancyActive). */
export function activeTenancies(tenancies: readonly TenancySummary[]): TenancySummary[] {
  return tenancies.filter((tenancy) =>
    tenancy.statuses.some((status) => status.type === 'isTenancyActive' && String(status.value) === 'true'),
  );
}
