import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, Reschedule } from '../../../schemas/generated/types';
import {
  sendJson,
  startLocalHttpServer,
  type LocalHttpServer,
  type RecordedRequest,
} from '../../../tests/support/local-http-server';
import { APPOINTMENT_TIMEOUT_MS } from '../constants';
import { createGatewayClient, type GatewayClient } from '../gateway-client';
import { GatewayError } from '../gateway-error';
import {
  bookAppointment,
  checkRescheduleEligibility,
  getAppointmentAvailability,
  rescheduleAppointment,
} from './appointments';

// A real HTTP server on 127.0.0.1 that answers each request with the next scripted reply (or a list of them).

interface Reply {
  status: number;
  body: unknown;
}

let server: LocalHttpServer;
let requests: RecordedRequest[];
let replies: Reply[] = [];
let client: GatewayClient;
const onPolicyAction = vi.fn();

beforeAll(async () => {
  server = await startLocalHttpServer((_, response) => {
    const reply = replies.length > 1 ? replies.shift()! : (replies[0] ?? { status: 200, body: {} });
    sendJson(response, reply.status, reply.body);
  });
  requests = server.requests;
  client = createGatewayClient({
    baseUrl: server.baseUrl,
    subscriptionKey: 'key',
    session: { getCustomerId: () => 'C1', getSessionId: () => 'S1' },
    onPolicyAction,
    retryBaseDelayMs: 1,
    retryMaxDelayMs: 2,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  replies = [];
  onPolicyAction.mockReset();
});

const booking: Booking = {
  isPreferences: false,
  jobNumber: 'JOB-700102',
  diaryCode: 'HUB1-REP',
  appointmentFromDate: '2025-03-10T08:00:00.000Z',
  appointmentToDate: '2025-03-10T12:00:00.000Z',
  externalCreateDateTime: '2025-03-05T09:00:00.000Z',
  externalReferenceId: 'WO-100102',
  availabilityType: 'AM',
  isInsideSla: true,
  reasonCode: 'NEW_APPOINTMENT',
  metadata: [],
};

const unavailable = { status: 503, body: { status: 503, title: 'Unknown Error', errors: [] } };

describe('appointment endpoints', () => {
  it('asks the availability with the job number and contractor, allowing the appointment timeout', async () => {
    const get = vi.spyOn(client, 'get');
    replies = [{ status: 200, body: { availabilities: [], isPreferences: false, statusCode: 200 } }];
    const { data } = await getAppointmentAvailability(client, 'WO-100102', {
      referenceNumber: 'JOB-700102',
      contractorName: 'Thameside Repairs Hub',
    });
    expect(data?.statusCode).toBe(200);
    expect(requests[0]?.url).toBe(
      '/api/works-orders/WO-100102/appointments/availability?referenceNumber=JOB-700102&contractorName=Thameside%20Repairs%20Hub',
    );
    expect(get.mock.calls[0]?.[1]).toMatchObject({ timeoutMs: APPOINTMENT_TIMEOUT_MS });
    get.mockRestore();
  });

  it('books with the operation key and sends the same key again when the first answer is lost', async () => {
    replies = [unavailable, { status: 201, body: { appointmentId: 'APT-1', status: 'Booked' } }];
    const { data } = await bookAppointment(client, 'WO-100102', 'Thameside Repairs Hub', booking, 'op-42');
    expect(data).toEqual({ appointmentId: 'APT-1', status: 'Booked' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/works-orders/WO-100102/appointments?contractorName=Thameside%20Repairs%20Hub',
      'POST /api/works-orders/WO-100102/appointments?contractorName=Thameside%20Repairs%20Hub',
    ]);
    expect(requests.map((r) => r.headers['operation-key'])).toEqual(['op-42', 'op-42']);
    expect(JSON.parse(requests[0]!.body)).toEqual(booking);
  });

  it('hands a 500 on booking back to the scheduler (returnError), without the app policy', async () => {
    replies = [{ status: 500, body: { status: 500, title: 'Server Error', errors: [] } }];
    const error = await bookAppointment(client, 'WO-1', 'Hub', booking, 'op-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).action).toMatchObject({ type: 'returnError', status: 500 });
    expect(onPolicyAction).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('asks the reschedule eligibility and moves the appointment with If-Match', async () => {
    replies = [{ status: 200, body: { errorCode: 'SSR071' } }];
    const eligibility = await checkRescheduleEligibility(client, 'WO-100103', {
      channel: 'CustomerSelfService',
      status: 'Appointed',
      isDraft: false,
      isEmergency: false,
      isOutOfHours: false,
      isRecall: false,
      isEMA: false,
      isPotentialDuplicate: false,
      sorCode: 'NA',
      raisedDate: '2025-03-01T09:00:00Z',
      assetTypeName: 'Property',
      userIdentifier: 'C1',
      isContractorIntegrated: true,
    });
    expect(eligibility.data?.errorCode).toBe('SSR071');
    const reschedule: Reschedule = {
      status: 'RESCHEDULE',
      reasonCode: 'RESCHEDULE_APPOINTMENT',
      isPreferred: false,
      jobNumber: 'JOB-700103',
      appointmentFromDate: booking.appointmentFromDate,
      appointmentToDate: booking.appointmentToDate,
      externalCreateDateTime: booking.externalCreateDateTime,
      availabilityType: 'AM',
      isInsideSla: true,
      contractorSiteCode: 'HUB1-REP',
    };
    replies = [{ status: 200, body: { appointmentId: 'APT-2', status: 'Rescheduled' } }];
    await rescheduleAppointment(client, 'WO-100103', reschedule, '"5"');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/works-orders/WO-100103/appointments/reschedule-eligibility',
      'PATCH /api/works-orders/WO-100103/appointments',
    ]);
    expect(requests[1]?.headers['if-match']).toBe('"5"');
    expect(JSON.parse(requests[1]!.body)).toEqual(reschedule);
  });

  it('rejects a reschedule the gateway refuses with 412 for the scheduler to explain', async () => {
    replies = [{ status: 412, body: { status: 412, title: 'Precondition Failed', errors: [] } }];
    const error = await rescheduleAppointment(client, 'WO-1', {} as Reschedule, '"1"').catch((e: unknown) => e);
    expect((error as GatewayError).action).toMatchObject({ type: 'reportPreconditionFailed', status: 412 });
  });
});
