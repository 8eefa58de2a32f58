import type { Asset, AssetAssociates, AssetDocument, BuildingSafetyParty } from '../../../../schemas/generated/types';

/** An asset of the hierarchy with its address. */
export function building(
  id: string,
  assetType: Asset['assetType'],
  addressLine1: string,
  formattedAddress: string,
  extra: Partial<Asset> = {},
): Asset {
  return {
    id,
    assetType,
    premisesTypeId: assetType === 'Property' ? 6 : assetType === 'Estate' ? 3 : 4,
    premisesType: assetType === 'Property' ? 'Property' : assetType === 'Estate' ? 'Estate' : 'Block',
    parentAssetIdentifier: null,
    uprn: null,
    addresses: { postalAddresses: [{ addressLine1, formattedAddress }] },
    maintenanceResponsibilities: [],
    statuses: { isInDefects: false, isHighRise: false },
    heightMetres: null,
    storeys: null,
    ...extra,
  } as Asset;
}

export const flat = building('F1', 'Property', 'Flat 18', 'Flat 18, Riverside Tower, 2 Wharf Road, London, E14 3QA');
export const tower = building('B1', 'Block', 'Riverside Tower', 'Riverside Tower, 2 Wharf Road, London, E14 3QA', {
  heightMetres: 21,
  storeys: 7,
  statuses: { isInDefects: false, isHighRise: true },
});
export const estate = building('E1', 'Estate', 'Riverside Estate', 'Riverside Estate, Wharf Road, London, E14 3QA');

function party(
  givenName: string,
  email: string,
  title: string | null = null,
  surname: string | null = null,
): BuildingSafetyParty {
  return {
    person: { name: { title, givenName, surname } },
    organisation: { name: 'Thameside Homes' },
    addresses: {
      digitalAddresses: [
        {
          postalAddresses: { formattedAddress: '45 Westferry Circus, London, E14 8RR' },
          emailAddresses: [{ value: email }],
        },
      ],
    },
  };
}

/** The tower's associates with its four building safety parties; the landlord is Thameside Homes. */
export function towerAssociates(principal = 'Thameside Homes'): AssetAssociates {
  return {
    neighbourhoodManager: {
      organisation: { name: 'Riverside Neighbourhood Team' },
      person: { name: { title: 'Ms', givenName: 'Joanna', surname: 'Kowalska' } },
    },
    incomesOfficer: { organisation: { name: 'Income Services' } },
    landLord: { organisation: { name: 'Thameside Homes' } },
    previousLandLord: { organisation: { name: 'UNKNOWN' } },
    principleAccountablePerson: party(principal, 'buildingsafety@example.org'),
    accountablePerson: party('Thameside Homes', 'buildingsafety@example.org'),
    buildingSafetyManager: party('Grace', 'riverside.bsm@example.org', 'Ms', 'Adeyemi'),
    responsiblePerson: party('Liam', 'fire.safety@example.org', 'Mr', 'Doyle'),
  };
}

/** One building safety document of the tower. */
export function towerDocument(id: string, documentType: AssetDocument['documentType'], date: string): AssetDocument {
  return {
    id,
    documentType,
    media: { fileName: `${documentType.toLowerCase()}-${date.slice(0, 4)}.pdf` },
    metadata: [{ key: 'content-type', value: 'application/pdf' }],
    'inspection-date': date,
  };
}

/** The query the card sends for one document type. */
export const documentsOf = (type: string) => `GET /assets/B1/documents?DocumentType=${type}&Limit=1&Skip=0`;
