import type { WorkOrderCreate, WorkOrderCreated } from '../../../schemas/generated/types';
import { BadRequestError } from '../http/errors';
import { newEtag } from '../http/etag';
import { DRAFT_LIFETIME_MS } from '../jobs/draft-sweeper';
import { insertWorkOrder, nextIdentifier } from '../repositories/work-order-write-repository';
import type { RepairContext } from './repair-context';
import { findAssetFacts } from './repair-facts';
import {
  checkOriginal,
  checkPlace,
  checkQuestionLines,
  contractorIdForSite,
  ensureRepairsNotPaused,
} from './work-order-checks';
import { columnChanges, newPayload, normaliseSor, payloadChanges } from './work-order-changes';
import { asksToSubmit, recordSubmission, submissionChanges } from './work-order-submission';

/**
 * Creates a repair as a draft (In Diagnosis, kept 48 hours) from the answers so far, or submits it
 * at once when the body says isSubmitted true or isDraft false. Answers the id, job number (null
 * until assigned), area and eTag.
 *
 * @example
 * const created = await createWorkOrder(ctx, { customerIdentifier: 'CUS-100001', assetIdentifier: 'AST-30001',
 *   premisesId: 'AST-30001', channel: 'CustomerSelfService', isDraft: true });
 */
export async function createWorkOrder(ctx: RepairContext, body: WorkOrderCreate): Promise<WorkOrderCreated> {
  const { db, clock } = ctx;
  await ensureRepairsNotPaused(db, 'report a repair');
  checkQuestionLines(body.additionalInfo);
  const area = await checkPlace(db, { assetId: body.assetIdentifier, premisesId: body.premisesId, area: body.area });
  await checkOriginal(db, body.customerIdentifier, body.originalWorkOrderIdentifier);
  if ((body.documents?.documentIdentifiers.length ?? 0) > 0) {
    throw new BadRequestError([
      {
        message: 'A new repair has no documents yet: create it, upload its media, then list them.',
        field: 'body.documents',
      },
    ]);
  }
  const contractorId = body.contractor ? await contractorIdForSite(db, body.contractor) : null;
  const asset = await findAssetFacts(db, body.assetIdentifier);
  const customer = await db
    .selectFrom('customers')
    .select(['title', 'given_name', 'surname'])
    .where('id', '=', body.customerIdentifier)
    .executeTakeFirstOrThrow();
  const now = clock.now();
  const payload = {
    ...newPayload({
      premisesId: body.premisesId,
      isInDefect: asset?.isInDefects ?? false,
      isCommunal: area !== 'Property',
      customerName: { title: customer.title, givenName: customer.given_name, surname: customer.surname },
    }),
    ...payloadChanges(body),
  };
  const id = await nextIdentifier(db, 'work_order_number', 'WO-');
  const eTag = newEtag();
  const columns = columnChanges(body, contractorId);
  const draft = {
    ...columns,
    id,
    customer_id: body.customerIdentifier,
    asset_id: body.assetIdentifier,
    area,
    channel: body.channel,
    status: 'In Diagnosis',
    priority: columns.priority ?? 'NA',
    sor_code: normaliseSor(body.sorCode) ?? 'NA',
    is_draft: true,
    raised_date: now,
    raised_by:
      body.channel === 'CustomerSelfService' ? [customer.given_name, customer.surname].filter(Boolean).join(' ') : null,
    etag: eTag,
    draft_expires_at: new Date(now.getTime() + DRAFT_LIFETIME_MS),
    created_at: now,
    updated_at: now,
  };
  if (!asksToSubmit(body)) {
    await insertWorkOrder(db, { ...draft, payload: JSON.stringify(payload) });
    return { id, jobNo: null, area, eTag };
  }
  const submission = await submissionChanges(ctx, {
    sorCode: draft.sor_code,
    priorityCode: body.priorityCode ?? null,
    isEmergency: body.isEmergency === true,
    isRecall: body.isRecall === true,
    payload,
    description: body.description ?? null,
    repairLocation: body.repairLocation ?? null,
  });
  const due = await db.transaction().execute(async (trx) => {
    await insertWorkOrder(trx, {
      ...draft,
      ...submission.set,
      payload: JSON.stringify({ ...payload, ...submission.payload }),
    });
    return recordSubmission(ctx, trx, id);
  });
  ctx.jobNumbers.schedule(due);
  return { id, jobNo: null, area, eTag };
}
