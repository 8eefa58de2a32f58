import { sql, type Kysely, type Selectable } from 'kysely';
import type { Asset, PremisesTypeName, PropertyLocation } from '../../../schemas/generated/types';
import type { AssetsTable, Database, PostalAddress } from '../db/tables';

/** Premises type names by code (both specs): Scheme 1 ... Property 6. */
export const PREMISES_TYPE_NAMES: Record<number, PremisesTypeName> = {
  1: 'Scheme',
  2: 'Estate Area',
  3: 'Estate',
  4: 'Block',
  5: 'Divided Block',
  6: 'Property',
};

/** A building of 18 metres or seven storeys or higher has building safety information. */
export const HIGH_RISE_METRES = 18;
export const HIGH_RISE_STOREYS = 7;

/** Ancestors are followed at most this far, so a cycle in bad data cannot loop forever. */
const MAX_DEPTH = 10;

type AssetRow = Selectable<AssetsTable> & { depth: number };

/** One asset; undefined when unknown. */
export async function findAsset(db: Kysely<Database>, id: string): Promise<Asset | undefined> {
  const [row] = await assetChain(db, id, 0);
  return row ? toAsset(row, true) : undefined;
}

/**
 * The asset and the assets it belongs to, from itself upwards: property → divided block or
 * block → estate. Addresses are included when `withAddresses` (the spec's ?expand=address);
 * otherwise each asset's postalAddresses list is empty.
 */
export async function findAssetHierarchy(db: Kysely<Database>, id: string, withAddresses: boolean): Promise<Asset[]> {
  const rows = await assetChain(db, id, MAX_DEPTH);
  return rows.map((row) => toAsset(row, withAddresses));
}

/**
 * Region and borough of an asset. A property without its own values takes them from the
 * nearest asset above it that has them (a flat from its block, a block from its estate).
 */
export async function findPropertyLocation(db: Kysely<Database>, id: string): Promise<PropertyLocation | undefined> {
  const rows = await assetChain(db, id, MAX_DEPTH);
  if (rows.length === 0) return undefined;
  return {
    region: rows.find((r) => r.region !== null)?.region ?? null,
    borough: rows.find((r) => r.borough !== null)?.borough ?? null,
  };
}

/** The ids of an asset and its ancestors, nearest first (for inherited associates). */
export async function assetLineage(db: Kysely<Database>, id: string): Promise<string[]> {
  return (await assetChain(db, id, MAX_DEPTH)).map((row) => row.id);
}

async function assetChain(db: Kysely<Database>, id: string, maxDepth: number): Promise<AssetRow[]> {
  const result = await sql<AssetRow>`
    with recursive chain as (
      select a.*, 0 as depth from assets a where a.id = ${id}
      union all
      select p.*, c.depth + 1 from assets p join chain c on p.id = c.parent_id where c.depth < ${maxDepth}
    )
    select * from chain order by depth`.execute(db);
  return result.rows;
}

function toAsset(row: AssetRow, withAddresses: boolean): Asset {
  const height = row.height_metres === null ? null : Number(row.height_metres);
  const address = parseJson<PostalAddress>(row.postal_address);
  const premisesType = PREMISES_TYPE_NAMES[row.premises_type_id];
  if (!premisesType) throw new Error(`Asset ${row.id} has an unknown premises type ${row.premises_type_id}.`);
  return {
    id: row.id,
    assetType: row.asset_type,
    premisesTypeId: row.premises_type_id,
    premisesType,
    parentAssetIdentifier: row.parent_id,
    uprn: row.uprn,
    addresses: { postalAddresses: withAddresses ? [address] : [] },
    maintenanceResponsibilities: parseJson<{ type: string; value: string }[]>(row.maintenance_responsibilities),
    statuses: {
      isInDefects: row.is_in_defects,
      isHighRise:
        (height !== null && height >= HIGH_RISE_METRES) || (row.storeys !== null && row.storeys >= HIGH_RISE_STOREYS),
    },
    heatingAttributes: row.heating_attributes as Asset['heatingAttributes'],
    heightMetres: height,
    storeys: row.storeys,
  };
}

/** jsonb arrives parsed from both drivers; a string is parsed defensively. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
