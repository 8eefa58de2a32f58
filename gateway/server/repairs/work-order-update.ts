import type { WorkOrderUpdate } from '../../../schemas/generated/types';
import { ConflictError, ForbiddenError, PreconditionFailedError } from '../http/errors';
import { newEtag } from '../http/etag';
import { customerOwns } from '../identity/ownership';
import { DRAFT_LIFETIME_MS } from '../jobs/draft-sweeper';
import { updateWorkOrderIfUnchanged, type StoredWorkOrder } from '../repositories/work-order-write-repository';
import type { RepairContext } from './repair-context';
import {
  checkDocuments,
  checkOriginal,
  checkPlace,
  checkQuestionLines,
  contractorIdForSite,
} from './work-order-checks';
import {
  columnChanges,
  currentValue,
  FIXED_AFTER_SUBMISSION,
  normaliseSor,
  payloadChanges,
} from './work-order-changes';
import { asksToSubmit, recordSubmission, submissionChanges } from './work-order-submission';
import { STALE_MESSAGE } from './work-order-versions';

/** Statuses a repair never leaves: nothing more can be saved on it. */
export const FINAL_STATUSES = ['Cancelled', 'Completed', 'Closed'];

/**
 * Saves the answers a PATCH carries on a repair read at `workOrder` (its eTag checked by
 * loadForChange): fields left out keep their value, null clears an answer. A draft's 48 hours
 * start again at each save. isSubmitted true or isDraft false submits a draft. Once submitted,
 * what and where (FIXED_AFTER_SUBMISSION) cannot change (409); a finished repair cannot change at
 * all (409); an asset or premises that is not the customer's is refused (403), as the access
 * plugin refuses one named in the path. Answers the new eTag.
 */
export async function saveAnswers(
  ctx: RepairContext,
  customerId: string,
  workOrder: StoredWorkOrder,
  body: WorkOrderUpdate,
): Promise<string> {
  const { db, clock } = ctx;
  if (FINAL_STATUSES.includes(workOrder.status)) {
    throw new ConflictError(`This repair is ${workOrder.status.toLowerCase()}, so it cannot be changed.`);
  }
  if (!workOrder.isDraft) {
    const changed = FIXED_AFTER_SUBMISSION.filter(
      (name) => Object.hasOwn(body, name) && normalised(name, body[name]) !== currentValue(workOrder, name),
    );
    if (changed.length > 0) {
      throw new ConflictError(`This repair is submitted, so ${changed.join(', ')} can no longer change.`);
    }
  }
  checkQuestionLines(body.additionalInfo);
  const premisesId = body.premisesId ?? String(workOrder.payload.premisesId ?? workOrder.assetId);
  const assetId = body.assetIdentifier ?? workOrder.assetId;
  let area = body.area ?? (workOrder.area as WorkOrderUpdate['area']);
  if (body.assetIdentifier !== undefined || body.premisesId !== undefined || body.area !== undefined) {
    for (const [kind, id] of [
      ['premises', premisesId],
      ['asset', assetId],
    ] as const) {
      if (!(await customerOwns(db, customerId, kind, id))) {
        throw new ForbiddenError(`You cannot see or change ${kind} ${id}: it is not yours.`);
      }
    }
    area = await checkPlace(db, { assetId, premisesId, area: body.area });
  }
  await checkOriginal(db, customerId, body.originalWorkOrderIdentifier);
  await checkDocuments(db, workOrder.id, body.documents?.documentIdentifiers ?? []);
  const contractorId = body.contractor ? await contractorIdForSite(db, body.contractor) : null;
  const now = clock.now();
  const eTag = newEtag();
  const set = { ...columnChanges({ ...body, area }, contractorId), etag: eTag, updated_at: now };
  let payload = { ...workOrder.payload, ...payloadChanges(body) };
  if (workOrder.isDraft) set.draft_expires_at = new Date(now.getTime() + DRAFT_LIFETIME_MS);
  const submitting = workOrder.isDraft && asksToSubmit(body);
  if (submitting) {
    const submission = await submissionChanges(ctx, {
      sorCode: normaliseSor(body.sorCode) ?? workOrder.sorCode,
      priorityCode: typeof payload.priorityCode === 'string' ? payload.priorityCode : null,
      isEmergency: set.is_emergency ?? workOrder.isEmergency,
      isRecall: set.is_recall ?? workOrder.isRecall,
      payload,
      description: body.description === undefined ? workOrder.description : body.description,
      repairLocation: body.repairLocation === undefined ? workOrder.repairLocation : body.repairLocation,
    });
    Object.assign(set, submission.set);
    payload = { ...payload, ...submission.payload };
  }
  const due = await db.transaction().execute(async (trx) => {
    const written = await updateWorkOrderIfUnchanged(trx, workOrder.id, workOrder.etag, {
      ...set,
      payload: JSON.stringify(payload),
    });
    if (!written) throw new PreconditionFailedError(STALE_MESSAGE);
    return submitting ? recordSubmission(ctx, trx, workOrder.id) : undefined;
  });
  if (due) ctx.jobNumbers.schedule(due);
  return eTag;
}

function normalised(name: string, value: unknown): unknown {
  return name === 'sorCode' && typeof value === 'string' ? normaliseSor(value) : (value ?? null);
}
