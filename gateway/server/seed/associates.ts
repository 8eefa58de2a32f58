import type { Insertable } from 'kysely';
import type { AssetAssociatesTable } from '../db/tables';
import { ORGANISATION_NAME, PERSONA } from './personas';

interface Name {
  title: string | null;
  givenName: string;
  surname: string | null;
}

function associate(
  assetId: string,
  role: string,
  organisation: string,
  person?: Name,
): Insertable<AssetAssociatesTable> {
  return {
    asset_id: assetId,
    role,
    is_interested_party: false,
    details: JSON.stringify({ organisation: { name: organisation }, ...(person ? { person: { name: person } } : {}) }),
  };
}

function safetyParty(
  assetId: string,
  role: string,
  name: Name,
  office: string,
  email: string,
): Insertable<AssetAssociatesTable> {
  return {
    asset_id: assetId,
    role,
    is_interested_party: true,
    details: JSON.stringify({
      person: { name },
      organisation: { name: ORGANISATION_NAME },
      addresses: {
        digitalAddresses: [{ postalAddresses: { formattedAddress: office }, emailAddresses: [{ value: email }] }],
      },
    }),
  };
}

const HEAD_OFFICE = '45 Westferry Circus, London, E14 8RR';
const { amara, ben, chloe, dev, faye } = PERSONA;

/** The standard four associates of an estate (inherited by every asset below it). */
function estateTeam(
  estateId: string,
  team: string,
  manager: Name,
  officer: Name,
  landlord: string,
  previous: string | null,
) {
  return [
    associate(estateId, 'neighbourhoodManager', team, manager),
    associate(estateId, 'incomesOfficer', 'Income Services', officer),
    associate(estateId, 'landLord', landlord),
    ...(previous ? [associate(estateId, 'previousLandLord', previous)] : []),
  ];
}

/**
 * Neighbourhood managers, incomes officers, landlords and previous landlords of each estate,
 * and the four building safety parties of Riverside Tower (interested parties). Millfields,
 * Mattock Lane and Lea Bridge hold no previous landlord, so the gateway answers UNKNOWN for them.
 */
export const ASSOCIATES: Insertable<AssetAssociatesTable>[] = [
  ...estateTeam(
    amara.estateId,
    'Hackney Neighbourhood Team',
    { title: 'Mr', givenName: 'Tom', surname: 'Reid' },
    { title: 'Ms', givenName: 'Priya', surname: 'Shah' },
    ORGANISATION_NAME,
    null,
  ),
  ...estateTeam(
    ben.estateId,
    'Riverside Neighbourhood Team',
    { title: 'Ms', givenName: 'Joanna', surname: 'Kowalska' },
    { title: 'Mr', givenName: 'Kwame', surname: 'Asante' },
    ORGANISATION_NAME,
    'London Borough of Tower Hamlets',
  ),
  ...estateTeam(
    chloe.estateId,
    'Lewisham Leasehold Team',
    { title: 'Mrs', givenName: 'Helen', surname: 'Brooks' },
    { title: 'Mr', givenName: 'Daniel', surname: 'Okoro' },
    ORGANISATION_NAME,
    'Lewisham Homes',
  ),
  ...estateTeam(
    dev.estateId,
    'Ealing Neighbourhood Team',
    { title: 'Mr', givenName: 'Sanjay', surname: 'Mehta' },
    { title: 'Ms', givenName: 'Fiona', surname: 'Gallagher' },
    dev.landlord,
    null,
  ),
  ...estateTeam(
    faye.estateId,
    'Waltham Forest Neighbourhood Team',
    { title: 'Ms', givenName: 'Nadia', surname: 'Rahman' },
    { title: 'Mr', givenName: 'Owen', surname: 'Price' },
    ORGANISATION_NAME,
    null,
  ),
  safetyParty(
    ben.towerAssetId,
    'principleAccountablePerson',
    { title: null, givenName: ORGANISATION_NAME, surname: null },
    HEAD_OFFICE,
    'buildingsafety@example.org',
  ),
  safetyParty(
    ben.towerAssetId,
    'accountablePerson',
    { title: null, givenName: ORGANISATION_NAME, surname: null },
    HEAD_OFFICE,
    'buildingsafety@example.org',
  ),
  safetyParty(
    ben.towerAssetId,
    'buildingSafetyManager',
    { title: 'Ms', givenName: 'Grace', surname: 'Adeyemi' },
    'Riverside Tower estate office, 2 Wharf Road, London, E14 3QA',
    'riverside.bsm@example.org',
  ),
  safetyParty(
    ben.towerAssetId,
    'responsiblePerson',
    { title: 'Mr', givenName: 'Liam', surname: 'Doyle' },
    HEAD_OFFICE,
    'fire.safety@example.org',
  ),
];
