import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, ErrorBody } from '../../schemas/generated/types';
import { BEN_ENDED_TENANCY_ID } from '../../gateway/server/seed/people';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;

describe("the customer's accounts (GET /customers/{id}/accounts)", () => {
  let gateway: TestGateway;
  const accountsOf = async (as: 'amara' | 'ben', customerId: string) =>
    gateway.api({ as, url: `/api/customers/${customerId}/accounts` });

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers each account in the gateway form with the tenancy, premises and latest payment received', async () => {
    const response = await accountsOf('amara', amara.customerId);
    expect(response.statusCode).toBe(200);
    const stored = await gateway.db
      .selectFrom('accounts')
      .select('live_balance')
      .where('id', '=', amara.rentAccountId)
      .executeTakeFirstOrThrow();
    const latest = await gateway.db
      .selectFrom('transactions')
      .select(['amount', 'transaction_date'])
      .where('account_id', '=', amara.rentAccountId)
      .where('transaction_type', '=', 'PAY')
      .where('payment_code', '=', 'CR')
      .orderBy('transaction_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const accounts = json<Account[]>(response);
    expect(accounts).toEqual([
      {
        'account-identifier': amara.rentAccountId,
        'account-type': 'REN',
        'tenancy-type': 'GNT',
        identifiers: { 'pay-ref': amara.paymentReference },
        'tenancy-identifier': amara.tenancyId,
        'premises-identifiers': [amara.houseAssetId],
        balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: Number(stored.live_balance) } }],
        'last-transaction': {
          amount: { gross: { value: Number(latest.amount) } },
          dates: { 'created-date': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string },
        },
      },
    ]);
    expect(accounts[0]?.balance[0]?.['monetary-amount'].value).toBeGreaterThan(0);
  });

  it("links every account to its own tenancy, also one whose payment reference is not the tenancy's", async () => {
    const accounts = json<Account[]>(await accountsOf('ben', ben.customerId));
    expect(
      accounts.map((account) => [
        account['account-identifier'],
        account['account-type'],
        account['tenancy-identifier'],
        account['premises-identifiers'],
      ]),
    ).toEqual([
      [ben.rentAccountId, 'REN', ben.flatTenancyId, [ben.flatAssetId]],
      [ben.garageAccountId, 'REN', ben.garageTenancyId, [ben.garageAssetId]],
      [ben.depositAccountId, 'DEP', ben.flatTenancyId, [ben.flatAssetId]],
    ]);
    const deposit = accounts.find((account) => account['account-identifier'] === ben.depositAccountId);
    expect(deposit?.identifiers['pay-ref']).not.toBe(ben.paymentReference);
    const rentOf = (premisesId: string) =>
      accounts.find(
        (account) => account['account-type'] === 'REN' && account['premises-identifiers']?.includes(premisesId),
      )?.['account-identifier'];
    expect(rentOf(ben.flatAssetId)).toBe(ben.rentAccountId);
    expect(rentOf(ben.garageAssetId)).toBe(ben.garageAccountId);
  });

  it('leaves out the accounts of an ended tenancy', async () => {
    await gateway.db
      .insertInto('accounts')
      .values({
        id: 'ACC-ENDED-1',
        customer_id: ben.customerId,
        tenancy_id: BEN_ENDED_TENANCY_ID,
        account_type: 'REN',
        tenancy_type: 'STORE',
        payment_reference: '6001000077',
        live_balance: '0',
      })
      .execute();
    try {
      const accounts = json<Account[]>(await accountsOf('ben', ben.customerId));
      expect(accounts.map((account) => account['account-identifier'])).not.toContain('ACC-ENDED-1');
      expect(accounts).toHaveLength(3);
    } finally {
      await gateway.db.deleteFrom('accounts').where('id', '=', 'ACC-ENDED-1').execute();
    }
  });

  it("refuses another resident's accounts with 403 and a call without a token with 401", async () => {
    const forbidden = await accountsOf('amara', ben.customerId);
    expect(forbidden.statusCode).toBe(403);
    expect(json<ErrorBody>(forbidden)).toMatchObject({ status: 403, title: 'Forbidden' });
    const anonymous = await gateway.api({ url: `/api/customers/${amara.customerId}/accounts` });
    expect(anonymous.statusCode).toBe(401);
    expect(json<ErrorBody>(anonymous)).toMatchObject({ status: 401, title: 'Unauthorised' });
  });
});
