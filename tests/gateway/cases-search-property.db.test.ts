import fc from 'fast-check';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseList, CaseSearchQuery } from '../../schemas/generated/types';
import type { CasesTable } from '../../gateway/server/db/tables';
import { PERSONA } from '../../gateway/server/seed/personas';
import { caseIdsOf, caseSearchUrl, expectedCaseSearch, storedCases, type StoredCase } from './cases-oracle';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;
const SEARCHERS = ['amara', 'ben'] as const;
type Searcher = (typeof SEARCHERS)[number];

/** Where each searcher's cases may be: [asset, tenancy] pairs of their homes and the buildings above. */
const PLACES: Record<Searcher, [string, string][]> = {
  amara: [
    [amara.houseAssetId, amara.tenancyId],
    [amara.estateId, amara.tenancyId],
  ],
  ben: [
    [ben.flatAssetId, ben.flatTenancyId],
    [ben.towerAssetId, ben.flatTenancyId],
    [ben.garageAssetId, ben.garageTenancyId],
  ],
};
const ASSETS: Record<Searcher, string[]> = {
  amara: [amara.houseAssetId, amara.estateId],
  ben: [ben.flatAssetId, ben.towerAssetId, ben.garageAssetId, ben.garageCourtAssetId, ben.estateId],
};
const TYPES = ['Lost fob', 'Graffiti', 'Rent query', 'Pest report', 'Anti-social behaviour', 'Copy of a document'];
const TEAMS = ['Estate Services Enquiries', 'incomes officer', 'neighbourhood manager', null];
const TEXTS = [
  'Fob lost near the bins.',
  "Tenant's car (blue) parked on the grass?",
  'Rent & service charge = too high',
  'Mice_in the loft, again!',
  'e-mail me at home@example.org + call',
  null,
];
const STATUSES = ['Active', 'Resolved', 'Cancelled'] as const;
/** The characters search text may hold (ACC-CAS-20). */
const SEARCH_ALPHABET = [..."abcXYZ019 .,_@+!()?'=&-"];
const SEARCH_TEXT = /^(?!-)(?!.*--)[A-Za-z0-9 .,_@+!()?'=&-]*$/;

/** 36 cases for each searcher; created dates repeat, so the identifier (mixed case) breaks ties. */
function generatedCases(): Insertable<CasesTable>[] {
  const base = Date.parse('2025-01-06T09:00:00Z');
  return SEARCHERS.flatMap((searcher, s) =>
    Array.from({ length: 36 }, (_, i) => {
      const [asset, tenancy] = PLACES[searcher][i % PLACES[searcher].length] as [string, string];
      return {
        id: `CAS-${i % 2 === 0 ? 'p' : 'P'}${s}${String(i).padStart(3, '0')}`,
        case_reference_number: `CRN-9${s}${String(i).padStart(4, '0')}`,
        customer_id: PERSONA[searcher].customerId,
        asset_id: asset,
        tenancy_id: tenancy,
        case_type_id: null,
        case_type_description: TYPES[i % TYPES.length] as string,
        assignee: TEAMS[i % TEAMS.length] ?? null,
        status: STATUSES[(i * 7) % 3] as CasesTable['status'],
        created_date: new Date(base + (i % 9) * 86_400_000),
        description: TEXTS[i % TEXTS.length] ?? null,
      };
    }),
  );
}

/** Random casing, so the search is seen to ignore case. */
const recased = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

function vocabulary(rows: StoredCase[]): string[] {
  const words = new Set<string>(['zzz', 'CRN-9', '(blue)', '&', "'s"]);
  for (const row of rows) {
    for (const field of [row.case_reference_number, row.case_type_description, row.assignee, row.description]) {
      for (const word of (field ?? '').split(/\s+/).filter(Boolean)) {
        words.add(word);
        if (word.length > 4) words.add(word.slice(1, -1));
      }
    }
  }
  return [...words].filter((word) => SEARCH_TEXT.test(word));
}

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight });

