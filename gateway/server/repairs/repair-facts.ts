import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { findAssetHierarchy, findPropertyLocation } from '../repositories/asset-repository';
import { findReasonBySor } from '../repositories/repair-reason-repository';
import type { ReasonFacts } from './eligibility-rules';
import { HEATING_SOR_TRADES, heatingTypes, type HeatingType } from './heating-rules';

/** The repair area of an asset type: Estate Area and Scheme repairs are raised as Estate. */
export function repairAreaOf(assetType: string): 'Property' | 'Block' | 'Estate' | 'Divided block' {
  if (assetType === 'Property' || assetType === 'Block' || assetType === 'Divided block') return assetType;
  return 'Estate';
}

/** A repair type as the rules see it: the catalogue's entry, or a heating code of the determination. */
export interface RepairTypeFacts extends ReasonFacts {
  priority: 'EME' | 'NA';
}

/**
 * The catalogue facts of a schedule of rates code: its trade, priority, whether it is offered when
 * reporting and its supplementary question; the heating codes of the heating determination count
 * as offered. Undefined for a code the gateway does not know.
 *
 * @example
 * await repairTypeFacts(db, 'PLUMTAP01'); // { sorCode: 'PLUMTAP01', trade: 'Plumbing', priority: 'NA', ... }
 */
export async function repairTypeFacts(db: Kysely<Database>, sorCode: string): Promise<RepairTypeFacts | undefined> {
  const heatingTrade = HEATING_SOR_TRADES[sorCode];
  if (heatingTrade)
    return { sorCode, trade: heatingTrade, priority: 'NA', isUsedForCreation: true, additionalData: null };
  const row = await findReasonBySor(db, sorCode);
  if (!row) return undefined;
  const data = typeof row.additional_data === 'string' ? JSON.parse(row.additional_data) : row.additional_data;
  return {
    sorCode: row.sor_code,
    trade: row.trade,
    priority: row.priority,
    isUsedForCreation: row.is_used_for_creation,
    additionalData: data ? { isEligible: (data as { isEligible: boolean }).isEligible } : null,
  };
}

/** What the repair rules need to know of an asset and the assets above it. */
export interface AssetFacts {
  id: string;
  assetType: string;
  premisesTypeId: number;
  region: string | null;
  borough: string | null;
  isInDefects: boolean;
  maintenanceResponsibility: string;
  ownHeating: HeatingType[];
  heatingAbove: HeatingType[];
  types: string[];
  /** The asset and its ancestors, nearest first. */
  lineage: string[];
  storeys: number;
}

/**
 * An asset's facts for the repair rules: its type, region and borough (inherited), whether it or
 * an asset above it is in its defects period, its maintenance responsibility (FMFULL when none),
 * heating of itself and of everything above it, and the most storeys of any building it is in.
 */
export async function findAssetFacts(db: Kysely<Database>, assetId: string): Promise<AssetFacts | undefined> {
  const chain = await findAssetHierarchy(db, assetId, false);
  const [own] = chain;
  if (!own) return undefined;
  const location = await findPropertyLocation(db, assetId);
  return {
    id: own.id,
    assetType: own.assetType,
    premisesTypeId: own.premisesTypeId,
    region: location?.region ?? null,
    borough: location?.borough ?? null,
    isInDefects: chain.some((asset) => asset.statuses.isInDefects),
    maintenanceResponsibility:
      own.maintenanceResponsibilities.find((m) => m.type === 'MaintenanceResponsibility')?.value ?? 'FMFULL',
    ownHeating: heatingTypes((own.heatingAttributes ?? []).join('+')),
    heatingAbove: chain.flatMap((asset) => heatingTypes((asset.heatingAttributes ?? []).join('+'))),
    types: chain.map((asset) => asset.assetType),
    lineage: chain.map((asset) => asset.id),
    storeys: Math.max(0, ...chain.map((asset) => asset.storeys ?? 0)),
  };
}
