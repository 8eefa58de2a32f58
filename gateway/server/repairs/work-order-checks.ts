import type { Kysely } from 'kysely';
import type { RepairArea, WorkOrderQuestionLine } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { BadRequestError, ConflictError } from '../http/errors';
import { customerOwns } from '../identity/ownership';
import { findConfigurationValue } from '../repositories/configuration-repository';
import { findAssetFacts, repairAreaOf } from './repair-facts';

/** The feature toggle that pauses creating and cancelling repairs (REP-ACT-06). */
export const MAINTENANCE_TOGGLE = 'isMyPbRepairsMaintainence';

/** Refuses with 409 while the repairs maintenance pause is on. */
export async function ensureRepairsNotPaused(db: Kysely<Database>, action: string): Promise<void> {
  const toggle = await findConfigurationValue(db, MAINTENANCE_TOGGLE);
  if (toggle?.value.trim().toLowerCase() === 'true') {
    throw new ConflictError(
      `Repairs are paused for maintenance, so you cannot ${action} online just now. Please phone us.`,
    );
  }
}

/**
 * Checks where a repair is: the asset must be the premises or a block, divided block or estate
 * above them (never a scheme), and the area must fit the asset (Property only for a home).
 * Answers the area to record (the one sent, or the asset's).
 */
export async function checkPlace(
  db: Kysely<Database>,
  place: { assetId: string; premisesId: string; area?: RepairArea | undefined },
): Promise<RepairArea> {
  const premises = await findAssetFacts(db, place.premisesId);
  if (!premises?.lineage.includes(place.assetId)) {
    throw new BadRequestError([
      {
        message: `Asset ${place.assetId} is neither premises ${place.premisesId} nor a block or estate it is in.`,
        field: 'body.assetIdentifier',
      },
    ]);
  }
  const asset = await findAssetFacts(db, place.assetId);
  if (!asset || asset.assetType === 'Scheme') {
    throw new BadRequestError([{ message: 'Repairs cannot be raised on a scheme.', field: 'body.assetIdentifier' }]);
  }
  const area = place.area ?? repairAreaOf(asset.assetType);
  if ((area === 'Property') !== (asset.assetType === 'Property')) {
    throw new BadRequestError([
      { message: `The area ${area} does not fit asset ${place.assetId}, a ${asset.assetType}.`, field: 'body.area' },
    ]);
  }
  return area;
}

/** The contractor of a site code (HUB1-REP...); 400 when no contractor has the site. */
export async function contractorIdForSite(db: Kysely<Database>, site: string): Promise<string> {
  const rows = await db.selectFrom('contractors').select(['id', 'sites']).execute();
  const found = rows.find((row) => {
    const sites = (typeof row.sites === 'string' ? JSON.parse(row.sites) : row.sites) as { siteIdentifier: string }[];
    return sites.some((s) => s.siteIdentifier === site);
  });
  if (!found) throw new BadRequestError([{ message: `No contractor has the site ${site}.`, field: 'body.contractor' }]);
  return found.id;
}

/** Every document listed must be attached to this repair (uploaded with POST /works-orders/{id}/documents). */
export async function checkDocuments(db: Kysely<Database>, workOrderId: string | null, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = workOrderId
    ? await db
        .selectFrom('documents')
        .select('id')
        .where('work_order_id', '=', workOrderId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new BadRequestError([
      {
        message: `Document ${missing.join(', ')} is not attached to this repair; upload it to the repair first.`,
        field: 'body.documents.documentIdentifiers',
      },
    ]);
  }
}

/** A recalled repair must be one of the customer's. */
export async function checkOriginal(
  db: Kysely<Database>,
  customerId: string,
  id: string | null | undefined,
): Promise<void> {
  if (!id) return;
  if (!(await customerOwns(db, customerId, 'workOrder', id))) {
    throw new BadRequestError([
      {
        message: `Work order ${id} is not one of your repairs, so it cannot be recalled.`,
        field: 'body.originalWorkOrderIdentifier',
      },
    ]);
  }
}

/**
 * A work order's question lines name each question once (REP-ENT-12): the schema bounds each line
 * but cannot say that two lines differ in one property. Refuses (400) every repeat, naming its
 * line and the line it repeats, before anything is written.
 *
 * @example
 * checkQuestionLines([{ questionId: 'pets', questionLabel: 'Pets?', responseText: 'No' }]); // passes
 */
export function checkQuestionLines(lines: readonly WorkOrderQuestionLine[] | undefined): void {
  const first = new Map<string, number>();
  const problems = (lines ?? []).flatMap((line, index) => {
    const earlier = first.get(line.questionId);
    if (earlier === undefined) {
      first.set(line.questionId, index);
      return [];
    }
    return [
      {
        message: `Line ${index + 1} of additionalInfo repeats question ${line.questionId} of line ${earlier + 1}: each question may have one line only.`,
        field: `body.additionalInfo[${index}].questionId`,
      },
    ];
  });
  if (problems.length > 0) throw new BadRequestError(problems);
}
