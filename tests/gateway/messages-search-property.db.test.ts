import fc from 'fast-check';
import type { Insertable } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationList, CommunicationQuery } from '../../schemas/generated/types';
import type { CommunicationsTable } from '../../gateway/server/db/tables';
import { manualClock } from '../../gateway/server/common/clock';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';
import { searchTextArbitrary } from './search-text-arbitrary';

const { amara, ben, chloe } = PERSONA;

/** The gateway's today: the default range is 18 March 2024 to 18 March 2026 (London). */
const TODAY = new Date('2026-03-18T10:00:00Z');
const ZONE = 'Europe/London';
const DEFAULT_FROM = '2024-03-18';
const DEFAULT_TO = '2026-03-18';

/** Texts holding what a search must not trip on: LIKE's wildcards, a backslash, other scripts. */
const SUBJECTS = [
  'Your rent statement is ready',
  '100% rent-free week',
  'Charge_for fob (50%)',
  'Back\\slash notice',
  'Café opening on the estate',
  'CAFÉ CLOSING',
  'Straße parking permits',
  'İSTANBUL twinning event',
  'ΟΔΟΣ works Σ',
  'Party 😀 in the hall',
];
const SENDERS = [
  { title: null, givenName: 'Income', surname: 'Services' },
  { title: 'Ms', givenName: 'Priya', surname: 'Shah' },
  { title: null, givenName: 'Gas_Safety', surname: null },
  { title: null, givenName: 'Repairs', surname: '100%' },
];
const STATEMENT_CATEGORIES = ['General', 'CaseCreation', 'Statement', 'ASSET COMPLIANCE-EICR5Y'] as const;
/** Characters a search is built from besides pieces of the texts. */
const ODD_CHARACTERS = [...'%_\\éÉßİiΣσςΟο😀 aZ-()'];

interface StoredMessage {
  id: string;
  customerId: string;
  assetId: string | null;
  status: 'UNREAD' | 'READ';
  created: Date;
  category: string;
  subject: string;
  details: string;
  senderName: string;
}

/** 60 messages each for Amara and Ben (and a few for Chloe), spread over three years, some in the future. */
function extraMessages(): Insertable<CommunicationsTable>[] {
  const start = Date.parse('2023-01-03T07:00:00Z');
  const owners = [
    { customerId: amara.customerId, assets: [amara.houseAssetId, null] },
    { customerId: ben.customerId, assets: [ben.flatAssetId, ben.garageAssetId, ben.towerAssetId, null] },
    { customerId: chloe.customerId, assets: [chloe.flatAssetId] },
  ];
  return Array.from({ length: 130 }, (_, i) => {
    const owner = owners[i < 60 ? 0 : i < 120 ? 1 : 2]!;
    const sender = SENDERS[i % SENDERS.length]!;
    return {
      id: `MSG-P${String(i).padStart(3, '0')}`,
      customer_id: owner.customerId,
      asset_id: owner.assets[i % owner.assets.length] ?? null,
      status: i % 3 === 0 ? ('UNREAD' as const) : ('READ' as const),
      // Some share a moment, so the identifier breaks ties; some sit on a London midnight.
      created_date: new Date(start + ((i * 17) % 1230) * 86_400_000 + (i % 4 === 0 ? 0 : (i % 5) * 3_600_000)),
      category_type: STATEMENT_CATEGORIES[i % STATEMENT_CATEGORIES.length]!,
      subject: SUBJECTS[i % SUBJECTS.length]!,
      details: `${SUBJECTS[(i * 7) % SUBJECTS.length]!}\nLine two of message ${i}.`,
      document_identifier: null,
      sender: JSON.stringify({ organisation: { name: 'Eastside Homes' }, personName: sender }),
    };
  });
}

const startOf = (day: string) => DateTime.fromISO(day, { zone: ZONE }).startOf('day');

/**
 * What GET /customers/{id}/communications should answer, by a plain filter of the stored rows:
 * the same dates, property, status, search and order, and the unread counts of the dates and property.
 */
