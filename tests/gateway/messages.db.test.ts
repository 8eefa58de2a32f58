import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Communication, CommunicationList, ErrorBody } from '../../schemas/generated/types';
import { manualClock } from '../../gateway/server/common/clock';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;

/** The day the demo is seeded for and the gateway's clock stands on: two years back is 18 March 2024. */
const TODAY = new Date('2026-03-18T10:00:00Z');

describe("the customer's messages (GET and PATCH /customers/{id}/communications)", () => {
  let gateway: TestGateway;
  const list = async (query = '', as: 'amara' | 'ben' = 'amara', customerId = PERSONA[as].customerId) => {
    const response = await gateway.api({ as, url: `/api/customers/${customerId}/communications?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<CommunicationList>(response);
  };
  const markRead = (messageId: string, as: 'amara' | 'ben' = 'amara', body: unknown = { status: 'READ' }) =>
    gateway.api({
      as,
      method: 'PATCH',
      url: `/api/customers/${PERSONA[as].customerId}/communications/${messageId}`,
      payload: body as Record<string, unknown>,
    });
  const statusOf = async (messageId: string) =>
    (await gateway.db.selectFrom('communications').select('status').where('id', '=', messageId).executeTakeFirst())
      ?.status;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock: manualClock(TODAY) } }, { today: TODAY });
  });
  afterAll(async () => gateway?.close());

  it("answers Amara's 12 messages newest first, 10 a page, with the unread count and kinds", async () => {
    const first = await list();
    expect(first['total-count']).toBe(12);
    expect(first.communications).toHaveLength(10);
    expect(first['total-unread']).toBe(3);
    expect(first.unreadCatagoryTypes).toEqual([
      'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
      'CaseCreation',
      'Statement',
    ]);
    const dates = first.communications.map((message) => message.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.communications[0]).toMatchObject({
      identifier: 'MSG-100003',
      status: 'UNREAD',
      communicationCategoryType: 'Statement',
      assetIdentifier: amara.houseAssetId,
      message: {
        content: [
          { value: 'Your rent statement is ready' },
          { value: expect.any(String) },
          { value: 'STM-6001000011-202602' },
        ],
      },
      sender: { personName: { givenName: 'Income', surname: 'Services' } },
      recipients: [{ customerIdentifier: amara.customerId }],
    });
    const second = await list('skip=10&limit=10');
    expect(second.communications.map((message) => message.identifier)).toEqual(['MSG-100011', 'MSG-100012']);
    const card = await list('limit=2&skip=0');
    expect(card.communications.map((message) => message.identifier)).toEqual(['MSG-100003', 'MSG-100002']);
    const oldest = await list('orderBy=createdDate%20asc&limit=1');
    expect(oldest.communications[0]?.identifier).toBe('MSG-100012');
  });

  it('keeps to the dates, searches subject, details and sender, filters by read status, and counts unread whatever the search', async () => {
    // The welcome message is 13 months old: a range of the last year leaves it out.
    const lastYear = await list('fromDate=2025-03-18&toDate=2026-03-18');
    expect(lastYear['total-count']).toBe(11);
    // Both days are included: the gas notice was sent on 12 March 2026.
    const oneDay = await list('fromDate=2026-03-12&toDate=2026-03-12');
    expect(oneDay.communications.map((message) => message.identifier)).toEqual([amara.gasMessageId]);

    const bySubject = await list('searchText=GAS%20SAFETY');
    expect(bySubject.communications.map((message) => message.identifier)).toEqual([amara.gasMessageId]);
    expect(bySubject['total-unread']).toBe(3);
    const byDetails = await list('searchText=%20walkabout');
    expect(byDetails.communications.map((message) => message.identifier)).toEqual(['MSG-100010']);
    const bySender = await list('searchText=customer%20services');
    expect(bySender.communications.map((message) => message.identifier)).toEqual(['MSG-100012']);
    // % and _ are plain characters, not wildcards.
    expect((await list('searchText=%25'))['total-count']).toBe(0);
    expect((await list('searchText=r_nt'))['total-count']).toBe(0);

    const unread = await list('status=UNREAD');
    expect(unread.communications.map((message) => message.identifier)).toEqual([
      'MSG-100003',
      'MSG-100002',
      amara.gasMessageId,
    ]);
    const read = await list('status=READ&limit=100');
    expect(read['total-count']).toBe(9);
    expect(read['total-unread']).toBe(3);
    expect(read.communications.every((message) => message.status === 'READ')).toBe(true);

    const refused = await gateway.api({
      as: 'amara',
      url: `/api/customers/${amara.customerId}/communications?fromDate=2026-03-02&toDate=2026-03-01`,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("lists a home's messages with its block's and those about no property, and refuses a property that is not the customer's", async () => {
    const flat = await list(`assetIdentifier=${ben.flatAssetId}`, 'ben');
    expect(flat.communications.map((message) => message.identifier)).toEqual(['MSG-200001', 'MSG-200002']);
    expect(flat['total-unread']).toBe(1);
    expect(flat.unreadCatagoryTypes).toEqual(['ASSET COMPLIANCE-EICR5Y']);
    const garage = await list(`assetIdentifier=${ben.garageAssetId}`, 'ben');
    expect(garage.communications.map((message) => message.identifier)).toEqual(['MSG-200003']);
    expect(garage['total-unread']).toBe(0);
    const amaraHome = await list(`assetIdentifier=${amara.houseAssetId}`);
    expect(amaraHome['total-count']).toBe(12);

    const foreign = await gateway.api({
      as: 'amara',
      url: `/api/customers/${amara.customerId}/communications?assetIdentifier=${ben.flatAssetId}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('MSG-');
    const unknown = await gateway.api({
      as: 'amara',
      url: `/api/customers/${amara.customerId}/communications?assetIdentifier=AST-NOPE`,
    });
    expect(unknown.statusCode).toBe(404);
    // A block is not a home: messages are chosen by the home.
    const block = await gateway.api({
      as: 'ben',
      url: `/api/customers/${ben.customerId}/communications?assetIdentifier=${ben.towerAssetId}`,
    });
    expect(block.statusCode).toBe(403);
  });

  it("refuses Ben's messages to Amara's token", async () => {
    const response = await gateway.api({ as: 'amara', url: `/api/customers/${ben.customerId}/communications` });
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).title).toBe('Forbidden');
  });

  it('marks a message read, repeatably, and the unread count drops by one', async () => {
    const before = await list('limit=2');
    const first = await markRead('MSG-100002');
    expect(first.statusCode, first.body).toBe(200);
    expect(json<Communication>(first)).toMatchObject({ identifier: 'MSG-100002', status: 'READ' });
    const again = await markRead('MSG-100002');
    expect(again.statusCode).toBe(200);
    expect(json<Communication>(again)).toEqual(json<Communication>(first));
    const after = await list('limit=2');
    expect(after['total-unread']).toBe(before['total-unread'] - 1);
    expect(after.unreadCatagoryTypes).not.toContain('CaseCreation');
    expect(await statusOf('MSG-100002')).toBe('READ');
  });

  it("answers 404 for another customer's message or an unknown one, and changes nothing", async () => {
    const foreign = await markRead('MSG-200001');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Electrical');
    expect(await statusOf('MSG-200001')).toBe('UNREAD');
    expect((await markRead('MSG-999999')).statusCode).toBe(404);
    // Only READ may be asked for.
    const unreadAgain = await markRead(amara.gasMessageId, 'amara', { status: 'UNREAD' });
    expect(unreadAgain.statusCode).toBe(400);
    expect(await statusOf(amara.gasMessageId)).toBe('UNREAD');
    // Another customer in the path is refused before anything is looked up.
    const otherPath = await gateway.api({
      as: 'amara',
      method: 'PATCH',
      url: `/api/customers/${ben.customerId}/communications/MSG-200001`,
      payload: { status: 'READ' },
    });
    expect(otherPath.statusCode).toBe(403);
    expect(await statusOf('MSG-200001')).toBe('UNREAD');
  });
});
