import fc from 'fast-check';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionList, TransactionQuery } from '../../schemas/generated/types';
import type { TransactionsTable } from '../../gateway/server/db/tables';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, type TestGateway } from './gateway-harness';
import { startMoneyGateway } from './money-fixtures';
import { searchTextArbitrary } from './search-text-arbitrary';

const { amara, ben } = PERSONA;

/** An extra account of Amara's whose descriptions hold the characters a search must not trip on. */
const ODD_ACCOUNT = 'ACC-PROPERTY-1';
const TYPES = ['PAY', 'DRS', 'ADJ', 'DRA'] as const;
const DESCRIPTIONS = [
  'Rent and service charges',
  '100% rent-free week',
  'Charge_for fob (50%)',
  'Back\\slash adjustment',
  'Café repair recharge',
  'CAFÉ REPAIR RECHARGE',
  'Straße parking permit',
  'İSTANBUL transfer',
  'ΟΔΟΣ payment Σ',
  'Payment 😀 thanks',
  'ﬁnal ﬁx',
  'Payment - debit card (online)',
  'Universal Credit - housing costs',
];
/** Characters a search is built from besides pieces of the descriptions. */
const ODD_CHARACTERS = [...'%_\\éÉßẞİiΣσςΟο😀ﬁ aZ-()'];

/** The day the fixtures stand on: the default range is 2025-03-18 to 2026-03-18. */
const DEFAULT_FROM = '2025-03-18';
const DEFAULT_TO = '2026-03-18';

interface StoredRow {
  /** bigint: text from PostgreSQL, a number from PGlite. */
  id: string | number;
  account_id: string;
  date: string;
  description: string;
  transaction_type: string;
  is_posted: boolean;
}

function oddTransactions(): Insertable<TransactionsTable>[] {
  const start = Date.parse('2024-01-05T00:00:00Z');
  return Array.from({ length: 90 }, (_, i) => ({
    account_id: ODD_ACCOUNT,
    // Dates repeat (every 11 days, wrapping), so the identifier breaks ties; some are in the future.
    transaction_date: new Date(start + ((i * 11) % 900) * 86_400_000).toISOString().slice(0, 10),
    description: DESCRIPTIONS[i % DESCRIPTIONS.length] as string,
    payment_code: i % 3 === 0 ? ('CR' as const) : ('DR' as const),
    transaction_type: TYPES[(i * 5) % TYPES.length] as string,
    amount: ((i % 17) + 1) * 3.5,
    running_balance: 100 - i,
    is_posted: i % 6 !== 0,
  }));
}

/** What GET /accounts/{id}/transactions should answer, by a plain filter over the stored rows. */
function expected(rows: StoredRow[], accountId: string, query: TransactionQuery) {
  const byPage = query.pageNumber !== undefined || query.pageSize !== undefined;
  const bySkip = query.Skip !== undefined || query.Limit !== undefined;
  const from = query.DateFrom ?? DEFAULT_FROM;
  const to = query.DateTo ?? DEFAULT_TO;
  if ((byPage && bySkip) || from > to) return { status: 400 };
  const search = (query.searchText ?? '').trim().toLowerCase();
  const matches = rows
    .filter(
      (row) =>
        row.account_id === accountId &&
        row.date >= from &&
        row.date <= to &&
        (!query.transactionType || query.transactionType.includes(row.transaction_type as (typeof TYPES)[number])) &&
        (search === '' || row.description.toLowerCase().includes(search)),
    )
    .sort(
      (a, b) =>
        Number(a.is_posted) - Number(b.is_posted) ||
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
        (BigInt(a.id) < BigInt(b.id) ? 1 : -1),
    );
  const limit = query.Limit ?? query.pageSize ?? 10;
  const skip = query.Skip ?? ((query.pageNumber ?? 1) - 1) * limit;
  return {
    status: 200,
    ids: matches.slice(skip, skip + limit).map((row) => String(row.id)),
    total: matches.length,
  };
}

function transactionsUrl(accountId: string, query: TransactionQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return `/api/accounts/${accountId}/transactions?${params.toString()}`;
}

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight });

const isoDate = fc
  .integer({
    min: Date.parse('2023-06-01T00:00:00Z') / 86_400_000,
    max: Date.parse('2026-09-30T00:00:00Z') / 86_400_000,
  })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

/** Pieces of a description. */
const searchText = searchTextArbitrary(DESCRIPTIONS, ODD_CHARACTERS);

const paging = fc.oneof(
  fc.constant({}),
  fc.record(
    { pageNumber: fc.integer({ min: 1, max: 8 }), pageSize: fc.constantFrom(3, 10, 20, 100) },
    { requiredKeys: [] },
  ),
  fc.record({ Skip: fc.integer({ min: 0, max: 60 }), Limit: fc.integer({ min: 1, max: 40 }) }, { requiredKeys: [] }),
  // Both kinds at once: refused.
  fc.constant({ pageNumber: 2, Skip: 10 }),
);

