import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ErrorReport, PageView } from '../../schemas/generated/types';
import { manualClock } from '../../gateway/server/common/clock';
import { PERSONA } from '../../gateway/server/seed/personas';
import { sweepTelemetry, TelemetrySweeper } from '../../gateway/server/telemetry/telemetry-sweeper';
import { TELEMETRY_CAPS } from '../../gateway/server/routes/telemetry/index';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;
/** The gateway's clock, fixed: the tests never read the real time. */
const START = new Date('2026-03-18T10:00:00Z');
const DAY_MS = 24 * 3_600_000;

const report = (changes: Partial<ErrorReport> = {}): ErrorReport => ({
  status: 500,
  message: 'GET /customers/CUS-100001/accounts failed',
  path: '/viewaccount',
  channel: 'CustomerSelfService',
  customerId: null,
  corelationId: 'corr-error-1',
  sessionId: 's-1',
  ...changes,
});

const view = (changes: Partial<PageView> = {}): PageView => ({
  path: '/viewaccount',
  channel: 'CustomerSelfService',
  customerId: null,
  correlationId: 'corr-view-1',
  ...changes,
});

describe('error reports and page views (POST /error-reports, /page-views)', () => {
  let gateway: TestGateway;
  const clock = manualClock(START);

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock }, telemetry: { sweepIntervalMs: 0 } });
  });
  afterAll(async () => gateway?.close());

  const errorRows = () => gateway.db.selectFrom('error_reports').selectAll().orderBy('id').execute();
  const viewRows = () => gateway.db.selectFrom('page_views').selectAll().orderBy('id').execute();
  const clear = async () => {
    await gateway.db.deleteFrom('error_reports').execute();
    await gateway.db.deleteFrom('page_views').execute();
  };

  it("stores a signed-in resident's error report under the token's customer, whatever the body says", async () => {
    await clear();
    const sent = await gateway.api({
      method: 'POST',
      url: '/api/error-reports',
      as: 'amara',
      payload: report({ customerId: ben.customerId, status: 503, corelationId: 'corr-amara' }),
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.body).toBe('');
    const [row, ...others] = await errorRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      status: 503,
      path: '/viewaccount',
      channel: 'CustomerSelfService',
      customer_id: amara.customerId,
      correlation_id: 'corr-amara',
      session_id: 's-1',
      message: 'GET /customers/CUS-100001/accounts failed',
    });
    expect(new Date(row!.received_at).toISOString()).toBe(START.toISOString());
  });

  it('accepts reports and page views from a signed-out page, without a customer, even with a stale token', async () => {
    await clear();
    const anonymous = await gateway.api({
      method: 'POST',
      url: '/api/page-views',
      payload: view({ path: '/startpage', customerId: amara.customerId }),
    });
    expect(anonymous.statusCode).toBe(202);
    const stale = await gateway.api({
      method: 'POST',
      url: '/api/error-reports',
      headers: { authorization: 'Bearer not-a-token' },
      payload: report({ status: 401 }),
    });
    expect(stale.statusCode).toBe(202);
    expect((await viewRows()).map((r) => [r.path, r.customer_id])).toEqual([['/startpage', null]]);
    expect((await errorRows()).map((r) => [r.status, r.customer_id])).toEqual([[401, null]]);
  });

  it("stores a signed-in resident's page views under their customer", async () => {
    await clear();
    for (const path of ['/customer360View', '/viewaccount', '/historicRepairs']) {
      const sent = await gateway.api({
        method: 'POST',
        url: '/api/page-views',
        as: 'ben',
        payload: view({ path, correlationId: `corr${path}` }),
      });
      expect(sent.statusCode).toBe(202);
    }
    expect((await viewRows()).map((r) => [r.path, r.customer_id, r.correlation_id])).toEqual([
      ['/customer360View', ben.customerId, 'corr/customer360View'],
      ['/viewaccount', ben.customerId, 'corr/viewaccount'],
      ['/historicRepairs', ben.customerId, 'corr/historicRepairs'],
    ]);
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    await clear();
    const cases: [string, unknown, string][] = [
      ['/api/error-reports', { ...report(), status: 'broken' }, 'status'],
      ['/api/error-reports', { ...report(), status: 600 }, 'status'],
      ['/api/error-reports', { ...report(), message: 'x'.repeat(2001) }, 'message'],
      ['/api/error-reports', { ...report(), channel: 'Elsewhere' }, 'channel'],
      ['/api/error-reports', { ...report(), extra: 'field' }, 'extra'],
      ['/api/page-views', { ...view(), path: '' }, 'path'],
      ['/api/page-views', { ...view(), correlationId: 'c'.repeat(129) }, 'correlationId'],
      ['/api/page-views', { channel: 'CustomerSelfService', correlationId: 'c' }, 'path'],
    ];
    for (const [url, payload, field] of cases) {
      const answer = await gateway.api({ method: 'POST', url, as: 'amara', payload: payload as object });
      expect(answer.statusCode, `${url} ${field}`).toBe(400);
      const body = json<ErrorBody>(answer);
      expect(body.title).toBe('Bad Request');
      expect(
        body.errors.some((e) => `${e.field ?? ''} ${e.message}`.includes(field)),
        JSON.stringify(body),
      ).toBe(true);
      expect(body.errors[0]!.message.length).toBeGreaterThan(10);
    }
    expect(await errorRows()).toEqual([]);
    expect(await viewRows()).toEqual([]);
  });

  it("drops what one customer, or signed-out pages together, send past their minute's cap, still answering 202", async () => {
    await clear();
    const cap = TELEMETRY_CAPS.error_reports;
    const rows = Array.from({ length: cap.customer }, () => ({
      received_at: START,
      status: 500,
      channel: 'CustomerSelfService',
      customer_id: amara.customerId,
    }));
    await gateway.db.insertInto('error_reports').values(rows).execute();
    const post = (as?: 'amara' | 'ben', corelationId = 'corr-cap') =>
      gateway.api({
        method: 'POST',
        url: '/api/error-reports',
        ...(as ? { as } : {}),
        payload: report({ corelationId }),
      });
    const dropped = await post('amara', 'corr-dropped');
    expect(dropped.statusCode).toBe(202);
    expect(
      await gateway.db.selectFrom('error_reports').select('id').where('correlation_id', '=', 'corr-dropped').execute(),
    ).toEqual([]);
    expect(gateway.logs.some((line) => line.msg === 'Telemetry over its per-minute cap: dropped')).toBe(true);
    // Another customer is not held up by Amara's share; signed-out pages have their own.
    expect((await post('ben')).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    // A minute later Amara's reports are kept again.
    clock.advance(61_000);
    expect((await post('amara', 'corr-later')).statusCode).toBe(202);
    const kept = await errorRows();
    expect(kept).toHaveLength(cap.customer + 3);
    expect(kept.map((row) => row.correlation_id)).toContain('corr-later');
    clock.set(START);

    await gateway.db
      .insertInto('page_views')
      .values(
        Array.from({ length: TELEMETRY_CAPS.page_views.signedOut }, () => ({
          received_at: START,
          path: '/startpage',
          channel: 'CustomerSelfService',
          customer_id: null,
          correlation_id: 'seeded',
        })),
      )
      .execute();
    const anonymous = await gateway.api({
      method: 'POST',
      url: '/api/page-views',
      payload: view({ correlationId: 'over' }),
    });
    expect(anonymous.statusCode).toBe(202);
    expect((await viewRows()).filter((row) => row.correlation_id === 'over')).toEqual([]);
  });

  it('deletes error reports after 90 days and page views after 30, and a second sweep finds nothing', async () => {
    await clear();
    const at = (days: number) => new Date(START.getTime() - days * DAY_MS);
    const base = { status: 500, channel: 'CustomerSelfService', customer_id: amara.customerId };
    await gateway.db
      .insertInto('error_reports')
      .values([
        { ...base, received_at: at(91), correlation_id: 'old' },
        { ...base, received_at: at(89), correlation_id: 'kept' },
      ])
      .execute();
    const page = { path: '/viewaccount', channel: 'CustomerSelfService', customer_id: null };
    await gateway.db
      .insertInto('page_views')
      .values([
        { ...page, received_at: at(31), correlation_id: 'old' },
        { ...page, received_at: at(29), correlation_id: 'kept' },
      ])
      .execute();

    // Two gateways pruning at once: each row is deleted once.
    const [first, second] = await Promise.all([
      sweepTelemetry(gateway.db, START, {}),
      sweepTelemetry(gateway.db, START, {}),
    ]);
    expect(first.errorReports + second.errorReports).toBe(1);
    expect(first.pageViews + second.pageViews).toBe(1);
    expect((await errorRows()).map((r) => r.correlation_id)).toEqual(['kept']);
    expect((await viewRows()).map((r) => r.correlation_id)).toEqual(['kept']);
    expect(await sweepTelemetry(gateway.db, START, {})).toEqual({ errorReports: 0, pageViews: 0 });

    // Shorter retention from the settings, through the background sweeper and its clock.
    const sweeper = new TelemetrySweeper(
      gateway.db,
      manualClock(START),
      { errorRetentionDays: 10, pageViewRetentionDays: 10, sweepIntervalMs: 0 },
      gateway.app.log,
    );
    await sweeper.sweep();
    await sweeper.stop();
    expect(await errorRows()).toEqual([]);
    expect(await viewRows()).toEqual([]);
  });
});
