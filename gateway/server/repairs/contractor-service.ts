import type { Kysely } from 'kysely';
import type { Contractor, ContractorDeterminationQuery } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { NotFoundError } from '../http/errors';
import { loadContractors } from '../repositories/repair-facts-repository';
import { chooseContractors } from './contractor-rules';
import { findAssetFacts, repairTypeFacts } from './repair-facts';

/**
 * The contractors for one of a customer's repairs, best first (contractor-rules.ts): the repair's
 * asset gives region, borough, defects period and the assets above it; the query's repairType
 * (or the repair's trade) gives the trade; deliberate damage is isVandalism, repairCauseId 4 or
 * the repair's own answer.
 *
 * @example
 * const [best] = await determineContractors(db, 'WO-500001', { priority: 'NA', repairType: 'PLUMTAP01' });
 */
export async function determineContractors(
  db: Kysely<Database>,
  workOrderId: string,
  query: ContractorDeterminationQuery,
): Promise<Contractor[]> {
  const workOrder = await db
    .selectFrom('work_orders')
    .select(['asset_id', 'area', 'trade', 'payload'])
    .where('id', '=', workOrderId)
    .executeTakeFirst();
  if (!workOrder) throw new NotFoundError(`No work order has the identifier ${workOrderId}.`);
  const asset = await findAssetFacts(db, workOrder.asset_id);
  if (!asset) throw new NotFoundError(`The asset of work order ${workOrderId} no longer exists.`);
  const payload = (workOrder.payload ?? {}) as Record<string, unknown>;
  const repairType = await repairTypeFacts(db, query.repairType);
  const chosen = chooseContractors(
    {
      trade: repairType?.trade ?? workOrder.trade,
      region: asset.region ?? query.region ?? null,
      borough: asset.borough ?? query.borough ?? null,
      priority: query.priority,
      area: workOrder.area,
      assetIds: asset.lineage,
      inDefects: asset.isInDefects,
      isVandalism: query.isVandalism ?? (query.repairCauseId === 4 || payload.isVandalism === true),
    },
    await loadContractors(db),
  );
  return chosen.map((c) => c.contractor);
}
