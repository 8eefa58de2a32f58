import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, ErrorBody, TransactionList } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { TestGateway } from './gateway-harness';
import { json } from './gateway-harness';
import { MONEY_TODAY, startMoneyGateway } from './money-fixtures';

const { amara, ben } = PERSONA;

describe('one account and its transactions (GET /accounts/{id}, GET /accounts/{id}/transactions)', () => {
  let gateway: TestGateway;
  let clock: Awaited<ReturnType<typeof startMoneyGateway>>['clock'];
  const transactions = async (query: string, accountId: string = amara.rentAccountId, as: 'amara' | 'ben' = 'amara') =>
    gateway.api({ as, url: `/api/accounts/${accountId}/transactions${query ? `?${query}` : ''}` });
  const list = async (query: string) => {
    const response = await transactions(query);
    expect(response.statusCode, response.body).toBe(200);
    return json<TransactionList>(response);
  };
  const storedCount = async (from: string, to: string) =>
    Number(
      (
        await gateway.db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', amara.rentAccountId)
          .where('transaction_date', '>=', sql<Date>`${from}::date`)
          .where('transaction_date', '<=', sql<Date>`${to}::date`)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ gateway, clock } = await startMoneyGateway());
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it("answers one of the customer's accounts as the list does, with the latest payment received", async () => {
    const listed = json<Account[]>(await gateway.api({ as: 'ben', url: `/api/customers/${ben.customerId}/accounts` }));
    for (const account of listed) {
      const response = await gateway.api({ as: 'ben', url: `/api/accounts/${account['account-identifier']}` });
      expect(response.statusCode).toBe(200);
      expect(json<Account>(response)).toEqual(account);
    }
    // Ben's rent is charged every Monday (the latest on 16 March) and paid by Direct Debit on the 1st:
    // the last payment is the Direct Debit of 1 March, not the later charge.
    const rent = listed.find((account) => account['account-identifier'] === ben.rentAccountId);
    expect(rent?.['last-transaction']).toEqual({
      amount: { gross: { value: 720 } },
      dates: { 'created-date': '2026-03-01' },
    });
  });

  it("refuses another customer's account with 403 and an unknown one with 404", async () => {
    const foreign = await gateway.api({ as: 'amara', url: `/api/accounts/${ben.rentAccountId}` });
    expect(foreign.statusCode).toBe(403);
    expect(json<ErrorBody>(foreign).title).toBe('Forbidden');
    expect((await transactions('', ben.rentAccountId)).statusCode).toBe(403);
    const unknown = await gateway.api({ as: 'amara', url: '/api/accounts/ACC-999999' });
    expect(unknown.statusCode).toBe(404);
    expect((await transactions('', 'ACC-999999')).statusCode).toBe(404);
  });

  it('lists one year back to today by the gateway clock, unposted first, then newest first, 10 a page', async () => {
    const page = await list('');
    expect(page['total-count']).toBe(await storedCount('2025-03-18', '2026-03-18'));
    expect(page.transactions).toHaveLength(10);
    const posted = page.transactions.map((t) => t.statuses['is-posted']);
    // The seed leaves the last three days unposted: Monday's charge, yesterday's and today's payments.
    expect(posted.slice(0, 3)).toEqual([false, false, false]);
    expect(posted.slice(3).every(Boolean)).toBe(true);
    expect(page.transactions.slice(0, 3).map((t) => t.dates['transaction-date'])).toEqual([
      '2026-03-18',
      '2026-03-17',
      '2026-03-16',
    ]);
    const postedDates = page.transactions.slice(3).map((t) => t.dates['transaction-date']);
    expect(postedDates).toEqual([...postedDates].sort().reverse());
    expect(postedDates.every((date) => date >= '2025-03-18' && date < '2026-03-15')).toBe(true);
    const first = page.transactions[0];
    expect(first).toMatchObject({
      'transaction-description': 'Payment - PayPoint (cash)',
      'payment-code': 'CR',
      'transaction-type': 'PAY',
      amount: { gross: { value: 10 } },
    });
  });

  it('moves the default range with the clock', async () => {
    clock.set(new Date('2026-01-10T12:00:00Z'));
    try {
      const page = await list('pageSize=100');
      expect(page['total-count']).toBe(await storedCount('2025-01-10', '2026-01-10'));
      const dates = page.transactions.map((t) => t.dates['transaction-date']);
      expect(dates.every((date) => date >= '2025-01-10' && date <= '2026-01-10')).toBe(true);
    } finally {
      clock.set(MONEY_TODAY);
    }
  });

  it('pages by pageNumber and pageSize or by Skip and Limit alike', async () => {
    const byPage = await list('pageNumber=2&pageSize=20');
    const bySkip = await list('Skip=20&Limit=20');
    expect(byPage.transactions).toHaveLength(20);
    expect(byPage).toEqual(bySkip);
    const all = await list('pageSize=100&DateFrom=2025-09-01&DateTo=2026-03-18');
    expect(byPage.transactions).toEqual((await list('pageSize=40&DateFrom=2025-03-18')).transactions.slice(20, 40));
    expect(all.transactions.length).toBe(Math.min(100, all['total-count']));
  });

  it('filters by type, by dates and by text in the description whatever its case', async () => {
    const adjustments = await list('transactionType=ADJ&transactionType=DRA&DateFrom=2024-03-18&pageSize=100');
    expect(adjustments['total-count']).toBeGreaterThan(0);
    expect(adjustments.transactions.every((t) => ['ADJ', 'DRA'].includes(t['transaction-type']))).toBe(true);
    const payments = await list('transactionType=PAY&pageSize=100');
    expect(payments.transactions.every((t) => t['transaction-type'] === 'PAY' && t['payment-code'] === 'CR')).toBe(
      true,
    );

    const february = await list('DateFrom=2026-02-01&DateTo=2026-02-28&pageSize=100');
    expect(february['total-count']).toBe(await storedCount('2026-02-01', '2026-02-28'));
    expect(february.transactions.every((t) => t.dates['transaction-date'].startsWith('2026-02'))).toBe(true);

    const credit = await list(`searchText=${encodeURIComponent('  UNIVERSAL credit ')}&pageSize=100`);
    expect(credit['total-count']).toBe(12);
    expect(credit.transactions.every((t) => t['transaction-description'] === 'Universal Credit - housing costs')).toBe(
      true,
    );
    // % and _ are plain characters: nothing Amara has holds them.
    expect((await list('searchText=%25'))['total-count']).toBe(0);
    expect((await list('searchText=Payment_-'))['total-count']).toBe(0);
    expect((await list('searchText=%20%20'))['total-count']).toBe(await storedCount('2025-03-18', '2026-03-18'));
  });

  it('answers 400 in the error shape for a range ending before it starts and for malformed queries', async () => {
    const backwards = await transactions('DateFrom=2026-03-01&DateTo=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(json<ErrorBody>(backwards)).toMatchObject({
      status: 400,
      title: 'Bad Request',
      errors: [{ field: 'query.DateFrom', code: 'SSC004' }],
    });
    for (const query of [
      'DateFrom=2026-13-01',
      'DateTo=18/03/2026',
      'pageNumber=0',
      'pageSize=1001',
      'Skip=-1',
      'pageNumber=2&Skip=10',
      'pageSize=10&Limit=10',
      'transactionType=XYZ',
      'sortBy=date',
      `searchText=${'x'.repeat(101)}`,
      'searchText=rent%00',
    ]) {
      const response = await transactions(query);
      expect(response.statusCode, query).toBe(400);
      expect(json<ErrorBody>(response).errors.length, query).toBeGreaterThan(0);
    }
  });
});
