import type { LightMyRequestResponse } from 'fastify';
import type { WorkOrderCreate, WorkOrderUpdate } from '../../schemas/generated/types';
import { PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { kitchenTapDraft, READY_TO_SUBMIT } from '../support/kitchen-tap-draft';
import { json, type TestGateway } from './gateway-harness';

/** The answers of a kitchen tap repair on Amara's house, as the journey saves them first. */
export function amaraDraft(change: Partial<WorkOrderCreate> = {}): WorkOrderCreate {
  return kitchenTapDraft(PERSONA.amara.customerId, PERSONA.amara.houseAssetId, change);
}

/** A created repair: its id (from Location), its eTag and the whole answer. */
export interface Created {
  id: string;
  etag: string;
  response: LightMyRequestResponse;
}

/** POST /works-orders as a resident; throws unless 201. */
export async function createRepair(
  gateway: TestGateway,
  body: WorkOrderCreate = amaraDraft(),
  as: PersonaName = 'amara',
): Promise<Created> {
  const response = await gateway.api({ as, method: 'POST', url: '/api/works-orders', payload: body });
  if (response.statusCode !== 201) throw new Error(`Create failed: ${response.statusCode} ${response.body}`);
  const id = String(response.headers.location).split('/')[4] ?? '';
  return { id, etag: String(response.headers.etag), response };
}

/** PATCH /works-orders/{id} with If-Match. */
export function patchRepair(
  gateway: TestGateway,
  id: string,
  etag: string | undefined,
  body: WorkOrderUpdate,
  as: PersonaName = 'amara',
): Promise<LightMyRequestResponse> {
  return gateway.api({
    as,
    method: 'PATCH',
    url: `/api/works-orders/${id}`,
    headers: etag === undefined ? {} : { 'if-match': etag },
    payload: body,
  });
}

export { READY_TO_SUBMIT };

/** Creates a draft and submits it; answers its id and the eTag after submission. */
export async function submittedRepair(
  gateway: TestGateway,
  change: Partial<WorkOrderCreate> = {},
  update: WorkOrderUpdate = {},
): Promise<{ id: string; etag: string }> {
  const draft = await createRepair(gateway, amaraDraft(change));
  const submitted = await patchRepair(gateway, draft.id, draft.etag, {
    ...READY_TO_SUBMIT,
    ...update,
    isSubmitted: true,
    isDraft: false,
  });
  if (submitted.statusCode !== 200) throw new Error(`Submit failed: ${submitted.statusCode} ${submitted.body}`);
  return { id: draft.id, etag: String(submitted.headers.etag) };
}

/** Waits until a repair has a job number (polling the database), or gives up after `timeoutMs` (generous: a busy machine only waits longer). */
export async function waitForJobNumber(gateway: TestGateway, id: string, timeoutMs = 20_000): Promise<string | null> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const row = await gateway.db.selectFrom('work_orders').select('job_no').where('id', '=', id).executeTakeFirst();
    if (row?.job_no || performance.now() > until) return row?.job_no ?? null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { json };
