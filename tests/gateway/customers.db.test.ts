import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, ErrorBody, TenancyGroup, TenancySummary } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const amara = PERSONA.amara;
const ben = PERSONA.ben;

describe('customers', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** The customer's row as stored, to prove a refused change wrote nothing. */
  async function storedRow(id: string) {
    return gateway.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('answers a customer with name, contact details, eTag, tenancies and the ETag header', async () => {
    const response = await gateway.api({ as: 'amara', url: `/api/customers/${amara.customerId}` });
    expect(response.statusCode).toBe(200);
    const customer = json<Customer>(response);
    expect(customer).toMatchObject({
      id: amara.customerId,
      person: {
        name: { title: amara.title, givenName: amara.givenName, surname: amara.surname },
        dateOfBirth: amara.dateOfBirth,
      },
      addresses: { digitalAddresses: [{ digitalAddressType: 'email', address: amara.email }] },
    });
    expect(customer.addresses.telecomsAddresses).toEqual(
      expect.arrayContaining([
        { telecomsAddressType: 'mobilePhone', number: amara.mobilePhone },
        { telecomsAddressType: 'homePhone', number: amara.homePhone },
      ]),
    );
    expect(customer.tenanciesSummaries.map((t) => t.tenancyId)).toContain(amara.tenancyId);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers.etag).toContain(customer.eTag.replace(/^W\//, '').replace(/"/g, ''));
  });

  it('answers 404 in the error shape for an unknown customer', async () => {
    const response = await gateway.api({ as: 'amara', url: '/api/customers/CUS-999999' });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toEqual({
      status: 404,
      title: 'Not Found',
      errors: [{ message: 'No customer has the identifier CUS-999999.' }],
    });
  });

  it('lists ended tenancies on the customer, marked not active', async () => {
    const customer = json<Customer>(await gateway.api({ as: 'ben', url: `/api/customers/${ben.customerId}` }));
    const active = customer.tenanciesSummaries.filter((t) =>
      t.statuses.some((s) => s.type === 'isTenancyActive' && s.value === true),
    );
    const ended = customer.tenanciesSummaries.filter((t) =>
      t.statuses.some((s) => s.type === 'isTenancyActive' && s.value === false),
    );
    expect(active).toHaveLength(2);
    expect(ended.length).toBeGreaterThan(0);
    for (const tenancy of ended) expect(tenancy.tenancyEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists only active tenancies, each marked isTenancyActive', async () => {
    const response = await gateway.api({ as: 'ben', url: `/api/customers/${ben.customerId}/tenancies` });
    expect(response.statusCode).toBe(200);
    const tenancies = json<TenancySummary[]>(response);
    expect(tenancies.map((t) => t.tenancyId).sort()).toEqual([ben.flatTenancyId, ben.garageTenancyId].sort());
    for (const tenancy of tenancies) {
      expect(tenancy.statuses).toContainEqual({ type: 'isTenancyActive', value: true });
      expect(tenancy.tenancyStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const flat = tenancies.find((t) => t.tenancyId === ben.flatTenancyId);
    expect(flat).toMatchObject({ premisesIds: [ben.flatAssetId], paymentReference: ben.paymentReference });
  });

  it('answers the tenancy group of a customer and premises', async () => {
    const flat = await gateway.api({
      as: 'ben',
      url: `/api/customers/${ben.customerId}/premises/${ben.flatAssetId}/tenancies`,
    });
    expect(flat.statusCode).toBe(200);
    expect(json<TenancyGroup>(flat)).toEqual({ tenancyIdentifier: ben.flatTenancyId, tenancyGroup: 'Social' });
    const garage = await gateway.api({
      as: 'ben',
      url: `/api/customers/${ben.customerId}/premises/${ben.garageAssetId}/tenancies`,
    });
    expect(json<TenancyGroup>(garage)).toEqual({
      tenancyIdentifier: ben.garageTenancyId,
      tenancyGroup: 'Non-residential',
    });
  });

  it('answers 403 for premises the customer has no tenancy of', async () => {
    const response = await gateway.api({
      as: 'ben',
      url: `/api/customers/${ben.customerId}/premises/${amara.houseAssetId}/tenancies`,
    });
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).errors[0]?.message).toContain(amara.houseAssetId);
  });

  describe('PUT /customers/{id}', () => {
    const update = {
      emailAddress: 'chloe.m@example.org',
      mobilePhone: '07700900111',
      homePhone: '02079460999',
      workPhone: null,
    };
    const id = PERSONA.chloe.customerId;

    it('saves the contact details with the current eTag and answers the new eTag', async () => {
      const before = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      const response = await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: update,
        headers: { 'if-match': before.eTag },
      });
      expect(response.statusCode).toBe(200);
      const saved = json<Customer>(response);
      expect(saved.eTag).not.toBe(before.eTag);
      expect(response.headers.etag).toBe(`"${saved.eTag}"`);
      const reread = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      expect(reread.eTag).toBe(saved.eTag);
      expect(reread.addresses.digitalAddresses).toEqual([
        { digitalAddressType: 'email', address: update.emailAddress },
      ]);
      expect(reread.addresses.telecomsAddresses).toEqual([
        { telecomsAddressType: 'mobilePhone', number: update.mobilePhone },
        { telecomsAddressType: 'homePhone', number: update.homePhone },
      ]);
      expect(reread.person.name.givenName).toBe(PERSONA.chloe.givenName);
    });

    it('accepts the quoted ETag header value as If-Match', async () => {
      const read = await gateway.api({ as: 'chloe', url: `/api/customers/${id}` });
      const response = await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: { ...update, mobilePhone: '07700900112' },
        headers: { 'if-match': String(read.headers.etag) },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a stale If-Match with 412 and leaves the row as it was', async () => {
      const first = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: { ...update, mobilePhone: '07700900113' },
        headers: { 'if-match': first.eTag },
      });
      const row = await storedRow(id);
      const response = await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: { ...update, mobilePhone: '07700900114' },
        headers: { 'if-match': first.eTag },
      });
      expect(response.statusCode).toBe(412);
      expect(json<ErrorBody>(response)).toMatchObject({ status: 412, title: 'Precondition Failed' });
      expect(await storedRow(id)).toEqual(row);
    });

    it('refuses a change without If-Match with 428 and writes nothing', async () => {
      const row = await storedRow(id);
      const response = await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: { ...update, mobilePhone: '07700900115' },
      });
      expect(response.statusCode).toBe(428);
      expect(json<ErrorBody>(response)).toMatchObject({ status: 428, title: 'Precondition Required' });
      expect(await storedRow(id)).toEqual(row);
    });

    it('lets only one of two writers holding the same eTag win', async () => {
      const { eTag } = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      const attempts = await Promise.all(
        ['07700900201', '07700900202'].map((mobilePhone) =>
          gateway.api({
            as: 'chloe',
            method: 'PUT',
            url: `/api/customers/${id}`,
            payload: { ...update, mobilePhone },
            headers: { 'if-match': eTag },
          }),
        ),
      );
      expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    });

    it.each([
      ['a malformed body', '{"emailAddress": "x@example.org",', 'application/json', 400, undefined],
      [
        'a number where text belongs',
        JSON.stringify({ ...update, mobilePhone: 7700900123 }),
        'application/json',
        400,
        'body.mobilePhone',
      ],
      ['an unknown field', JSON.stringify({ ...update, nickname: 'Clo' }), 'application/json', 400, 'body.nickname'],
      [
        'a missing mobile number',
        JSON.stringify({ emailAddress: update.emailAddress }),
        'application/json',
        400,
        'body.mobilePhone',
      ],
      [
        'a phone not starting with 0',
        JSON.stringify({ ...update, mobilePhone: '77009001234' }),
        'application/json',
        400,
        'body.mobilePhone',
      ],
      [
        'a phone of 10 digits',
        JSON.stringify({ ...update, homePhone: '0207946099' }),
        'application/json',
        400,
        'body.homePhone',
      ],
      [
        'an e-mail with a forbidden character',
        JSON.stringify({ ...update, emailAddress: 'chloe+1@example.org' }),
        'application/json',
        400,
        'body.emailAddress',
      ],
      [
        'an e-mail with a hyphen before the @',
        JSON.stringify({ ...update, emailAddress: 'chloe-@example.org' }),
        'application/json',
        400,
        'body.emailAddress',
      ],
      [
        'an e-mail local part over 64 characters',
        JSON.stringify({ ...update, emailAddress: `${'c'.repeat(65)}@example.org` }),
        'application/json',
        400,
        'body.emailAddress',
      ],
      ['a body that is not JSON', '<customer/>', 'application/xml', 415, undefined],
      ['a body of plain text', 'emailAddress=x', 'text/plain', 400, 'body'],
    ])('refuses %s with the error shape and writes nothing', async (_name, payload, contentType, status, field) => {
      const { eTag } = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      const row = await storedRow(id);
      const response = await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload,
        headers: { 'content-type': contentType, 'if-match': eTag },
      });
      expect(response.statusCode).toBe(status);
      const body = json<ErrorBody>(response);
      expect(body.status).toBe(status);
      expect(body.errors.length).toBeGreaterThan(0);
      if (field) expect(body.errors.map((e) => e.field)).toContain(field);
      for (const error of body.errors) expect(error.message).toMatch(/^[A-Z].*\.$/);
      expect(await storedRow(id)).toEqual(row);
    });

    it('names the spec message code of the field at fault', async () => {
      const { eTag } = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      const response = await gateway.api({
        as: 'chloe',
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: { ...update, mobilePhone: '123', workPhone: 'abc' },
        headers: { 'if-match': eTag },
      });
      expect(response.statusCode).toBe(400);
      const errors = json<ErrorBody>(response).errors;
      expect(errors).toContainEqual(expect.objectContaining({ field: 'body.mobilePhone', code: 'SSCP003a' }));
      expect(errors).toContainEqual(expect.objectContaining({ field: 'body.workPhone', code: 'SSCP003c' }));
    });

    it('refuses a change without the subscription key with 401 and writes nothing', async () => {
      const { eTag } = json<Customer>(await gateway.api({ as: 'chloe', url: `/api/customers/${id}` }));
      const row = await storedRow(id);
      const response = await gateway.app.inject({
        method: 'PUT',
        url: `/api/customers/${id}`,
        payload: { ...update, mobilePhone: '07700900116' },
        headers: { 'if-match': eTag },
      });
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toMatchObject({ status: 401, title: 'Unauthorised' });
      expect(await storedRow(id)).toEqual(row);
    });

    it('answers 404 for an unknown customer', async () => {
      const response = await gateway.api({
        as: 'amara',
        method: 'PUT',
        url: '/api/customers/CUS-999999',
        payload: update,
        headers: { 'if-match': '"x"' },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