const queries: fc.Arbitrary<TransactionQuery> = fc
  .tuple(
    fc.record(
      {
        DateFrom: sometimes(isoDate, 2),
        DateTo: sometimes(isoDate),
        searchText: sometimes(searchText, 3),
        transactionType: sometimes(fc.subarray([...TYPES], { minLength: 1 })),
      },
      { requiredKeys: [] },
    ),
    paging,
  )
  .map(([filters, page]) => {
    const query: TransactionQuery = { ...page };
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined) (query as Record<string, unknown>)[key] = value;
    }
    return query;
  });

describe('GET /accounts/{id}/transactions against an in-memory filter of the same rows', () => {
  let gateway: TestGateway;
  let rows: StoredRow[] = [];

  beforeAll(async () => {
    ({ gateway } = await startMoneyGateway());
    await gateway.db
      .insertInto('accounts')
      .values({
        id: ODD_ACCOUNT,
        customer_id: amara.customerId,
        tenancy_id: amara.tenancyId,
        account_type: 'MJW',
        tenancy_type: 'GNT',
        payment_reference: '6001000099',
        live_balance: '10.00',
      })
      .execute();
    await gateway.db.insertInto('transactions').values(oddTransactions()).execute();
    rows = await gateway.db
      .selectFrom('transactions')
      .select([
        'id',
        'account_id',
        sql<string>`to_char(transaction_date, 'YYYY-MM-DD')`.as('date'),
        'description',
        'transaction_type',
        'is_posted',
      ])
      .where('account_id', 'in', [ODD_ACCOUNT, amara.rentAccountId, ben.rentAccountId])
      .execute();
    await gateway.signIn('amara');
  });
  afterAll(async () => gateway?.close());

  it("answers the model's page and total for random queries, and refuses Ben's account whatever the query", async () => {
    const sizes: number[] = [];
    const accounts = fc.constantFrom(ODD_ACCOUNT, ODD_ACCOUNT, ODD_ACCOUNT, amara.rentAccountId, ben.rentAccountId);
    await fc.assert(
      fc.asyncProperty(accounts, queries, async (accountId, query) => {
        const response = await gateway.api({ as: 'amara', url: transactionsUrl(accountId, query) });
        if (accountId === ben.rentAccountId) {
          expect(response.statusCode).toBe(403);
          expect(response.body).not.toContain('transaction-identifier');
          return;
        }
        const model = expected(rows, accountId, query);
        expect(response.statusCode, response.body).toBe(model.status);
        if (model.status !== 200) return;
        const list = json<TransactionList>(response);
        expect({
          ids: list.transactions.map((t) => t['transaction-identifier']),
          total: list['total-count'],
        }).toEqual({ ids: model.ids, total: model.total });
        sizes.push(list.transactions.length);
      }),
      { numRuns: 150 },
    );
    // The runs must compare real pages, not mostly empty answers.
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(sizes.length / 3);
  });

  it('finds % , _ and \\ literally and folds the case of every script', async () => {
    const total = async (text: string) => {
      const query = { searchText: text, DateFrom: '2023-01-01', DateTo: '2026-12-31' };
      const response = await gateway.api({ as: 'amara', url: transactionsUrl(ODD_ACCOUNT, query) });
      expect(response.statusCode, text).toBe(200);
      return json<TransactionList>(response)['total-count'];
    };
    const count = (needle: (description: string) => boolean) =>
      rows.filter((row) => row.account_id === ODD_ACCOUNT && needle(row.description)).length;
    expect(await total('%')).toBe(count((d) => d.includes('%')));
    expect(await total('%')).toBeGreaterThan(0);
    // _ is no wildcard: "r_nt" finds nothing although "rent" finds a lot.
    expect(await total('r_nt')).toBe(0);
    expect(await total('rent')).toBe(count((d) => d.toLowerCase().includes('rent')));
    expect(await total('E_F')).toBe(count((d) => d.toLowerCase().includes('e_f')));
    expect(await total('E_F')).toBeGreaterThan(0);
    expect(await total('k\\s')).toBe(count((d) => d.includes('k\\s')));
    expect(await total('k\\s')).toBeGreaterThan(0);
    const cafe = count((d) => d.toLowerCase().startsWith('café'));
    expect(cafe).toBeGreaterThan(count((d) => d.startsWith('Café')));
    expect(await total('café')).toBe(cafe);
    expect(await total('CAFÉ')).toBe(cafe);
    expect(await total('οδος')).toBe(count((d) => d.startsWith('ΟΔΟΣ')));
  });
});
