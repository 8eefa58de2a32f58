import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

const customerUrl = `/api/customers/${PERSONA.amara.customerId}`;

describe('gateway headers and errors', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** The log lines written while `call` ran. */
  async function logsOf(call: () => Promise<unknown>) {
    const from = gateway.logs.length;
    await call();
    return gateway.logs.slice(from);
  }

  it('answers 401 in the error shape without a subscription key', async () => {
    const response = await gateway.app.inject({ url: customerUrl });
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response)).toEqual({
      status: 401,
      title: 'Unauthorised',
      errors: [{ message: 'Send your subscription key in the Ocp-Apim-Subscription-Key header.' }],
    });
  });

  it('answers 401 with a wrong subscription key, even one that differs only at the end', async () => {
    for (const key of ['wrong', `${TEST_SUBSCRIPTION_KEY.slice(0, -1)}x`, `${TEST_SUBSCRIPTION_KEY} `]) {
      const response = await gateway.app.inject({ url: customerUrl, headers: { 'ocp-apim-subscription-key': key } });
      expect(response.statusCode, key).toBe(401);
    }
  });

  it('does not ask for the subscription key outside /api', async () => {
    expect((await gateway.app.inject({ url: '/portal-config.json' })).statusCode).toBe(200);
  });

  it('accepts the spec channels and refuses any other with 400 naming the header', async () => {
    expect((await gateway.api({ as: 'amara', url: customerUrl, headers: { channel: 'ERGO' } })).statusCode).toBe(200);
    const response = await gateway.api({ as: 'amara', url: customerUrl, headers: { channel: 'Fax' } });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors[0]).toMatchObject({ field: 'headers.channel' });
  });

  it('echoes the caller correlation id and puts it on every log line of the request', async () => {
    const correlationId = 'test-corr-0001';
    let echoed: unknown;
    const lines = await logsOf(async () => {
      const response = await gateway.api({
        as: 'amara',
        url: '/api/customers/CUS-999999',
        headers: { 'x-correlation-id': correlationId },
      });
      echoed = response.headers['x-correlation-id'];
    });
    expect(echoed).toBe(correlationId);
    expect(lines.length).toBeGreaterThanOrEqual(3); // incoming, refused, completed
    for (const line of lines) expect(line.correlationId, JSON.stringify(line)).toBe(correlationId);
  });

  it('makes up a correlation id when none (or an unusable one) is sent', async () => {
    for (const headers of [{}, { 'x-correlation-id': 'has spaces\nand a newline' }]) {
      const response = await gateway.api({ as: 'amara', url: customerUrl, headers });
      expect(String(response.headers['x-correlation-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs the session id and agent id with the request', async () => {
    const lines = await logsOf(() =>
      gateway.api({
        as: 'amara',
        url: customerUrl,
        headers: { 'x-session-id': 'sess-42', 'x-agent-id': PERSONA.amara.customerId },
      }),
    );
    for (const line of lines) expect(line).toMatchObject({ sessionId: 'sess-42', agentId: PERSONA.amara.customerId });
  });

  it('never logs the subscription key', async () => {
    const lines = await logsOf(() => gateway.api({ as: 'amara', url: customerUrl }));
    expect(JSON.stringify(lines)).not.toContain(TEST_SUBSCRIPTION_KEY);
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await gateway.api({
      as: 'amara',
      method: 'PUT',
      url: customerUrl,
      payload: JSON.stringify({ emailAddress: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json', 'if-match': '"x"' },
    });
    expect(response.statusCode).toBe(413);
    expect(json<ErrorBody>(response)).toMatchObject({ status: 413 });
  });

  it('answers 400 naming the query parameter for a wrong expand value', async () => {
    const response = await gateway.api({
      as: 'amara',
      url: `/api/assets/${PERSONA.amara.houseAssetId}/assets?expand=everything`,
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors[0]).toMatchObject({ field: 'query.expand' });
    expect(json<ErrorBody>(response).errors[0]?.message).toContain('address');
  });

  it('answers 500 without internals, logged, when the response does not match its schema', async () => {
    await gateway.db
      .insertInto('reference_data')
      .values({ namespace: 'test-broken', key: 'k1', value: JSON.stringify(42) })
      .execute();
    const lines = await logsOf(async () => {
      const response = await gateway.api({
        url: '/api/reference-data/assets/reference-data?NamespaceNames=test-broken',
      });
      expect(response.statusCode).toBe(500);
      expect(json<ErrorBody>(response)).toMatchObject({ status: 500, title: 'Server Error' });
      expect(response.body).not.toContain('42');
    });
    expect(lines.some((line) => line.level === 50 && String(line.msg).includes('did not match its schema'))).toBe(true);
  });

  it('answers 500 with only a reference when the database fails, and logs the cause', async () => {
    await gateway.db.schema.alterTable('configuration_values').renameTo('configuration_values_away').execute();
    try {
      const lines = await logsOf(async () => {
        const response = await gateway.api({
          url: '/api/configuration/IsMediaEnabledSS',
          headers: { 'x-correlation-id': 'corr-500' },
        });
        expect(response.statusCode).toBe(500);
        expect(json<ErrorBody>(response).errors).toEqual([
          { message: 'Something went wrong on our side. Quote reference corr-500 if you report it.' },
        ]);
        expect(response.body).not.toContain('configuration_values');
      });
      expect(lines.some((line) => line.level === 50 && JSON.stringify(line).includes('configuration_values'))).toBe(
        true,
      );
    } finally {
      await gateway.db.schema.alterTable('configuration_values_away').renameTo('configuration_values').execute();
    }
  });
});
