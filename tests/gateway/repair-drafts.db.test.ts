import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, WorkOrder, WorkOrderCreated } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { amaraDraft, createRepair, json, patchRepair, READY_TO_SUBMIT } from './repair-fixtures';

const { amara, ben, chloe } = PERSONA;

describe('repairs as drafts: create, save with eTags, delete, cancel', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { jobNumberDelayMs: 60_000 } });
  });
  afterAll(async () => gateway?.close());

  it('creates a draft In Diagnosis with a Location whose fifth path segment is the id, and an ETag', async () => {
    const { id, etag, response } = await createRepair(gateway);
    const body = json<WorkOrderCreated>(response);
    expect(response.statusCode).toBe(201);
    expect(body).toEqual({ id, jobNo: null, area: 'Property', eTag: expect.any(String) });
    expect(String(response.headers.location).split('/')).toHaveLength(5);
    expect(id).toMatch(/^WO-\d+$/);
    expect(etag).toBe(`"${body.eTag}"`);
    const row = await gateway.db.selectFrom('work_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'In Diagnosis', is_draft: true, job_no: null, sor_code: 'PLUMTAP01' });
    // Kept 48 hours from its save (the gateway's clock stamps both).
    expect((row.draft_expires_at?.getTime() ?? 0) - row.created_at.getTime()).toBe(48 * 3_600_000);
    const read = await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` });
    expect(json<WorkOrder>(read)).toMatchObject({
      id,
      status: 'In Diagnosis',
      isDraft: true,
      repairReason: 'Dripping tap',
    });
  });

  it('points the Location at the repair: it redirects to GET /api/works-orders/{id}', async () => {
    const { id, response } = await createRepair(gateway);
    const followed = await gateway.api({ as: 'amara', url: String(response.headers.location) });
    expect(followed.statusCode).toBe(308);
    expect(followed.headers.location).toBe(`/api/works-orders/${id}`);
  });

  it('saves answers with If-Match, answers the repair and a new ETag, and asks for If-Match (428)', async () => {
    const { id, etag } = await createRepair(gateway);
    const saved = await patchRepair(gateway, id, etag, { description: 'Drips at night.', isVulnerable: false });
    expect(saved.statusCode).toBe(200);
    const workOrder = json<WorkOrder>(saved);
    expect(workOrder).toMatchObject({
      id,
      description: 'Drips at night.',
      isVulnerable: false,
      status: 'In Diagnosis',
    });
    expect(saved.headers.etag).toBe(`"${workOrder.eTag}"`);
    expect(saved.headers.etag).not.toBe(etag);
    const missing = await patchRepair(gateway, id, undefined, { description: 'No tag' });
    expect(missing.statusCode).toBe(428);
  });

  it('refuses the second of two saves made with the same eTag (412) and keeps the first', async () => {
    const { id, etag } = await createRepair(gateway);
    const first = await patchRepair(gateway, id, etag, { description: 'Saved in the first window.' });
    const second = await patchRepair(gateway, id, etag, { description: 'Saved in the second window.' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(412);
    expect(json<ErrorBody>(second)).toMatchObject({ status: 412, title: 'Precondition Failed' });
    expect(json<ErrorBody>(second).errors[0]?.message).toMatch(/changed since you read it/);
    const row = await gateway.db
      .selectFrom('work_orders')
      .select(['description', 'etag'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('Saved in the first window.');
    expect(`"${row.etag}"`).toBe(first.headers.etag);
  });

  it('lets exactly one of two saves sent at the same moment with the same eTag through', async () => {
    const { id, etag } = await createRepair(gateway);
    const answers = await Promise.all(
      ['Window A', 'Window B'].map((description) => patchRepair(gateway, id, etag, { description })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = json<WorkOrder>(answers.find((a) => a.statusCode === 200) ?? answers[0]!);
    const row = await gateway.db
      .selectFrom('work_orders')
      .select('description')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe(winner.description);
  });

  it('clears an answer sent as null and keeps the ones left out', async () => {
    const { id, etag } = await createRepair(gateway, amaraDraft({ description: 'Before', isVandalism: true }));
    const saved = json<WorkOrder>(await patchRepair(gateway, id, etag, { isVandalism: null }));
    expect(saved).toMatchObject({ isVandalism: null, description: 'Before', repairReason: 'Dripping tap' });
  });

  it("refuses a repair on another resident's home or on a block the premises are not in", async () => {
    const foreign = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/works-orders',
      payload: amaraDraft({ assetIdentifier: ben.flatAssetId }),
    });
    expect(foreign.statusCode).toBe(403);
    const benOwn = await gateway.api({
      as: 'ben',
      method: 'POST',
      url: '/api/works-orders',
      payload: amaraDraft({
        customerIdentifier: ben.customerId,
        premisesId: ben.flatAssetId,
        assetIdentifier: ben.garageAssetId,
      }),
    });
    expect(benOwn.statusCode).toBe(400);
    expect(json<ErrorBody>(benOwn).errors[0]?.field).toBe('body.assetIdentifier');
  });

  it('creates a communal repair on the block above the home with the area of the block', async () => {
    const communal = await createRepair(
      gateway,
      amaraDraft({
        customerIdentifier: chloe.customerId,
        premisesId: chloe.flatAssetId,
        assetIdentifier: chloe.blockAssetId,
        area: undefined,
        repairReason: 'Communal lights not working',
        sorCode: 'COMLIGHT01',
      }),
      'chloe',
    );
    expect(json<WorkOrderCreated>(communal.response).area).toBe('Block');
  });

  it("answers 403 to another resident's token on a repair, and 404 to an unknown one", async () => {
    const { id, etag } = await createRepair(gateway);
    expect((await patchRepair(gateway, id, etag, { description: 'Ben was here' }, 'ben')).statusCode).toBe(403);
    expect(
      (
        await gateway.api({
          as: 'ben',
          method: 'DELETE',
          url: `/api/works-orders/${id}`,
          headers: { 'if-match': etag },
        })
      ).statusCode,
    ).toBe(403);
    expect((await patchRepair(gateway, 'WO-999999', etag, { description: 'x' })).statusCode).toBe(404);
  });

  it('deletes a draft with If-Match, and refuses to delete a submitted repair (409) or with a stale tag (412)', async () => {
    const { id, etag } = await createRepair(gateway);
    const stale = await gateway.api({
      as: 'amara',
      method: 'DELETE',
      url: `/api/works-orders/${id}`,
      headers: { 'if-match': '"old"' },
    });
    expect(stale.statusCode).toBe(412);
    const deleted = await gateway.api({
      as: 'amara',
      method: 'DELETE',
      url: `/api/works-orders/${id}`,
      headers: { 'if-match': etag },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await gateway.db.selectFrom('work_orders').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();

    const other = await createRepair(gateway);
    const submitted = await patchRepair(gateway, other.id, other.etag, { ...READY_TO_SUBMIT, isSubmitted: true });
    const refused = await gateway.api({
      as: 'amara',
      method: 'DELETE',
      url: `/api/works-orders/${other.id}`,
      headers: { 'if-match': String(submitted.headers.etag) },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('cancels with the cancel payload: status Cancelled and a Cancelled history event', async () => {
    const { id, etag } = await createRepair(gateway);
    const submitted = await patchRepair(gateway, id, etag, { ...READY_TO_SUBMIT, isSubmitted: true });
    const wrongType = await patchRepair(gateway, id, String(submitted.headers.etag), {
      asset: { type: { assetTypeId: 4 } },
      statuses: { Status: 'Cancelled' },
    });
    expect(wrongType.statusCode).toBe(400);
    const cancelled = await patchRepair(gateway, id, String(submitted.headers.etag), {
      asset: { type: { assetTypeId: 6 } },
      statuses: { Status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(json<WorkOrder>(cancelled)).toMatchObject({ status: 'Cancelled', isDraft: false });
    const events = await gateway.db
      .selectFrom('work_order_history')
      .select('sub_type')
      .where('work_order_id', '=', id)
      .execute();
    expect(events.map((e) => e.sub_type)).toEqual(['APCREATE01', 'Cancelled']);
    const again = await patchRepair(gateway, id, String(cancelled.headers.etag), { description: 'Too late' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to cancel an emergency online (409) and a cancel mixed with answers (400)', async () => {
    const emergency = await gateway.db
      .selectFrom('work_orders')
      .select(['id', 'etag'])
      .where('id', '=', amara.workOrders.emergency)
      .executeTakeFirstOrThrow();
    const cancel = { asset: { type: { assetTypeId: 6 } }, statuses: { Status: 'Cancelled' as const } };
    expect((await patchRepair(gateway, emergency.id, `"${emergency.etag}"`, cancel)).statusCode).toBe(409);
    const { id, etag } = await createRepair(gateway);
    expect((await patchRepair(gateway, id, etag, { ...cancel, description: 'and this' })).statusCode).toBe(400);
  });
});
