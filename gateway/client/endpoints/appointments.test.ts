import { describe, expect, it, vi } from 'vitest';
import type { Booking, Reschedule } from '../../../schemas/generated/types';
import { APPOINTMENT_TIMEOUT_MS } from '../constants';
import { GatewayError } from '../gateway-error';
import {
  bookAppointment,
  checkRescheduleEligibility,
  getAppointmentAvailability,
  rescheduleAppointment,
} from './appointments';
import { scriptedGateway } from '../../../tests/support/scripted-gateway';

// A real HTTP server on 127.0.0.1 that answers with scripted replies.
const gateway = scriptedGateway({ retryBaseDelayMs: 1, retryMaxDelayMs: 2 });

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
    const get = vi.spyOn(gateway.client, 'get');
    gateway.reply = [{ status: 200, body: { availabilities: [], isPreferences: false, statusCode: 200 } }];
    const { data } = await getAppointmentAvailability(gateway.client, 'WO-100102', {
      referenceNumber: 'JOB-700102',
      contractorName: 'Thameside Repairs Hub',
    });
    expect(data?.statusCode).toBe(200);
    expect(gateway.requests[0]?.url).toBe(
      '/api/works-orders/WO-100102/appointments/availability?referenceNumber=JOB-700102&contractorName=Thameside%20Repairs%20Hub',
    );
    expect(get.mock.calls[0]?.[1]).toMatchObject({ timeoutMs: APPOINTMENT_TIMEOUT_MS });
    get.mockRestore();
  });

  it('books with the operation key and sends the same key again when the first answer is lost', async () => {
    gateway.reply = [unavailable, { status: 201, body: { appointmentId: 'APT-1', status: 'Booked' } }];
    const { data } = await bookAppointment(gateway.client, 'WO-100102', 'Thameside Repairs Hub', booking, 'op-42');
    expect(data).toEqual({ appointmentId: 'APT-1', status: 'Booked' });
    expect(gateway.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/works-orders/WO-100102/appointments?contractorName=Thameside%20Repairs%20Hub',
      'POST /api/works-orders/WO-100102/appointments?contractorName=Thameside%20Repairs%20Hub',
    ]);
    expect(gateway.requests.map((r) => r.headers['operation-key'])).toEqual(['op-42', 'op-42']);
    expect(JSON.parse(gateway.requests[0]!.body)).toEqual(booking);
  });

  it('hands a 500 on booking back to the scheduler (returnError), without the app policy', async () => {
    gateway.reply = [{ status: 500, body: { status: 500, title: 'Server Error', errors: [] } }];
    const error = await bookAppointment(gateway.client, 'WO-1', 'Hub', booking, 'op-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).action).toMatchObject({ type: 'returnError', status: 500 });
    expect(gateway.onPolicyAction).not.toHaveBeenCalled();
    expect(gateway.requests).toHaveLength(1);
  });

  it('asks the reschedule eligibility and moves the appointment with If-Match', async () => {
    gateway.reply = [{ status: 200, body: { errorCode: 'SSR071' } }];
    const eligibility = await checkRescheduleEligibility(gateway.client, 'WO-100103', {
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
    gateway.reply = [{ status: 200, body: { appointmentId: 'APT-2', status: 'Rescheduled' } }];
    await rescheduleAppointment(gateway.client, 'WO-100103', reschedule, '"5"');
    expect(gateway.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/works-orders/WO-100103/appointments/reschedule-eligibility',
      'PATCH /api/works-orders/WO-100103/appointments',
    ]);
    expect(gateway.requests[1]?.headers['if-match']).toBe('"5"');
    expect(JSON.parse(gateway.requests[1]!.body)).toEqual(reschedule);
  });

  it('rejects a reschedule the gateway refuses with 412 for the scheduler to explain', async () => {
    gateway.reply = [{ status: 412, body: { status: 412, title: 'Precondition Failed', errors: [] } }];
    const error = await rescheduleAppointment(gateway.client, 'WO-1', {} as Reschedule, '"1"').catch((e: unknown) => e);
    expect((error as GatewayError).action).toMatchObject({ type: 'reportPreconditionFailed', status: 412 });
  });
});
