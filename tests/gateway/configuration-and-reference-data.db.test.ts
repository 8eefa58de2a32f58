import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurationValue, ErrorBody, ReferenceData, ReferenceDataEntry } from '../../schemas/generated/types';
import { json, startTestGateway, TEST_ADMIN_TOKEN, type TestGateway } from './gateway-harness';

describe('configuration values and reference data', () => {
  let gateway: TestGateway;
  const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers a seeded feature toggle by name', async () => {
    const response = await gateway.api({ url: '/api/configuration/IsMediaEnabledSS' });
    expect(response.statusCode).toBe(200);
    expect(json<ConfigurationValue>(response)).toEqual({ name: 'IsMediaEnabledSS', value: 'true' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown configuration name (names are case-sensitive)', async () => {
    const response = await gateway.api({ url: '/api/configuration/ismediaenabledss' });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).errors[0]?.message).toBe('No configuration value is named ismediaenabledss.');
  });

  it('shows a change made through the admin endpoint on the very next read', async () => {
    const change = await gateway.app.inject({
      method: 'PUT',
      url: '/admin/configuration/IsMediaEnabledSS',
      headers: admin,
      payload: { value: 'false' },
    });
    expect(change.statusCode).toBe(200);
    const read = await gateway.api({ url: '/api/configuration/IsMediaEnabledSS' });
    expect(json<ConfigurationValue>(read).value).toBe('false');
    const list = await gateway.app.inject({ url: '/admin/configuration', headers: admin });
    expect(json<{ values: { name: string; value: string }[] }>(list).values).toContainEqual(
      expect.objectContaining({ name: 'IsMediaEnabledSS', value: 'false' }),
    );
  });

  it('refuses to invent a setting unless asked to create it', async () => {
    const refused = await gateway.app.inject({
      method: 'PUT',
      url: '/admin/configuration/BrandNewToggle',
      headers: admin,
      payload: { value: 'true' },
    });
    expect(refused.statusCode).toBe(404);
    const created = await gateway.app.inject({
      method: 'PUT',
      url: '/admin/configuration/BrandNewToggle',
      headers: admin,
      payload: { value: 'true', create: true },
    });
    expect(created.statusCode).toBe(200);
    expect(json<ConfigurationValue>(await gateway.api({ url: '/api/configuration/BrandNewToggle' })).value).toBe(
      'true',
    );
  });

  it('refuses admin calls without the right bearer token and changes nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TEST_ADMIN_TOKEN }]) {
      const response = await gateway.app.inject({
        method: 'PUT',
        url: '/admin/configuration/IsImageAllowed',
        headers,
        payload: { value: 'nope' },
      });
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toMatchObject({ status: 401, title: 'Unauthorised' });
    }
    expect(json<ConfigurationValue>(await gateway.api({ url: '/api/configuration/IsImageAllowed' })).value).not.toBe(
      'nope',
    );
  });

  it('refuses an admin change with a malformed body', async () => {
    const response = await gateway.app.inject({
      method: 'PUT',
      url: '/admin/configuration/IsImageAllowed',
      headers: admin,
      payload: { value: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors[0]).toMatchObject({ field: 'body.value' });
  });

  it('answers the case types of the cases service', async () => {
    const response = await gateway.api({ url: '/api/reference-data/cases/reference-data?NamespaceNames=case-types' });
    expect(response.statusCode).toBe(200);
    const [namespace] = json<ReferenceData>(response).namespaces;
    expect(namespace?.namespaceName).toBe('case-types');
    expect(namespace?.referenceData.length).toBeGreaterThan(0);
    expect(namespace?.referenceData[0]?.value).toMatchObject({
      description: expect.any(String),
      additionalInfo: expect.any(Array),
    });
  });

  it('answers the financial referral reasons of the collection service', async () => {
    const response = await gateway.api({
      url: '/api/reference-data/collection/reference-data?NamespaceNames=financial-referral-reason',
    });
    const [namespace] = json<ReferenceData>(response).namespaces;
    expect(namespace?.referenceData.length).toBeGreaterThan(0);
    expect(namespace?.referenceData[0]?.value).toMatchObject({
      referralReason: expect.any(String),
      displayOnMyPeabody: expect.any(Boolean),
    });
  });

  it('answers several namespaces in the order asked, lower-case parameter too, unknown ones empty', async () => {
    const response = await gateway.api({
      url: '/api/reference-data/assets/reference-data?namespacenames=financial-referral-reason,no-such-namespace&namespacenames=case-types',
    });
    expect(response.statusCode).toBe(200);
    const names = json<ReferenceData>(response).namespaces.map((n) => [n.namespaceName, n.referenceData.length > 0]);
    expect(names).toEqual([
      ['financial-referral-reason', true],
      ['no-such-namespace', false],
      ['case-types', true],
    ]);
  });

  it('answers 400 when no namespace is named, or the service is unknown', async () => {
    const none = await gateway.api({ url: '/api/reference-data/cases/reference-data' });
    expect(none.statusCode).toBe(400);
    expect(json<ErrorBody>(none).errors[0]?.field).toBe('query.NamespaceNames');
    const unknown = await gateway.api({ url: '/api/reference-data/payroll/reference-data?NamespaceNames=case-types' });
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).errors[0]?.field).toBe('params.area');
  });

  it('answers master data entry 47: the damp and mould questions', async () => {
    const response = await gateway.api({ url: '/api/reference-data/key-value/47' });
    expect(response.statusCode).toBe(200);
    const entry = json<ReferenceDataEntry>(response);
    expect(entry.key).toBe('47');
    expect(Array.isArray(entry.value)).toBe(true);
    expect((entry.value as { pageGroupId: number }[]).map((q) => q.pageGroupId)).toContain(1);
  });

  it('answers 404 for a master data entry that does not exist', async () => {
    expect((await gateway.api({ url: '/api/reference-data/key-value/4711' })).statusCode).toBe(404);
  });
});
