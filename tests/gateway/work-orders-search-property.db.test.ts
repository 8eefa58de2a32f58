import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderSearchResult } from '../../schemas/generated/types';
import { REPAIR_STATUSES } from '../../gateway/server/repositories/work-order-fields';
import { PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';
import {
  expectedSearch,
  idsOf,
  searchUrl,
  storedWorkOrders,
  type SearchQuery,
  type StoredWorkOrder,
} from './work-orders-oracle';

const SEARCHERS = ['amara', 'ben', 'chloe', 'dev'] as const satisfies readonly PersonaName[];
const PRIORITIES = [
  'EME',
  'na',
  'DM',
  'Next Available',
  'emergency',
  'Emergency (Out of hours)',
  'Emergency (OOH)',
  'Next Available (Recall)',
];

/** Three more repairs of Amara's raised at the same moment, ids in mixed case: ties sort by id. */
const TIES = ['WO-b00001', 'WO-A00002', 'WO-a00003'];

/** Random casing, so every text filter is seen to ignore case. */
const recased = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

/** Words and fragments of the searcher's own repairs, their neighbours' and plain noise. */
function vocabulary(rows: StoredWorkOrder[]): string[] {
  const words = new Set<string>(['tap', 'zzz', 'JOB-', '%', 'a_b']);
  for (const r of rows) {
    for (const field of [r.job_no, r.description, r.trade, r.repair_location]) {
      for (const word of (field ?? '').split(/\s+/).filter(Boolean)) {
        words.add(word);
        if (word.length > 4) words.add(word.slice(1, -1));
      }
    }
  }
  return [...words];
}

/** Mostly absent, so that several filters at once still leave rows to compare. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary, weight });

function queries(rows: StoredWorkOrder[], assets: string[], others: StoredWorkOrder[]): fc.Arbitrary<SearchQuery> {
  const word = fc
    .oneof({ arbitrary: fc.constantFrom(...vocabulary(rows)), weight: 4 }, fc.constantFrom(...vocabulary(others)))
    .chain(recased);
  const pick = <T>(values: T[]) => sometimes(fc.constantFrom(...values));
  const days = rows.map((r) => r.raised_date.toISOString().slice(0, 10));
  return fc.record(
    {
      searchText: sometimes(
        fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
        2,
      ),
      status: sometimes(
        fc.subarray(REPAIR_STATUSES, { minLength: 1 }).chain((list) => recased(list.join(','))),
        2,
      ),
      orderBy: pick<'raisedDate desc' | 'raisedDate asc'>(['raisedDate desc', 'raisedDate asc']),
      raisedSince: pick([...days, '2000-01-01', '2099-01-01']),
      sor: pick(rows.map((r) => r.sor_code.toLowerCase())),
      location: pick(rows.map((r) => r.repair_location ?? 'Nowhere')),
      priority: pick(PRIORITIES),
      description: sometimes(word),
      propertiesIds: sometimes(fc.subarray(assets, { minLength: 1 })),
      limit: sometimes(fc.integer({ min: 1, max: 40 }), 3),
      skip: sometimes(fc.integer({ min: 0, max: 12 }), 3),
      isDuplicateCheck: sometimes(fc.boolean()),
    },
    { requiredKeys: [] },
  );
}

describe('GET /search/works-orders against an in-memory filter of the same rows', () => {
  let gateway: TestGateway;
  const rows = new Map<PersonaName, StoredWorkOrder[]>();
  const assets: Record<(typeof SEARCHERS)[number], string[]> = {
    amara: [PERSONA.amara.houseAssetId, PERSONA.amara.estateId],
    ben: [PERSONA.ben.flatAssetId, PERSONA.ben.towerAssetId, PERSONA.ben.garageAssetId, PERSONA.ben.estateId],
    chloe: [
      PERSONA.chloe.flatAssetId,
      PERSONA.chloe.blockAssetId,
      PERSONA.chloe.dividedBlockAssetId,
      PERSONA.chloe.estateId,
    ],
    dev: [PERSONA.dev.flatAssetId, PERSONA.dev.blockAssetId, PERSONA.dev.estateId],
  };

  beforeAll(async () => {
    gateway = await startTestGateway();
    const template = await gateway.db
      .selectFrom('work_orders')
      .selectAll()
      .where('id', '=', PERSONA.amara.workOrders.unappointedIntegrated)
      .executeTakeFirstOrThrow();
    await gateway.db
      .insertInto('work_orders')
      .values(
        TIES.map((id, i) => ({
          ...template,
          id,
          job_no: `JOB-TIE-${i}`,
          payload: JSON.stringify(template.payload),
          additional_info: JSON.stringify(template.additional_info),
        })),
      )
      .execute();
    for (const persona of SEARCHERS) rows.set(persona, await storedWorkOrders(gateway.db, PERSONA[persona].customerId));
    // Signing in is slow; do it once per resident before the runs.
    for (const persona of SEARCHERS) await gateway.signIn(persona);
  });
  afterAll(async () => gateway?.close());

  it('answers the same page, in the same order, with the same total, for random searches of each resident', async () => {
    const others = [...rows.values()].flat();
    const shownCounts: number[] = [];
    const cases = fc
      .constantFrom(...SEARCHERS)
      .chain((persona) =>
        queries(rows.get(persona) ?? [], assets[persona], others).map((query) => ({ persona, query })),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ({ persona, query }) => {
        const response = await gateway.api({ as: persona, url: searchUrl(query) });
        expect(response.statusCode, response.body).toBe(200);
        const body = json<WorkOrderSearchResult>(response);
        expect({ ids: idsOf(body), totalCount: body.totalCount }).toEqual(
          expectedSearch(rows.get(persona) ?? [], query),
        );
        shownCounts.push(body.worksOrders.length);
      }),
      { numRuns: 250 },
    );
    // The runs must compare real pages, not mostly empty answers.
    expect(shownCounts.filter((shown) => shown > 0).length).toBeGreaterThan(shownCounts.length / 4);
  });

  it('sorts repairs raised at the same moment by id, byte by byte, both ways', async () => {
    const amara = rows.get('amara') ?? [];
    for (const orderBy of ['raisedDate desc', 'raisedDate asc'] as const) {
      const query: SearchQuery = { searchText: 'JOB-TIE', orderBy, limit: 100 };
      const body = json<WorkOrderSearchResult>(await gateway.api({ as: 'amara', url: searchUrl(query) }));
      expect(idsOf(body)).toEqual(expectedSearch(amara, query).ids);
    }
    const desc = json<WorkOrderSearchResult>(
      await gateway.api({ as: 'amara', url: searchUrl({ searchText: 'JOB-TIE' }) }),
    );
    expect(idsOf(desc)).toEqual(['WO-b00001', 'WO-a00003', 'WO-A00002']);
  });

  it("never answers Ben with one of Amara's repairs, whatever he asks", async () => {
    const amaraIds = new Set((rows.get('amara') ?? []).map((r) => r.id));
    const others = [...rows.values()].flat();
    await fc.assert(
      fc.asyncProperty(queries(rows.get('ben') ?? [], assets.ben, others), async (query) => {
        const response = await gateway.api({ as: 'ben', url: searchUrl({ ...query, limit: 1000 }) });
        expect(response.statusCode).toBe(200);
        expect(idsOf(json<WorkOrderSearchResult>(response)).filter((id) => amaraIds.has(id))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
