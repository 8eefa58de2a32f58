import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../schemas/generated/types';
import { buildApp } from '../../gateway/server/app';
import { DraftSweeper } from '../../gateway/server/jobs/draft-sweeper';
import { manualClock } from '../../gateway/server/common/clock';
import { databaseMediaStorage } from '../../gateway/server/storage/database-media-storage';
import { signInAs } from '../support/sign-in';
import { createSeededTestDatabase } from '../support/test-database';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';
import {
  amaraDraft,
  createRepair,
  json,
  patchRepair,
  READY_TO_SUBMIT,
  submittedRepair,
  waitForJobNumber,
} from './repair-fixtures';

const HOUR = 3_600_000;
/** The gateway's clock starts at a fixed moment: a late evening in London, an hour the suite once failed at. */
const START = Date.parse('2026-06-15T23:30:00Z');

describe('drafts expire 48 hours after their last save', () => {
  const clock = manualClock(new Date(START));
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock, draftSweepIntervalMs: 0, jobNumberDelayMs: 60_000 } });
  });
  afterAll(async () => gateway?.close());

  const exists = async (id: string) =>
    (await gateway.db.selectFrom('work_orders').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('keeps a draft for 48 hours after each save, then answers 404 and deletes it before the next read', async () => {
    const { id, etag } = await createRepair(gateway);
    clock.advance(47 * HOUR);
    const saved = await patchRepair(gateway, id, etag, { description: 'Still there' });
    expect(saved.statusCode).toBe(200);
    clock.advance(47 * HOUR);
    expect(await exists(id)).toBe(true);
    clock.advance(2 * HOUR);
    const read = await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` });
    expect(read.statusCode).toBe(404);
    expect(await exists(id)).toBe(false);
    expect((await patchRepair(gateway, id, String(saved.headers.etag), { description: 'Too late' })).statusCode).toBe(
      404,
    );
  });

  it('never expires a submitted repair', async () => {
    const { id } = await submittedRepair(gateway);
    clock.advance(100 * HOUR);
    await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` });
    expect(await exists(id)).toBe(true);
  });

  it('sweeps expired drafts in the background too, with their documents', async () => {
    const { id } = await createRepair(gateway);
    await gateway.db
      .insertInto('documents')
      .values({
        id: 'DOC-TEST-1',
        document_type: 'WORKORDER',
        customer_id: null,
        asset_id: null,
        work_order_id: id,
        file_name: 'a.png',
        content_type: 'image/png',
        size_bytes: 1,
        content: new Uint8Array([1]),
        metadata: '[]',
      })
      .execute();
    clock.advance(49 * HOUR);
    const sweeper = new DraftSweeper(
      gateway.db,
      clock,
      databaseMediaStorage,
      { intervalMs: 20, onReadMs: 1e12 },
      gateway.app.log,
    );
    sweeper.start();
    // The sweeper's own timer deletes it; waited for with a generous deadline, so a busy machine only waits longer.
    await vi.waitFor(async () => expect(await exists(id)).toBe(false), { timeout: 20_000, interval: 20 });
    await sweeper.stop();
    expect(await exists(id)).toBe(false);
    const document = await gateway.db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', 'DOC-TEST-1')
      .executeTakeFirst();
    expect(document).toBeUndefined();
  });
});

