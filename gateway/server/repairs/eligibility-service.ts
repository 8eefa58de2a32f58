import type { Kysely } from 'kysely';
import type { EligibilityRequest, EligibilityResult } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { ForbiddenError } from '../http/errors';
import { customerOwns } from '../identity/ownership';
import { findAssetIdByUprn, findTenancyGroupWithin, loadContractors } from '../repositories/repair-facts-repository';
import { chooseContractors } from './contractor-rules';
import { decideEligibility } from './eligibility-rules';
import { findAssetFacts, repairAreaOf, repairTypeFacts } from './repair-facts';

/**
 * The eligibility outcome of a repair for the signed-in customer: gathers the facts of the asset
 * named by uprn (which must be theirs: 403 otherwise), their tenancy group there, the repair
 * type's catalogue entry and the contractors that would take it, then applies eligibility-rules.ts.
 *
 * @example
 * await checkEligibility(db, 'CUS-100003', { premisesType: 'Property', uprn: '100022170049', ... }); // E1
 */
export async function checkEligibility(
  db: Kysely<Database>,
  customerId: string,
  request: EligibilityRequest,
): Promise<EligibilityResult> {
  const assetId = request.uprn ? await findAssetIdByUprn(db, request.uprn) : undefined;
  if (assetId && !(await customerOwns(db, customerId, 'asset', assetId))) {
    throw new ForbiddenError(`You cannot ask about the asset with uprn ${request.uprn ?? ''}: it is not yours.`);
  }
  const asset = assetId ? await findAssetFacts(db, assetId) : undefined;
  const reason = await repairTypeFacts(db, request.repairType);
  const contractors =
    asset && reason
      ? chooseContractors(
          {
            trade: reason.trade,
            region: asset.region,
            borough: asset.borough,
            priority: reason.priority,
            area: repairAreaOf(asset.assetType),
            assetIds: asset.lineage,
            inDefects: asset.isInDefects || request.isInDefects,
            isVandalism: false,
          },
          await loadContractors(db),
        )
      : [];
  return decideEligibility({
    request,
    asset,
    tenancyGroup: asset ? await findTenancyGroupWithin(db, customerId, asset.id) : null,
    reason,
    contractors,
  });
}
