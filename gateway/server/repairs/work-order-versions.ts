import { NotFoundError, PreconditionFailedError } from '../http/errors';
import { normaliseEtag } from '../http/etag';
import { findStoredWorkOrder, type StoredWorkOrder } from '../repositories/work-order-write-repository';
import type { RepairContext } from './repair-context';

/** The message of a 412: someone else saved the repair since it was read. */
export const STALE_MESSAGE =
  'This repair was changed since you read it (perhaps in another window), so nothing was saved. Load it again and repeat your change.';

/** Whether a draft's 48 hours have passed by the clock (it is then gone, whether or not swept yet). */
export function isExpiredDraft(workOrder: StoredWorkOrder, now: Date): boolean {
  return workOrder.isDraft && workOrder.draftExpiresAt !== null && workOrder.draftExpiresAt.getTime() <= now.getTime();
}

/**
 * The repair a change is about, at the version the If-Match header names: 404 when unknown or an
 * expired draft, 412 when If-Match names another version (the caller's copy is stale).
 *
 * @example
 * const workOrder = await loadForChange(ctx, 'WO-500001', ['Y2xk...']);
 */
export async function loadForChange(ctx: RepairContext, id: string, ifMatch: '*' | string[]): Promise<StoredWorkOrder> {
  const workOrder = await findStoredWorkOrder(ctx.db, id);
  if (!workOrder || isExpiredDraft(workOrder, ctx.clock.now())) {
    throw new NotFoundError(`No work order has the identifier ${id}; a draft is kept for 48 hours after it is saved.`);
  }
  if (ifMatch !== '*' && !ifMatch.includes(normaliseEtag(workOrder.etag))) {
    throw new PreconditionFailedError(STALE_MESSAGE);
  }
  return workOrder;
}