function expected(rows: StoredMessage[], query: CommunicationQuery, assetIds: string[] | undefined) {
  const from = query.fromDate ?? DEFAULT_FROM;
  const to = query.toDate ?? DEFAULT_TO;
  if (from > to) return { status: 400 };
  const search = (query.searchText ?? '').trim().toLowerCase();
  const scope = rows.filter(
    (row) =>
      row.customerId === amara.customerId &&
      row.created >= startOf(from).toJSDate() &&
      row.created < startOf(to).plus({ days: 1 }).toJSDate() &&
      (!assetIds || row.assetId === null || assetIds.includes(row.assetId)),
  );
  const ascending = query.orderBy === 'createdDate asc';
  const matches = scope
    .filter(
      (row) =>
        (!query.status || row.status === query.status) &&
        (search === '' ||
          [row.subject, row.details, row.senderName].some((text) => text.toLowerCase().includes(search))),
    )
    .sort((a, b) => {
      const order = a.created.getTime() - b.created.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      return ascending ? order : -order;
    });
  const unread = scope.filter((row) => row.status === 'UNREAD');
  const skip = query.skip ?? 0;
  const limit = query.limit ?? 10;
  return {
    status: 200,
    ids: matches.slice(skip, skip + limit).map((row) => row.id),
    total: matches.length,
    unread: unread.length,
    kinds: [...new Set(unread.map((row) => row.category))].sort(),
  };
}

function messagesUrl(query: CommunicationQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  return `/api/customers/${amara.customerId}/communications?${params.toString()}`;
}

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight });

const isoDate = fc
  .integer({
    min: Date.parse('2022-12-01T00:00:00Z') / 86_400_000,
    max: Date.parse('2026-09-30T00:00:00Z') / 86_400_000,
  })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

/** Pieces of a subject, the details or a sender's name. */
const pieces = [...SUBJECTS, 'Line two of message', 'Income Services', 'Ms Priya Shah', 'Gas_Safety', 'Repairs 100%'];
const searchText = searchTextArbitrary(pieces, ODD_CHARACTERS, [
  // Words of Ben's and Chloe's messages alone would find nothing of Amara's.
  { arbitrary: fc.constantFrom('Riverside Tower', 'Elm Court', 'garage court'), weight: 1 },
]);

const queries: fc.Arbitrary<CommunicationQuery> = fc
  .record(
    {
      fromDate: sometimes(isoDate, 2),
      toDate: sometimes(isoDate),
      searchText: sometimes(searchText, 3),
      status: sometimes(fc.constantFrom('UNREAD' as const, 'READ' as const)),
      orderBy: sometimes(fc.constantFrom('createdDate desc' as const, 'createdDate asc' as const)),
      assetIdentifier: sometimes(fc.constant(amara.houseAssetId)),
      limit: sometimes(fc.constantFrom(1, 2, 3, 10, 20, 100)),
      skip: sometimes(fc.integer({ min: 0, max: 70 })),
    },
    { requiredKeys: [] },
  )
  .map((filters) => {
    const query: CommunicationQuery = {};
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined) (query as Record<string, unknown>)[key] = value;
    }
    return query;
  });

describe('GET /customers/{id}/communications against an in-memory filter of the same rows', () => {
  let gateway: TestGateway;
  let rows: StoredMessage[] = [];
  let othersIds = new Set<string>();

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock: manualClock(TODAY) } }, { today: TODAY });
    await gateway.db.insertInto('communications').values(extraMessages()).execute();
    const stored = await gateway.db.selectFrom('communications').selectAll().execute();
    rows = stored.map((row) => {
      const name = (row.sender as { personName: Record<string, string | null> }).personName;
      return {
        id: row.id,
        customerId: row.customer_id,
        assetId: row.asset_id,
        status: row.status,
        created: new Date(row.created_date),
        category: row.category_type,
        subject: row.subject,
        details: row.details,
        senderName: [name.title, name.givenName, name.surname].filter((part) => part != null).join(' '),
      };
    });
    othersIds = new Set(rows.filter((row) => row.customerId !== amara.customerId).map((row) => row.id));
    await gateway.signIn('amara');
  });
  afterAll(async () => gateway?.close());

  it("answers the model's page and counts for random searches, filters and pages, never with another customer's message", async () => {
    const sizes: number[] = [];
    const home = [amara.houseAssetId];
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const response = await gateway.api({ as: 'amara', url: messagesUrl(query) });
        const model = expected(rows, query, query.assetIdentifier ? home : undefined);
        expect(response.statusCode, response.body).toBe(model.status);
        if (model.status !== 200) return;
        const list = json<CommunicationList>(response);
        const ids = list.communications.map((message) => message.identifier);
        expect(ids.filter((id) => othersIds.has(id))).toEqual([]);
        expect(list.communications.every((m) => m.recipients[0]?.customerIdentifier === amara.customerId)).toBe(true);
        expect({
          ids,
          total: list['total-count'],
          unread: list['total-unread'],
          kinds: [...list.unreadCatagoryTypes].sort(),
        }).toEqual({ ids: model.ids, total: model.total, unread: model.unread, kinds: model.kinds });
        sizes.push(ids.length);
      }),
      { numRuns: 150 },
    );
    // The runs must compare real pages, not mostly empty answers.
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(sizes.length / 3);
  });
});
