import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, ErrorBody, FinancialReferral, ServiceRequest } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;

const referral = (change: Partial<FinancialReferral> = {}): FinancialReferral => ({
  additionalDetails: 'Behind on my energy bills. Letter: https://letters.example/?ref=1&id=2',
  referralReason: ['Help with debt', 'Paying energy bills'],
  referralFor: 'Myself',
  assetIdentifier: amara.houseAssetId,
  serviceRequestType: 'financialinclusionenquiry',
  preferredContact: {
    personName: "Amara O'Kafor",
    relationship: 'Customer',
    phoneNumber: amara.mobilePhone,
    phoneNumberType: 'mobilePhone',
  },
  ...change,
});

describe('financial advice referrals and accounts', () => {
  let gateway: TestGateway;
  const submit = (
    body: unknown,
    as: 'amara' | 'ben' = 'amara',
    customer: string = amara.customerId,
    account: string = amara.rentAccountId,
  ) =>
    gateway.api({
      as,
      method: 'POST',
      url: `/api/customer/${customer}/account/${account}/servicerequest`,
      payload: body as Record<string, unknown>,
    });
  const storedCount = async () =>
    Number(
      (
        await gateway.db
          .selectFrom('service_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('stores a referral with the payload exactly as sent and answers its identifier and Location', async () => {
    const sent = referral();
    const response = await submit(sent);
    expect(response.statusCode).toBe(201);
    const { serviceRequestIdentifier } = json<{ serviceRequestIdentifier: string }>(response);
    expect(serviceRequestIdentifier).toMatch(/^SR-\d{6}$/);
    expect(response.headers.location).toBe(
      `/api/customer/${amara.customerId}/servicerequest/${serviceRequestIdentifier}`,
    );
    const row = await gateway.db
      .selectFrom('service_requests')
      .selectAll()
      .where('id', '=', serviceRequestIdentifier)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: amara.customerId,
      account_id: amara.rentAccountId,
      service_request_type: 'financialinclusionenquiry',
      payload: sent,
    });
    const read = await gateway.api({ as: 'amara', url: response.headers.location as string });
    expect(json<ServiceRequest>(read)).toMatchObject({
      serviceRequestIdentifier,
      serviceRequestType: 'financialinclusionenquiry',
      accountIdentifier: amara.rentAccountId,
      request: sent,
    });
  });

  it('gives every referral its own identifier, also when sent at the same moment', async () => {
    const answers = await Promise.all([submit(referral()), submit(referral()), submit(referral())]);
    const ids = answers.map(
      (response) => json<{ serviceRequestIdentifier: string }>(response).serviceRequestIdentifier,
    );
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    [
      'a forbidden character outside a web address',
      { additionalDetails: 'Help me & my family' },
      'body.additionalDetails',
    ],
    ['a reason not offered in self-service', { referralReason: ['Court action or bailiffs'] }, 'body.referralReason'],
    ['an unknown reason', { referralReason: ['Win the lottery'] }, 'body.referralReason'],
    ['a property of someone else', { assetIdentifier: ben.flatAssetId }, 'body.assetIdentifier'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, change, field) => {
    const before = await storedCount();
    const response = await submit(referral(change as Partial<FinancialReferral>));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors.map((error) => error.field)).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['blank details', { additionalDetails: '   ' }],
    ['details over 1500 characters', { additionalDetails: 'x'.repeat(1501) }],
    ['no reason', { referralReason: [] }],
    [
      'a phone number not of 11 digits starting with 0',
      { preferredContact: { ...referral().preferredContact, phoneNumber: '7700900123' } },
    ],
    ['a name with digits', { preferredContact: { ...referral().preferredContact, personName: 'Amara 2' } }],
    ['another request type', { serviceRequestType: 'complaint' }],
  ])('refuses %s with 400 by the schema', async (_name, change) => {
    const response = await submit(referral(change as Partial<FinancialReferral>));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a property and an account of two different tenancies of the same resident', async () => {
    const response = await submit(
      referral({ assetIdentifier: ben.flatAssetId }),
      'ben',
      ben.customerId,
      ben.garageAccountId,
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors).toContainEqual(expect.objectContaining({ field: 'body.assetIdentifier' }));
  });

  it("refuses another resident's customer or account with 403 and no token with 401", async () => {
    expect((await submit(referral(), 'ben')).statusCode).toBe(403);
    expect((await submit(referral(), 'amara', amara.customerId, ben.rentAccountId)).statusCode).toBe(403);
    const anonymous = await gateway.api({
      method: 'POST',
      url: `/api/customer/${amara.customerId}/account/${amara.rentAccountId}/servicerequest`,
      payload: referral() as unknown as Record<string, unknown>,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists the accounts of the customer's active tenancies in the gateway form, rent first", async () => {
    const accounts = json<Account[]>(
      await gateway.api({ as: 'ben', url: `/api/customers/${ben.customerId}/accounts` }),
    );
    expect(accounts.map((account) => account['account-identifier'])).toEqual(
      expect.arrayContaining([ben.rentAccountId, ben.garageAccountId, ben.depositAccountId]),
    );
    expect(accounts[0]).toMatchObject({
      'account-identifier': ben.rentAccountId,
      'account-type': 'REN',
      identifiers: { 'pay-ref': ben.paymentReference },
    });
    expect(accounts.at(-1)?.['account-type']).toBe('DEP');
    const amaras = json<Account[]>(
      await gateway.api({ as: 'amara', url: `/api/customers/${amara.customerId}/accounts` }),
    );
    expect(amaras[0]?.balance[0]?.['monetary-amount'].value).toBeGreaterThan(0);
    expect(amaras[0]?.['last-transaction']?.dates['created-date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await gateway.api({ as: 'ben', url: `/api/customers/${amara.customerId}/accounts` })).statusCode).toBe(403);
  });
});
