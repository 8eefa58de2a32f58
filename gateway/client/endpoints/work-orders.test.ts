import { describe, expect, it } from 'vitest';
import type { CancelEligibilityRequest, HistoryEvent, WorkOrderSearchResult } from '../../../schemas/generated/types';
import { deleteWorkOrderDocument, getWorkOrderDocument, listWorkOrderDocuments } from './work-order-documents';
import {
  addJobNote,
  cancelWorkOrder,
  checkCancelEligibility,
  getContractors,
  getWorkOrder,
  getWorkOrderHistory,
  searchWorkOrders,
} from './work-orders';
import type { RecordedRequest } from '../../../tests/support/local-http-server';
import { scriptedGateway, gatewayRejection } from '../../../tests/support/scripted-gateway';

// A real HTTP server on 127.0.0.1 that answers with scripted replies.
const gateway = scriptedGateway({
  session: { getCustomerId: () => 'C1', getSessionId: () => 'S1', getAccessToken: () => 'token' },
  retryBaseDelayMs: 1,
  retryMaxDelayMs: 2,
});

const header = (request: RecordedRequest | undefined, name: string) => request?.headers[name.toLowerCase()];

describe('repair history and details endpoints', () => {
  it('searches with every filter, repeating propertiesIds and leaving out absent ones', async () => {
    const page: WorkOrderSearchResult = { worksOrders: [], totalCount: 0 };
    gateway.reply = { status: 200, body: page };
    const { data } = await searchWorkOrders(gateway.client, {
      searchText: 'tap leak',
      orderBy: 'raisedDate desc',
      raisedSince: '2019-04-01',
      status: 'Completed,Closed',
      propertiesIds: ['P1', 'B 2'],
      limit: 20,
      skip: 40,
      sor: undefined,
    });
    expect(data).toEqual(page);
    expect(gateway.requests[0]?.method).toBe('GET');
    expect(gateway.requests[0]?.url).toBe(
      '/api/search/works-orders?searchText=tap%20leak&orderBy=raisedDate%20desc&raisedSince=2019-04-01' +
        '&status=Completed%2CClosed&propertiesIds=P1&propertiesIds=B%202&limit=20&skip=40',
    );
  });

  it('reads a work order with its entity tag, and its history', async () => {
    gateway.reply = { status: 200, body: { id: 'WO-1', eTag: '"3"' }, headers: { ETag: '"3"' } };
    const answer = await getWorkOrder(gateway.client, 'WO-1');
    expect(answer).toMatchObject({ data: { id: 'WO-1' }, etag: '"3"' });
    const events: HistoryEvent[] = [
      {
        identifier: 'APCREATE01',
        subType: 'Repair created',
        createDateTime: '2025-03-05T09:00:00Z',
        appointmentStartDatetime: null,
        appointmentEndDatetime: null,
      },
    ];
    gateway.reply = { status: 200, body: events };
    expect((await getWorkOrderHistory(gateway.client, 'WO 1')).data).toEqual(events);
    expect(gateway.requests.map((request) => request.url)).toEqual([
      '/api/works-orders/WO-1',
      '/api/works-orders/WO%201/historyItems',
    ]);
  });

  it('answers a failed read with the status for the caller, without the app policy', async () => {
    gateway.reply = { status: 404, body: { status: 404, title: 'Not Found', errors: [] } };
    const error = await gatewayRejection(getWorkOrder(gateway.client, 'WO-404'));
    expect(error).toMatchObject({ status: 404, action: { type: 'returnStatus', status: 404 } });
    expect(gateway.onPolicyAction).not.toHaveBeenCalled();
  });

  it('asks the cancel eligibility once and cancels with the cancel payload and If-Match', async () => {
    gateway.reply = { status: 200, body: { errorCode: null } };
    const request: CancelEligibilityRequest = {
      channel: 'CustomerSelfService',
      status: 'Unappointed',
      isDraft: false,
      isEmergency: false,
      isOutOfHours: false,
      isRecall: false,
      isEMA: false,
      isPotentialDuplicate: false,
      sorCode: 'NA',
      raisedDate: '2025-03-05T09:00:00Z',
      assetTypeName: 'Property',
      userIdentifier: 'C1',
    };
    expect((await checkCancelEligibility(gateway.client, request)).data).toEqual({ errorCode: null });
    gateway.reply = { status: 200, body: { id: 'WO-1', status: 'Cancelled' } };
    await cancelWorkOrder(gateway.client, 'WO-1', 6, '"3"');
    expect(gateway.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/wo-cancellation-eligibility',
      'PATCH /api/works-orders/WO-1',
    ]);
    expect(JSON.parse(gateway.requests[0]!.body)).toEqual(request);
    expect(JSON.parse(gateway.requests[1]!.body)).toEqual({
      asset: { type: { assetTypeId: 6 } },
      statuses: { Status: 'Cancelled' },
    });
    expect(header(gateway.requests[1], 'If-Match')).toBe('"3"');
  });

  it('rejects a cancel of a changed repair (412) for the caller to report', async () => {
    gateway.reply = { status: 412, body: { status: 412, title: 'Precondition Failed', errors: [] } };
    const error = await gatewayRejection(cancelWorkOrder(gateway.client, 'WO-1', 6, '"2"'));
    expect(error.action).toMatchObject({ type: 'reportPreconditionFailed' });
    expect(gateway.requests).toHaveLength(1);
  });

  it('reads the contractors and adds a note to a job once', async () => {
    gateway.reply = { status: 200, body: [{ id: 'CON-001', name: 'Thameside Repairs Hub' }] };
    expect((await getContractors(gateway.client)).data).toEqual([{ id: 'CON-001', name: 'Thameside Repairs Hub' }]);
    gateway.reply = { status: 201, body: undefined };
    await addJobNote(gateway.client, 'WO-1', 'JOB-1', { noteTypeId: 4, text: 'No suitable appointment.' });
    expect(gateway.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/contractors',
      'POST /api/workorders/WO-1/JOB-1/notes',
    ]);
    expect(JSON.parse(gateway.requests[1]!.body)).toEqual({ noteTypeId: 4, text: 'No suitable appointment.' });
  });
});

describe('repair media endpoints', () => {
  it('lists, reads and deletes a repair document', async () => {
    gateway.reply = { status: 200, body: [{ id: 'DOC-1', media: { fileName: 'leak.jpg' }, metadata: [] }] };
    expect((await listWorkOrderDocuments(gateway.client, 'WO-1')).data).toHaveLength(1);
    gateway.reply = {
      status: 200,
      body: { id: 'DOC-1', fileName: 'leak.jpg', contentType: 'image/jpeg', media: 'AAAA', metadata: [] },
    };
    expect((await getWorkOrderDocument(gateway.client, 'WO-1', 'DOC-1')).data).toMatchObject({ media: 'AAAA' });
    gateway.reply = { status: 204, body: undefined };
    await deleteWorkOrderDocument(gateway.client, 'WO-1', 'DOC-1');
    expect(gateway.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/works-orders/WO-1/documents',
      'GET /api/works-orders/WO-1/documents/DOC-1',
      'DELETE /api/works-orders/WO-1/documents/DOC-1',
    ]);
  });
});
