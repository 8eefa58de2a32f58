import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DuplicateCheckResult,
  ErrorBody,
  WorkOrderListItem,
  WorkOrderSearchResult,
} from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';
import {
  expectedSearch,
  idsOf,
  searchUrl,
  storedWorkOrders,
  type SearchQuery,
  type StoredWorkOrder,
} from './work-orders-oracle';

const { amara, ben } = PERSONA;
const wo = amara.workOrders;

describe('GET /search/works-orders', () => {
  let gateway: TestGateway;
  let amaraRows: StoredWorkOrder[];
  const search = async (query: SearchQuery, as: 'amara' | 'ben' = 'amara') => {
    const response = await gateway.api({ as, url: searchUrl(query) });
    return { status: response.statusCode, body: json<WorkOrderSearchResult>(response), response };
  };
  /** Asserts the answer equals the in-memory filter of Amara's rows and gives the ids. */
  const expectAmara = async (query: SearchQuery) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    const expected = expectedSearch(amaraRows, query);
    expect({ ids: idsOf(body), totalCount: body.totalCount }).toEqual(expected);
    return expected.ids;
  };

  beforeAll(async () => {
    gateway = await startTestGateway();
    amaraRows = await storedWorkOrders(gateway.db, amara.customerId);
  });
  afterAll(async () => gateway?.close());

  it('answers ten of the customer’s repairs, newest first, with the total of all of them', async () => {
    const { body } = await search({});
    expect(body.totalCount).toBe(amaraRows.length);
    expect(body.worksOrders).toHaveLength(10);
    const dates = body.worksOrders.map((item) => item.raisedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.worksOrders[0]?.id).toBe(wo.draft);
  });

  it('answers an empty page past the last repair, still with the total of all of them', async () => {
    // The page and the total are one statement, the page joined to the count: an empty page must
    // not take the total with it.
    const { status, body } = await search({ skip: amaraRows.length + 5 });
    expect(status).toBe(200);
    expect(body).toEqual({ worksOrders: [], totalCount: amaraRows.length });
    const open = expectedSearch(amaraRows, { isDuplicateCheck: true }).totalCount;
    expect(open).toBeGreaterThan(0);
    const duplicates = await gateway.api({ as: 'amara', url: searchUrl({ isDuplicateCheck: true, skip: open }) });
    expect(json<DuplicateCheckResult>(duplicates)).toEqual({ worksOrders: [], totalCount: open });
  });

  it('sorts oldest first with orderBy raisedDate asc', async () => {
    const ids = await expectAmara({ orderBy: 'raisedDate asc', limit: 100 });
    expect(ids).toHaveLength(amaraRows.length);
    expect(ids.at(-1)).toBe(wo.draft);
  });

  it('describes each repair as a list item: priority label, contractor name, site and appointment', async () => {
    const { body } = await search({ searchText: 'F28' });
    expect(body.worksOrders).toEqual<WorkOrderListItem[]>([
      expect.objectContaining({
        id: wo.emergency,
        priority: 'Emergency (Out of hours)',
        contractor: 'Capital Gas & Heating',
        siteIndentifire: 'CGH-01',
        status: 'Unappointed',
        isRaisedAsTriage: false,
        appointmentDate: null,
      }),
    ]);
    const appointed = (await search({ searchText: 'back bedroom door' })).body.worksOrders[0];
    expect(appointed).toMatchObject({ id: wo.appointedIn3Days, priority: 'Next Available' });
    expect(appointed?.appointmentDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('finds a repair by its job number, in any case', async () => {
    const jobNo = amaraRows.find((r) => r.id === wo.appointedIn3Days)?.job_no ?? '';
    expect(await expectAmara({ searchText: jobNo.toLowerCase() })).toEqual([wo.appointedIn3Days]);
  });

  it('matches every word of the search text in the description, trade or location, in any case', async () => {
    expect(await expectAmara({ searchText: 'KITCHEN', limit: 100 })).toContain(wo.unappointedIntegrated);
    expect(await expectAmara({ searchText: 'plumbing', limit: 100 })).toContain(wo.unappointedIntegrated);
    const both = await expectAmara({ searchText: 'bedroom   door', limit: 100 });
    expect(both).toEqual(expect.arrayContaining([wo.appointedIn3Days, 'WO-100131']));
    expect(await expectAmara({ searchText: 'bedroom zebra' })).toEqual([]);
  });

  it('treats % and _ in the search text as plain characters', async () => {
    expect((await search({ searchText: '%' })).body.totalCount).toBe(0);
    expect((await search({ searchText: '_' })).body.totalCount).toBe(0);
  });

  it('filters by a comma list of statuses in any case, and refuses what is not a status', async () => {
    const completed = await expectAmara({ status: 'Completed', limit: 100 });
    expect(completed).toContain(wo.completedRecallEligible);
    expect(completed).not.toContain(wo.cancelled);
    await expectAmara({ status: 'completed, CLOSED,In progress', limit: 100 });
    const refused = await search({ status: 'Completed,Active' });
    expect(refused.status).toBe(400);
    expect(json<ErrorBody>(refused.response).errors).toEqual([
      expect.objectContaining({
        field: 'query.status',
        message: expect.stringContaining('"Active" is not a repair status'),
      }),
    ]);
  });

  it('keeps repairs raised on or after midnight (London) of raisedSince', async () => {
    // The London date her draft was raised on (the seed raises it an hour before seeding).
    const { raised_date } = await gateway.db
      .selectFrom('work_orders')
      .select('raised_date')
      .where('id', '=', wo.draft)
      .executeTakeFirstOrThrow();
    const raisedSince = DateTime.fromJSDate(raised_date, { zone: 'Europe/London' }).toISODate() ?? '';
    const ids = await expectAmara({ raisedSince });
    expect(ids).toContain(wo.draft);
    expect(ids).not.toContain(wo.cancelled);
    expect((await search({ raisedSince: 'yesterday' })).status).toBe(400);
  });

  it('filters by schedule of rates code and by location, in any case', async () => {
    expect(await expectAmara({ sor: 'plumtap01' })).toEqual([wo.unappointedIntegrated]);
    const kitchen = await expectAmara({ location: 'kitchen', limit: 100 });
    expect(kitchen.length).toBeGreaterThan(1);
  });

  it('filters by priority code or label, and refuses an unknown priority', async () => {
    await expectAmara({ priority: 'EME', limit: 100 });
    expect(await expectAmara({ priority: 'Emergency (OOH)' })).toEqual([wo.emergency]);
    expect(await expectAmara({ priority: 'Emergency (Out of hours)' })).toEqual([wo.emergency]);
    expect(await expectAmara({ priority: 'next available (recall)' })).toEqual([wo.recall]);
    const refused = await search({ priority: 'Urgent' });
    expect(refused.status).toBe(400);
    expect(json<ErrorBody>(refused.response).errors[0]).toMatchObject({ field: 'query.priority' });
  });

  it('filters by text in the description only', async () => {
    expect(await expectAmara({ description: 'WARDROBE' })).toEqual(
      expect.arrayContaining([wo.withPhotos, 'WO-100132']),
    );
    expect(await expectAmara({ description: 'plumbing' })).toEqual([]);
  });

  it('pages with limit and skip over one stable order', async () => {
    const all = await expectAmara({ limit: 100 });
    const pages: string[] = [];
    for (let skip = 0; skip < all.length; skip += 7) pages.push(...(await expectAmara({ limit: 7, skip })));
    expect(pages).toEqual(all);
    expect(await expectAmara({ skip: 500 })).toEqual([]);
    expect((await search({ limit: 0 })).status).toBe(400);
    expect((await search({ limit: 1001 })).status).toBe(400);
  });

  it('limits a search to the properties named, each of which must be the customer’s', async () => {
    await expectAmara({ propertiesIds: [amara.houseAssetId], limit: 100 });
    const bens = await search({ propertiesIds: [ben.flatAssetId, ben.towerAssetId], limit: 100 }, 'ben');
    expect(bens.status).toBe(200);
    const assets = new Set(
      (await storedWorkOrders(gateway.db, ben.customerId))
        .filter((r) => r.asset_id === ben.flatAssetId || r.asset_id === ben.towerAssetId)
        .map((r) => r.id),
    );
    expect(new Set(idsOf(bens.body))).toEqual(assets);
    for (const foreign of [[ben.flatAssetId], [amara.houseAssetId, ben.garageAssetId], ['AST-NOPE']]) {
      const refused = await search({ propertiesIds: foreign });
      expect(refused.status).toBe(403);
      expect(json<ErrorBody>(refused.response).title).toBe('Forbidden');
    }
  });

  it('answers duplicate-check items of the open, draft and triage statuses only', async () => {
    const response = await gateway.api({ as: 'amara', url: searchUrl({ isDuplicateCheck: true, limit: 100 }) });
    const body = json<DuplicateCheckResult>(response);
    expect(idsOf(body)).toEqual(expectedSearch(amaraRows, { isDuplicateCheck: true, limit: 100 }).ids);
    const statuses = new Set(body.worksOrders.map((item) => item.statuses.status));
    expect([...statuses].sort()).toEqual(['Appointed', 'In Diagnosis', 'In Progress', 'Unappointed']);
    expect(body.worksOrders.find((i) => i.identifiers.worksOrderIdentifier === wo.draft)).toMatchObject({
      statuses: { isSubmitted: false, isEmergency: false },
      job: { sorCode: expect.any(String) },
      asset: { type: { assetTypeName: 'Property' } },
    });
    const narrowed = await search({ isDuplicateCheck: true, status: 'Completed,Appointed', limit: 100 });
    expect(idsOf(narrowed.body)).toEqual(
      expectedSearch(amaraRows, { isDuplicateCheck: true, status: 'Completed,Appointed', limit: 100 }).ids,
    );
    const dev = json<DuplicateCheckResult>(
      await gateway.api({ as: 'dev', url: searchUrl({ isDuplicateCheck: true, limit: 100 }) }),
    );
    expect(dev.worksOrders.map((i) => i.statuses.status)).toEqual(
      expect.arrayContaining(['CATALYST_TRIAGE_DEFECT', 'CATALYST_TRIAGE_TIER2', 'CATALYST_TRIAGE_EMA']),
    );
  });

  it("never shows Ben Amara's repairs, whatever he searches for", async () => {
    const amaraIds = new Set(amaraRows.map((r) => r.id));
    const jobNo = amaraRows.find((r) => r.job_no)?.job_no ?? '';
    for (const query of [{ limit: 1000 }, { searchText: jobNo }, { searchText: 'kitchen', limit: 100 }]) {
      const { status, body } = await search(query, 'ben');
      expect(status).toBe(200);
      expect(idsOf(body).filter((id) => amaraIds.has(id))).toEqual([]);
    }
    expect((await search({ searchText: jobNo }, 'ben')).body.totalCount).toBe(0);
  });

  it('needs a signed-in resident', async () => {
    const response = await gateway.api({ url: searchUrl({}) });
    expect(response.statusCode).toBe(401);
  });
});
