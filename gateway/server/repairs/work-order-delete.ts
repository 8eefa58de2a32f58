import { ConflictError, PreconditionFailedError } from '../http/errors';
import {
  deleteWorkOrderIfUnchanged,
  documentIdsOf,
  type StoredWorkOrder,
} from '../repositories/work-order-write-repository';
import type { RepairContext } from './repair-context';
import { STALE_MESSAGE } from './work-order-versions';

/**
 * Deletes a draft ("Leave" in the journey) read at `workOrder`: only a repair still In Diagnosis
 * and never submitted (409 otherwise: cancel a submitted repair instead). Its history, documents
 * and notes go with it; the media storage forgets the documents' bytes.
 */
export async function deleteDraft(ctx: RepairContext, workOrder: StoredWorkOrder): Promise<void> {
  if (!workOrder.isDraft || workOrder.status !== 'In Diagnosis') {
    throw new ConflictError('Only a draft can be deleted; a submitted repair can be cancelled instead.');
  }
  const documents = await documentIdsOf(ctx.db, workOrder.id);
  if (!(await deleteWorkOrderIfUnchanged(ctx.db, workOrder.id, workOrder.etag))) {
    throw new PreconditionFailedError(STALE_MESSAGE);
  }
  for (const id of documents) await ctx.storage(ctx.db).delete(id);
}
