import type { Asset, Customer, TenancyGroup, TenancySummary } from '../../schemas/generated/types';

/** A resident as the fake gateway answers her in the portal's tests. */
export const testCustomer: Customer = {
  id: 'C-AMARA',
  eTag: '1',
  person: { name: { title: 'Ms', givenName: 'Amara', surname: 'Okafor' }, dateOfBirth: '1988-05-02' },
  addresses: {
    telecomsAddresses: [
      { telecomsAddressType: 'mobilePhone', number: '07700900123' },
      { telecomsAddressType: 'homePhone', number: '02079460456' },
    ],
    digitalAddresses: [{ digitalAddressType: 'email', address: 'amara@example.org' }],
  },
  tenanciesSummaries: [],
};

export function testTenancy(id: string, premisesId: string, active = true): TenancySummary {
  return {
    tenancyId: id,
    tenancyType: 'GNT',
    tenancyStartDate: '2019-04-01',
    premisesIds: [premisesId],
    paymentReference: '6001000011',
    statuses: [{ type: 'isTenancyActive', value: active }],
  };
}

export function testTenancyGroup(tenancyIdentifier: string, tenancyGroup: TenancyGroup['tenancyGroup']): TenancyGroup {
  return { tenancyIdentifier, tenancyGroup };
}

export function testAsset(id: string, formattedAddress: string): Asset {
  return {
    id,
    assetType: 'Property',
    premisesTypeId: 6,
    premisesType: 'Property',
    parentAssetIdentifier: null,
    uprn: null,
    addresses: { postalAddresses: [{ formattedAddress }] },
    maintenanceResponsibilities: [],
    statuses: { isInDefects: false },
  } as Asset;
}

/** Replies for a signed-in Amara with one house; the Requests item shows (case card on, not catalyst). */
export function amaraReplies(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'GET /customers/C-AMARA': testCustomer,
    'GET /customers/C-AMARA/tenancies': [testTenancy('T1', 'P1')],
    'GET /assets/P1': testAsset('P1', '14 Linden Road, London, E5 8QT'),
    'GET /customers/C-AMARA/premises/P1/tenancies': testTenancyGroup('T1', 'Social'),
    'GET /configuration/IsCaseCardRequired': { name: 'IsCaseCardRequired', value: 'true' },
    'GET /configuration/mypeabodycatalystcases': { name: 'mypeabodycatalystcases', value: 'false' },
    'GET /configuration/CatalystRegistrationAreas': { name: 'CatalystRegistrationAreas', value: 'Essex' },
    'GET /configuration/LandlordValues': { name: 'LandlordValues', value: 'Catalyst Housing' },
    'GET /configuration/IsMyPeabodyCatalystFinancialEnquiry': {
      name: 'IsMyPeabodyCatalystFinancialEnquiry',
      value: 'true',
    },
    'GET /configuration/IsMyMessagesRequired': { name: 'IsMyMessagesRequired', value: 'true' },
    'GET /assets/P1/location': { region: 'London', borough: 'Hackney' },
    'GET /assets/P1/associates': {
      neighbourhoodManager: { organisation: { name: 'UNKNOWN' } },
      incomesOfficer: { organisation: { name: 'UNKNOWN' } },
      landLord: { organisation: { name: 'Resident Homes' } },
      previousLandLord: { organisation: { name: 'UNKNOWN' } },
    },
    'DELETE /logout': () => ({ status: 204 }),
    ...overrides,
  };
}
