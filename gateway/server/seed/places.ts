import type { Insertable } from 'kysely';
import type { AssetsTable, PostalAddress } from '../db/tables';
import { PERSONA } from './personas';

type AssetType = AssetsTable['asset_type'];

const PREMISES_TYPE_ID: Record<AssetType, number> = {
  Scheme: 1,
  'Estate Area': 2,
  Estate: 3,
  Block: 4,
  'Divided block': 5,
  Property: 6,
};

/** Extra ids of places that no persona lives in (the storeroom of Ben's ended tenancy). */
export const EXTRA_PLACES = { benStoreroomAssetId: 'AST-30007', riversideSchemeId: 'AST-50001' } as const;

/** A UK postal address with its one-line form ("14 Wren Close, London, E5 0SQ"). */
export function postalAddress(lines: string[], town: string, postcode: string): PostalAddress {
  const [l1 = null, l2 = null, l3 = null, l4 = null, l5 = null] = lines;
  return {
    addressLine1: l1,
    addressLine2: l2,
    addressLine3: l3,
    addressLine4: l4,
    addressLine5: l5,
    town,
    postcode,
    formattedAddress: [...lines, town, postcode].join(', '),
  };
}

interface PlaceSpec {
  id: string;
  type: AssetType;
  parent: string | null;
  uprn: string;
  lines: string[];
  postcode: string;
  region?: string;
  borough?: string;
  heating?: string[];
  inDefects?: boolean;
  responsibility?: string;
  heightMetres?: number;
  storeys?: number;
}

function place(spec: PlaceSpec): Insertable<AssetsTable> {
  const address = postalAddress(spec.lines, 'London', spec.postcode);
  return {
    id: spec.id,
    asset_type: spec.type,
    premises_type_id: PREMISES_TYPE_ID[spec.type],
    parent_id: spec.parent,
    uprn: spec.uprn,
    postal_address: JSON.stringify(address),
    formatted_address: address.formattedAddress,
    postcode: spec.postcode,
    is_in_defects: spec.inDefects ?? false,
    maintenance_responsibilities: JSON.stringify([
      { type: 'MaintenanceResponsibility', value: spec.responsibility ?? 'FMFULL' },
    ]),
    region: spec.region ?? null,
    borough: spec.borough ?? null,
    height_metres: spec.heightMetres ?? null,
    storeys: spec.storeys ?? null,
    heating_attributes: spec.heating ?? [],
  };
}

const { amara, ben, chloe, dev, erin, faye } = PERSONA;

/**
 * The estates, blocks and homes of the demo, parents before children. Region and borough sit on
 * the estates and are inherited by everything below them.
 */
