import type { WorkOrderUpdate } from '../../../schemas/generated/types';
import { BadRequestError, ConflictError, PreconditionFailedError } from '../http/errors';
import { newEtag } from '../http/etag';
import {
  addHistoryEvent,
  updateWorkOrderIfUnchanged,
  type StoredWorkOrder,
} from '../repositories/work-order-write-repository';
import type { RepairContext } from './repair-context';
import { ensureRepairsNotPaused } from './work-order-checks';
import { FINAL_STATUSES } from './work-order-update';
import { STALE_MESSAGE } from './work-order-versions';

/** Whether a PATCH body is the cancel payload (REP-CXL-01: asset.type.assetTypeId and statuses.Status). */
export function isCancelBody(body: WorkOrderUpdate): boolean {
  return body.statuses !== undefined || body.asset !== undefined;
}

/**
 * Applies a cancel. Whether a resident may cancel is the cancel-eligibility check's decision
 * (POST /wo-cancellation-eligibility); this refuses only what can never be cancelled online: a
 * body mixing the cancel with other answers or without both parts (400), an assetTypeId that is
 * not the repair's (400), a repair already cancelled, completed or closed, an emergency (EME or
 * DME: phone), or a cancel during the repairs maintenance pause (409). The status becomes
 * Cancelled, a draft stops being one, booked appointments are released, a pending job number is
 * no longer assigned, and a "Cancelled" history event (Repair cancelled) is added. Answers the new eTag.
 */
export async function cancelWorkOrder(
  ctx: RepairContext,
  workOrder: StoredWorkOrder,
  body: WorkOrderUpdate,
): Promise<string> {
  const { db, clock } = ctx;
  const others = Object.keys(body).filter((name) => name !== 'statuses' && name !== 'asset');
  if (others.length > 0 || !body.statuses || !body.asset) {
    throw new BadRequestError([
      {
        message: `A cancel carries asset.type.assetTypeId and statuses.Status only${others.length > 0 ? `, not ${others.join(', ')}` : ''}.`,
        field: 'body',
      },
    ]);
  }
  const asset = await db
    .selectFrom('assets')
    .select('premises_type_id')
    .where('id', '=', workOrder.assetId)
    .executeTakeFirstOrThrow();
  if (body.asset.type.assetTypeId !== asset.premises_type_id) {
    throw new BadRequestError([
      {
        message: `asset.type.assetTypeId ${body.asset.type.assetTypeId} is not the type of this repair's asset (${asset.premises_type_id}).`,
        field: 'body.asset.type.assetTypeId',
      },
    ]);
  }
  if (FINAL_STATUSES.includes(workOrder.status)) {
    throw new ConflictError(`This repair is already ${workOrder.status.toLowerCase()}.`);
  }
  if (workOrder.priority === 'EME' || workOrder.priority === 'DME') {
    throw new ConflictError('An emergency repair cannot be cancelled online. Please phone us.');
  }
  await ensureRepairsNotPaused(db, 'cancel a repair');
  const now = clock.now();
  const eTag = newEtag();
  await db.transaction().execute(async (trx) => {
    const written = await updateWorkOrderIfUnchanged(trx, workOrder.id, workOrder.etag, {
      status: 'Cancelled',
      is_draft: false,
      draft_expires_at: null,
      etag: eTag,
      updated_at: now,
    });
    if (!written) throw new PreconditionFailedError(STALE_MESSAGE);
    await trx
      .updateTable('appointments')
      .set({ status: 'Cancelled' })
      .where('work_order_id', '=', workOrder.id)
      .where('status', '=', 'Booked')
      .execute();
    await trx.deleteFrom('job_number_requests').where('work_order_id', '=', workOrder.id).execute();
    await addHistoryEvent(trx, { workOrderId: workOrder.id, code: 'Cancelled', at: now });
  });
  return eTag;
}
