import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { findReasonBySor } from '../repositories/repair-reason-repository';
import type { ReasonFacts } from './eligibility-rules';
import { HEATING_SOR_TRADES } from './heating-rules';

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