describe('submission and the asynchronous job number', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { jobNumberDelayMs: 300 } });
  });
  afterAll(async () => gateway?.close());

  it('moves the repair to Unappointed at once and gives it a job number a moment later', async () => {
    const draft = await createRepair(gateway);
    const submitted = await patchRepair(gateway, draft.id, draft.etag, {
      ...READY_TO_SUBMIT,
      isSubmitted: true,
      isDraft: false,
    });
    expect(submitted.statusCode).toBe(200);
    expect(json<WorkOrder>(submitted)).toMatchObject({
      status: 'Unappointed',
      isDraft: false,
      isSubmitted: true,
      jobNo: null,
    });
    const jobNo = await waitForJobNumber(gateway, draft.id);
    expect(jobNo).toMatch(/^JOB-\d{8}$/);
    const read = json<WorkOrder>(await gateway.api({ as: 'amara', url: `/api/works-orders/${draft.id}` }));
    expect(read).toMatchObject({ jobNo, status: 'Unappointed', eTag: json<WorkOrder>(submitted).eTag });
    const events = await gateway.db
      .selectFrom('work_order_history')
      .select('sub_type')
      .where('work_order_id', '=', draft.id)
      .execute();
    expect(events.map((e) => e.sub_type)).toEqual(['APCREATE01', 'Unappointed']);
  });

  it('refuses to submit a repair without a description, naming what is missing', async () => {
    const draft = await createRepair(gateway, amaraDraft());
    const refused = await patchRepair(gateway, draft.id, draft.etag, { isSubmitted: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('body.description');
  });

  it('decides the priority at submission when none was answered: an emergency out of hours', async () => {
    const draft = await createRepair(gateway, amaraDraft({ repairReason: 'Burst pipe', sorCode: 'PLUMBRST01' }));
    const submitted = await patchRepair(gateway, draft.id, draft.etag, {
      ...READY_TO_SUBMIT,
      isEmergency: true,
      isSubmitted: true,
    });
    expect(json<WorkOrder>(submitted)).toMatchObject({ priorityCode: 'EME', isEmergency: true });
    expect(['Emergency', 'Emergency (Out of hours)']).toContain(json<WorkOrder>(submitted).priority);
  });

  it('keeps what and where once submitted (409) but still takes the contractor and media list', async () => {
    const { id, etag } = await submittedRepair(gateway);
    expect((await patchRepair(gateway, id, etag, { sorCode: 'PLUMSINK02' })).statusCode).toBe(409);
    const contractor = await patchRepair(gateway, id, etag, { contractor: 'APX-EAST', priorityCode: 'NA' });
    expect(contractor.statusCode).toBe(200);
    expect(json<WorkOrder>(contractor)).toMatchObject({
      contractor: 'APX-EAST',
      contractorName: 'Apex Property Maintenance',
    });
  });
});

describe('a job number pending when the gateway stops', () => {
  it('is assigned after the gateway starts again', async () => {
    const database = await createSeededTestDatabase();
    const options = { database, subscriptionKey: TEST_SUBSCRIPTION_KEY, logger: false, staticDir: '/nonexistent' };
    try {
      const first = await buildApp({
        ...options,
        repairs: { clock: manualClock(new Date(START)), jobNumberDelayMs: 10 * 60_000 },
      });
      const amara = await signInAs(first, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
      const send = (method: 'POST' | 'PATCH', url: string, payload: object, extra: Record<string, string> = {}) =>
        first.inject({ method, url, payload, headers: { ...amara.headers, ...extra } });
      const created = await send('POST', '/api/works-orders', amaraDraft());
      const id = String(created.headers.location).split('/')[4] ?? '';
      const submitted = await send(
        'PATCH',
        `/api/works-orders/${id}`,
        { ...READY_TO_SUBMIT, isSubmitted: true },
        {
          'if-match': String(created.headers.etag),
        },
      );
      expect(submitted.statusCode).toBe(200);
      await first.close();
      const pending = await database.db.selectFrom('job_number_requests').select('work_order_id').execute();
      expect(pending.map((p) => p.work_order_id)).toContain(id);

      const later = manualClock(new Date(START + 11 * 60_000));
      const second = await buildApp({ ...options, repairs: { clock: later, jobNumberDelayMs: 10 * 60_000 } });
      try {
        // The second gateway's job-number worker picks the request up on its own: waited for with a
        // generous deadline, so a busy machine only waits longer.
        await vi.waitFor(
          async () => {
            const { job_no: jobNo } = await database.db
              .selectFrom('work_orders')
              .select('job_no')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            expect(jobNo).toMatch(/^JOB-/);
          },
          { timeout: 20_000, interval: 20 },
        );
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });
});
