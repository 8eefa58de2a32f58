import type { Kysely } from 'kysely';
import type { AssetAssociates, Associate, BuildingSafetyParty } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { assetLineage } from './asset-repository';

/** The associates every asset answers, UNKNOWN when neither it nor an asset above it has one. */
export const STANDARD_ROLES = ['neighbourhoodManager', 'incomesOfficer', 'landLord', 'previousLandLord'] as const;
/** The building safety parties of a high-rise building (only with ?expand=interestedParties). */
export const INTERESTED_PARTY_ROLES = [
  'principleAccountablePerson',
  'accountablePerson',
  'buildingSafetyManager',
  'responsiblePerson',
] as const;

const UNKNOWN: Associate = { organisation: { name: 'UNKNOWN' } };

/**
 * The people and organisations associated with an asset. Each role comes from the nearest asset
 * in its lineage that has it (a flat inherits its block's landlord and building safety parties);
 * a standard role nobody holds is the UNKNOWN organisation. Undefined when the asset is unknown.
 */
export async function findAssetAssociates(
  db: Kysely<Database>,
  assetId: string,
  withInterestedParties: boolean,
): Promise<AssetAssociates | undefined> {
  const lineage = await assetLineage(db, assetId);
  if (lineage.length === 0) return undefined;
  const rows = await db
    .selectFrom('asset_associates')
    .select(['asset_id', 'role', 'is_interested_party', 'details'])
    .where('asset_id', 'in', lineage)
    .execute();
  const nearest = new Map<string, unknown>();
  for (const assetIdInLine of lineage) {
    for (const row of rows) {
      if (row.asset_id !== assetIdInLine || nearest.has(row.role)) continue;
      if (row.is_interested_party && !withInterestedParties) continue;
      nearest.set(row.role, typeof row.details === 'string' ? JSON.parse(row.details) : row.details);
    }
  }
  const result: AssetAssociates = {
    neighbourhoodManager: (nearest.get('neighbourhoodManager') as Associate | undefined) ?? UNKNOWN,
    incomesOfficer: (nearest.get('incomesOfficer') as Associate | undefined) ?? UNKNOWN,
    landLord: (nearest.get('landLord') as Associate | undefined) ?? UNKNOWN,
    previousLandLord: (nearest.get('previousLandLord') as Associate | undefined) ?? UNKNOWN,
  };
  if (withInterestedParties) {
    for (const role of INTERESTED_PARTY_ROLES) {
      const party = nearest.get(role) as BuildingSafetyParty | undefined;
      if (party) result[role] = party;
    }
  }
  return result;
}