function queries(searcher: Searcher, rows: StoredCase[], others: StoredCase[]): fc.Arbitrary<CaseSearchQuery> {
  const word = fc.oneof(
    { arbitrary: fc.constantFrom(...vocabulary(rows)), weight: 4 },
    { arbitrary: fc.constantFrom(...vocabulary(others)), weight: 1 },
    {
      arbitrary: fc
        .array(fc.constantFrom(...SEARCH_ALPHABET), { minLength: 1, maxLength: 4 })
        .map((chars) => chars.join('')),
      weight: 1,
    },
  );
  const searchText = fc
    .array(word.chain(recased), { minLength: 1, maxLength: 2 })
    .map((words) => words.join(' '))
    .filter((text) => SEARCH_TEXT.test(text) && text.length <= 100);
  return fc
    .record(
      {
        SearchText: sometimes(searchText, 2),
        OrderBy: sometimes(fc.constantFrom('createdDate desc' as const, 'createdDate asc' as const)),
        Status: sometimes(
          fc.constantFrom('All' as const, 'Active' as const, 'Cancelled' as const, 'Resolved' as const),
        ),
        Limit: sometimes(fc.integer({ min: 1, max: 30 }), 3),
        Skip: sometimes(fc.integer({ min: 0, max: 40 }), 3),
        assetIdentifiers: sometimes(fc.subarray(ASSETS[searcher], { minLength: 1 })),
      },
      { requiredKeys: [] },
    )
    .map((query) => ({ ...query, customerId: PERSONA[searcher].customerId }));
}

describe('GET /cases against an in-memory filter of the same rows', () => {
  let gateway: TestGateway;
  const rows = new Map<Searcher, StoredCase[]>();
  const premisesOfTenancy = new Map<string, string>();

  beforeAll(async () => {
    gateway = await startTestGateway();
    await gateway.db.insertInto('cases').values(generatedCases()).execute();
    for (const searcher of SEARCHERS) rows.set(searcher, await storedCases(gateway.db, PERSONA[searcher].customerId));
    for (const t of await gateway.db.selectFrom('tenancies').select(['id', 'premises_id']).execute())
      premisesOfTenancy.set(t.id, t.premises_id);
    for (const searcher of SEARCHERS) await gateway.signIn(searcher);
  });
  afterAll(async () => gateway?.close());

  it('answers the same page, in the same order, with the same total, for random searches of each resident', async () => {
    const all = [...rows.values()].flat();
    const shown: number[] = [];
    const cases = fc.constantFrom(...SEARCHERS).chain((searcher) =>
      queries(
        searcher,
        rows.get(searcher) ?? [],
        all.filter((row) => row.customer_id !== PERSONA[searcher].customerId),
      ).map((query) => ({ searcher, query })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ searcher, query }) => {
        const response = await gateway.api({ as: searcher, url: caseSearchUrl(query) });
        expect(response.statusCode, response.body).toBe(200);
        const list = json<CaseList>(response);
        expect({ ids: caseIdsOf(list), total: list['total-count'] }).toEqual(
          expectedCaseSearch(rows.get(searcher) ?? [], query, premisesOfTenancy),
        );
        shown.push(list.cases.length);
      }),
      { numRuns: 120 },
    );
    // The runs must compare real pages, not mostly empty answers.
    expect(shown.filter((n) => n > 0).length).toBeGreaterThan(shown.length / 4);
  });

  it("never answers Ben with one of Amara's cases, whatever he searches for", async () => {
    const amaraIds = new Set((rows.get('amara') ?? []).map((row) => row.id));
    const all = [...rows.values()].flat();
    await fc.assert(
      fc.asyncProperty(queries('ben', rows.get('ben') ?? [], all), async (query) => {
        const response = await gateway.api({ as: 'ben', url: caseSearchUrl({ ...query, Limit: 1000, Skip: 0 }) });
        expect(response.statusCode).toBe(200);
        expect(caseIdsOf(json<CaseList>(response)).filter((id) => amaraIds.has(id))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('sorts Active, then Resolved, then Cancelled, and refuses search text with a leading or double hyphen', async () => {
    const list = json<CaseList>(
      await gateway.api({ as: 'amara', url: caseSearchUrl({ customerId: amara.customerId, Limit: 1000 }) }),
    );
    const statuses = list.cases.map((item) => item.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => STATUSES.indexOf(a) - STATUSES.indexOf(b)));
    expect(new Set(statuses)).toEqual(new Set(STATUSES));
    for (const SearchText of ['-fob', 'fob--lost', 'fob<b>', 'fob;']) {
      const response = await gateway.api({
        as: 'amara',
        url: caseSearchUrl({ customerId: amara.customerId, SearchText }),
      });
      expect(response.statusCode, SearchText).toBe(400);
    }
  });
});
