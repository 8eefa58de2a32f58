import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Contractor,
  DocumentContent,
  ErrorBody,
  HistoryEvent,
  MediaDocument,
  WorkOrder,
} from '../../schemas/generated/types';
import { MEDIA } from '../../gateway/server/seed/documents';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;
const wo = amara.workOrders;
const metadata = (doc: { metadata: { key: string; value: string }[] }, key: string) =>
  doc.metadata.find((pair) => pair.key === key)?.value;

describe('one repair: details, history, media and contractors', () => {
  let gateway: TestGateway;
  const get = (url: string, as: 'amara' | 'ben' = 'amara') => gateway.api({ as, url: `/api${url}` });

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  it('answers a repair with every field of the spec and its eTag as the ETag header', async () => {
    const response = await get(`/works-orders/${wo.appointedIn3Days}`);
    expect(response.statusCode).toBe(200);
    const workOrder = json<WorkOrder>(response);
    expect(response.headers.etag).toBe(`"${workOrder.eTag}"`);
    expect(workOrder).toMatchObject({
      id: wo.appointedIn3Days,
      jobNo: expect.stringMatching(/^JOB-/),
      customerIdentifier: amara.customerId,
      assetIdentifier: amara.houseAssetId,
      premisesId: amara.houseAssetId,
      premisesType: 'Property',
      premisesTypeId: 6,
      area: 'Property',
      contractor: 'HUB1-REP',
      siteIndentifire: 'HUB1-REP',
      contractorName: 'Thameside Repairs Hub',
      contractorPhoneNumber: '02079460800',
      status: 'Appointed',
      priority: 'Next Available',
      priorityCode: 'NA',
      isInDefect: false,
      caseIdentifier: null,
      reportingMethod: 'Customer Self-Serve',
      reportingMethodId: 4,
      customerName: { givenName: 'Amara', surname: 'Okafor' },
      progress: { current: 5, completed: 5 },
      documents: { documentIdentifiers: [] },
    });
    expect(workOrder.premisesAddress.formattedAddress).not.toBe('');
    expect(workOrder.appointmentStartDate).toBe(workOrder.appointmentDate);
  });

  it('shows a draft with its progress, a recall with its original, and a damp assessment with its media', async () => {
    const draft = json<WorkOrder>(await get(`/works-orders/${wo.draft}`));
    expect(draft).toMatchObject({ isDraft: true, isSubmitted: false, jobNo: null, status: 'In Diagnosis' });
    expect(draft.progress).toEqual({ current: 4, completed: 3 });
    const recall = json<WorkOrder>(await get(`/works-orders/${wo.recall}`));
    expect(recall).toMatchObject({
      isRecall: true,
      priority: 'Next Available (Recall)',
      originalWorkOrderIdentifier: 'WO-100120',
    });
    const mould = json<WorkOrder>(await get(`/works-orders/${wo.withPhotos}`));
    expect(mould.documents.documentIdentifiers).toEqual([MEDIA.mouldPng, MEDIA.wallJpeg]);
    expect(mould.assessmentInformation?.assessmentOutcome?.priorityLevel).toBe('MEDIUM');
    const emergency = json<WorkOrder>(await get(`/works-orders/${wo.emergency}`));
    expect(emergency).toMatchObject({ isEmergency: true, isOutOfHours: true, priority: 'Emergency (Out of hours)' });
  });

  it("names a communal repair's block as its premises type and the resident's home as its premises", async () => {
    const tower = json<WorkOrder>(await get('/works-orders/WO-200201', 'ben'));
    expect(tower).toMatchObject({
      area: 'Block',
      assetIdentifier: ben.towerAssetId,
      premisesId: ben.flatAssetId,
      premisesType: 'Block',
      premisesTypeId: 4,
      isCommunal: true,
    });
  });

  it('answers a repair that recorded none of the journey answers with the schema defaults', async () => {
    await gateway.db
      .insertInto('work_orders')
      .values({
        id: 'WO-SPARSE-1',
        customer_id: amara.customerId,
        asset_id: amara.houseAssetId,
        job_no: 'JOB-SPARSE-1',
        status: 'Completed',
        priority: 'NA',
        channel: 'Northgate',
        raised_date: new Date('2024-02-01T10:00:00Z'),
        area: 'Property',
        etag: 'sparse-etag',
        payload: '{}',
      })
      .execute();
    const response = await get('/works-orders/WO-SPARSE-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<WorkOrder>(response)).toMatchObject({
      reportingMethod: 'Telephone',
      isVulnerable: null,
      repairCause: null,
    });
  });

  it("refuses another customer's repair with 403 and an unknown one with 404", async () => {
    expect((await get(`/works-orders/${wo.appointedIn3Days}`, 'ben')).statusCode).toBe(403);
    for (const url of [
      `/works-orders/${wo.appointedIn3Days}/historyItems`,
      `/works-orders/${wo.withPhotos}/documents`,
    ]) {
      expect(json<ErrorBody>(await get(url, 'ben')).title).toBe('Forbidden');
    }
    const missing = await get('/works-orders/WO-999999');
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).errors[0]?.message).toBe('No work order has the identifier WO-999999.');
  });

  it('lists the history newest first, the event code as identifier and its title as subType', async () => {
    const events = json<HistoryEvent[]>(await get(`/works-orders/${wo.appointedIn3Days}/historyItems`));
    expect(events.map((e) => [e.identifier, e.subType])).toEqual([
      ['AUPDATE01', 'Appointment booked'],
      ['APCREATE01', 'Repair created'],
    ]);
    expect(events[0]?.appointmentStartDatetime).not.toBeNull();
    const times = events.map((e) => e.createDateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(json<HistoryEvent[]>(await get(`/works-orders/${wo.draft}/historyItems`))).toEqual([]);
    const done = json<HistoryEvent[]>(await get(`/works-orders/${wo.cancelled}/historyItems`));
    expect(done[0]).toMatchObject({ identifier: 'Cancelled', subType: 'Repair cancelled' });
  });

  it('lists media with metadata, marking media removed as not appropriate', async () => {
    const listed = json<MediaDocument[]>(await get(`/works-orders/${wo.withInappropriateMedia}/documents`));
    expect(listed.map((d) => [d.id, d.media.fileName, metadata(d, 'IsMediaAppropriate')])).toEqual([
      [MEDIA.ceilingJpeg, 'living-room-ceiling.jpg', 'true'],
      [MEDIA.flaggedPng, 'photo-2.png', 'false'],
    ]);
    expect(metadata(listed[0] as MediaDocument, 'works-order-identifier')).toBe(wo.withInappropriateMedia);
    expect(metadata(listed[0] as MediaDocument, 'content-type')).toBe('image/jpeg');
  });

  it('sends a medium as base64 text, but never the content of media marked not appropriate', async () => {
    const pdf = json<DocumentContent>(await get(`/works-orders/${wo.withPdf}/documents/${MEDIA.roofReportPdf}`));
    expect(pdf.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.media, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const flagged = json<DocumentContent>(
      await get(`/works-orders/${wo.withInappropriateMedia}/documents/${MEDIA.flaggedPng}`),
    );
    expect(flagged.media).toBe('');
    expect(metadata(flagged, 'IsMediaAppropriate')).toBe('false');
    const elsewhere = await get(`/works-orders/${wo.withPdf}/documents/${MEDIA.mouldPng}`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('removes a medium of an open repair, and keeps those of a finished one', async () => {
    const url = `/api/works-orders/${wo.withInappropriateMedia}/documents/${MEDIA.flaggedPng}`;
    const removed = await gateway.api({ as: 'amara', method: 'DELETE', url });
    expect(removed.statusCode).toBe(204);
    const left = json<MediaDocument[]>(await get(`/works-orders/${wo.withInappropriateMedia}/documents`));
    expect(left.map((d) => d.id)).toEqual([MEDIA.ceilingJpeg]);
    expect((await gateway.api({ as: 'amara', method: 'DELETE', url })).statusCode).toBe(404);
    const kept = await gateway.api({
      as: 'amara',
      method: 'DELETE',
      url: `/api/works-orders/${wo.withPdf}/documents/${MEDIA.roofReportPdf}`,
    });
    expect(kept.statusCode).toBe(409);
    expect(json<ErrorBody>(kept).errors[0]?.message).toContain('is Completed');
    const bens = await gateway.api({
      as: 'ben',
      method: 'DELETE',
      url: `/api/works-orders/${wo.withPhotos}/documents/${MEDIA.mouldPng}`,
    });
    expect(bens.statusCode).toBe(403);
  });

  it('lists every contractor by name with kind, sites and contacts', async () => {
    const contractors = json<Contractor[]>(await get('/contractors'));
    const names = contractors.map((c) => c.name);
    expect([...names].sort()).toEqual(names);
    expect(contractors.find((c) => c.id === 'CON-001')).toMatchObject({
      statuses: { isIntegrated: true, isActive: true },
      contractorSites: expect.arrayContaining([expect.objectContaining({ siteIdentifier: 'HUB1-REP' })]),
      contacts: expect.arrayContaining([{ name: 'Repairs desk', telecomsAddresses: [{ number: '02079460800' }] }]),
    });
    expect(contractors.some((c) => !c.statuses.isActive)).toBe(true);
    expect((await gateway.api({ url: '/api/contractors' })).statusCode).toBe(401);
  });
});