export const PLACES: Insertable<AssetsTable>[] = [
  // Millfields Estate, Hackney: Amara's and Erin's houses.
  place({
    id: amara.estateId,
    type: 'Estate',
    parent: null,
    uprn: '100021045001',
    lines: ['Millfields Estate', 'Millfields Road'],
    postcode: 'E5 0SB',
    region: 'East London',
    borough: 'Hackney',
  }),
  place({
    id: amara.houseAssetId,
    type: 'Property',
    parent: amara.estateId,
    uprn: '100021045127',
    lines: ['27 Wren Close'],
    postcode: 'E5 0SQ',
    heating: ['HEATGAS'],
  }),
  place({
    id: erin.houseAssetId,
    type: 'Property',
    parent: amara.estateId,
    uprn: '100021045131',
    lines: ['31 Wren Close'],
    postcode: 'E5 0SQ',
    heating: ['HEATGAS'],
  }),
  // Riverside Estate, Tower Hamlets: Ben's flat in the 21 m Riverside Tower and his garage.
  place({
    id: ben.estateId,
    type: 'Estate',
    parent: null,
    uprn: '100023336001',
    lines: ['Riverside Estate', 'Wharf Road'],
    postcode: 'E14 3QA',
    region: 'East London',
    borough: 'Tower Hamlets',
  }),
  place({
    id: EXTRA_PLACES.riversideSchemeId,
    type: 'Scheme',
    parent: ben.estateId,
    uprn: '100023336002',
    lines: ['Riverside Older Persons Scheme', '4 Wharf Road'],
    postcode: 'E14 3QA',
  }),
  place({
    id: ben.towerAssetId,
    type: 'Block',
    parent: ben.estateId,
    uprn: '100023336010',
    lines: ['Riverside Tower', '2 Wharf Road'],
    postcode: 'E14 3QA',
    heightMetres: 21,
    storeys: 7,
    heating: ['HEAT'],
  }),
  place({
    id: ben.flatAssetId,
    type: 'Property',
    parent: ben.towerAssetId,
    uprn: '100023336018',
    lines: ['Flat 18', 'Riverside Tower', '2 Wharf Road'],
    postcode: 'E14 3QA',
    heating: ['HEATELEC'],
  }),
  place({
    id: ben.garageCourtAssetId,
    type: 'Estate Area',
    parent: ben.estateId,
    uprn: '100023336050',
    lines: ['Riverside Estate garage court', 'Wharf Road'],
    postcode: 'E14 3QB',
  }),
  place({
    id: ben.garageAssetId,
    type: 'Property',
    parent: ben.garageCourtAssetId,
    uprn: '100023336057',
    lines: ['Garage 7', 'Riverside Estate garage court', 'Wharf Road'],
    postcode: 'E14 3QB',
  }),
  place({
    id: EXTRA_PLACES.benStoreroomAssetId,
    type: 'Property',
    parent: ben.towerAssetId,
    uprn: '100023336071',
    lines: ['Storeroom 3', 'Riverside Tower', '2 Wharf Road'],
    postcode: 'E14 3QA',
  }),
  // Elm Estate, Lewisham: Chloe's leasehold flat in the east wing of Elm Court.
  place({
    id: chloe.estateId,
    type: 'Estate',
    parent: null,
    uprn: '100022170001',
    lines: ['Elm Estate', 'Elm Road'],
    postcode: 'SE13 5QD',
    region: 'South London',
    borough: 'Lewisham',
  }),
  place({
    id: chloe.blockAssetId,
    type: 'Block',
    parent: chloe.estateId,
    uprn: '100022170040',
    lines: ['Elm Court', '40 Elm Road'],
    postcode: 'SE13 5QD',
    heightMetres: 12.5,
    storeys: 4,
  }),
  place({
    id: chloe.dividedBlockAssetId,
    type: 'Divided block',
    parent: chloe.blockAssetId,
    uprn: '100022170041',
    lines: ['Elm Court east wing (flats 1-12)', '40 Elm Road'],
    postcode: 'SE13 5QD',
    inDefects: true,
  }),
  place({
    id: chloe.flatAssetId,
    type: 'Property',
    parent: chloe.dividedBlockAssetId,
    uprn: '100022170049',
    lines: ['Flat 9', 'Elm Court', '40 Elm Road'],
    postcode: 'SE13 5QD',
    heating: ['HEATGAS'],
    responsibility: 'FMLEASE',
  }),
  // Mattock Lane Estate, Ealing: Dev's new-build catalyst flat, still in its defects period.
  place({
    id: dev.estateId,
    type: 'Estate',
    parent: null,
    uprn: '100021987001',
    lines: ['Mattock Lane Estate', 'Mattock Lane'],
    postcode: 'W5 5BG',
    region: dev.region,
    borough: dev.borough,
  }),
  place({
    id: dev.blockAssetId,
    type: 'Block',
    parent: dev.estateId,
    uprn: '100021987011',
    lines: ['Cedar House', '11 Mattock Lane'],
    postcode: 'W5 5BG',
    heightMetres: 14,
    storeys: 5,
    inDefects: true,
  }),
  place({
    id: dev.flatAssetId,
    type: 'Property',
    parent: dev.blockAssetId,
    uprn: '100021987013',
    lines: ['Flat 3', 'Cedar House', '11 Mattock Lane'],
    postcode: 'W5 5BG',
    heating: ['HEATGAS', 'HEATELEC'],
    inDefects: true,
  }),
  // Lea Bridge Estate, Waltham Forest: Faye's flat in Hazel House, let to her three months ago.
  place({
    id: faye.estateId,
    type: 'Estate',
    parent: null,
    uprn: '100022771001',
    lines: ['Lea Bridge Estate', 'Lea Bridge Road'],
    postcode: 'E10 7HU',
    region: 'East London',
    borough: 'Waltham Forest',
  }),
  place({
    id: faye.blockAssetId,
    type: 'Block',
    parent: faye.estateId,
    uprn: '100022771020',
    lines: ['Hazel House', '20 Lea Bridge Road'],
    postcode: 'E10 7HU',
    heightMetres: 11,
    storeys: 4,
  }),
  place({
    id: faye.flatAssetId,
    type: 'Property',
    parent: faye.blockAssetId,
    uprn: '100022771026',
    lines: ['Flat 6', 'Hazel House', '20 Lea Bridge Road'],
    postcode: 'E10 7HU',
    heating: ['HEATGAS'],
  }),
];
