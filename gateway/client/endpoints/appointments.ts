import type {
  ActionEligibilityResult,
  AppointmentResult,
  Availability,
  AvailabilityQuery,
  Booking,
  Reschedule,
  RescheduleEligibilityRequest,
} from '../../../schemas/generated/types';
import { APPOINTMENT_TIMEOUT_MS } from '../constants';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /works-orders/{id}/appointments/availability?referenceNumber=&contractorName=: the slots the
 * contractor's diary offers. Each attempt may take APPOINTMENT_TIMEOUT_MS (30 s, the spec's
 * appointment fetch timeout) unless the caller asks otherwise.
 *
 * @example
 * const { data } = await getAppointmentAvailability(client, 'WO-100102', {
 *   referenceNumber: 'JOB-700102', contractorName: 'Thameside Repairs Hub',
 * });
 */
export function getAppointmentAvailability(
  client: GatewayClient,
  workOrderId: string,
  query: AvailabilityQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<Availability>> {
  return client.get<Availability>(gatewayPath`/works-orders/${workOrderId}/appointments/availability`, {
    timeoutMs: APPOINTMENT_TIMEOUT_MS,
    ...options,
    query: { ...query },
  });
}

/**
 * POST /works-orders/{id}/appointments?contractorName=: books a slot. The operation key is sent as
 * `Operation-Key`, which makes the POST safe to repeat: make one key per booking attempt and
 * reuse it for a repeat, so the appointment is booked once. A 500 rejects with `returnError`
 * (the scheduler goes to /genericerror after 1 s).
 *
 * @example
 * await bookAppointment(client, 'WO-100102', 'Thameside Repairs Hub', booking, crypto.randomUUID());
 */
export function bookAppointment(
  client: GatewayClient,
  workOrderId: string,
  contractorName: string,
  booking: Booking,
  operationKey: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<AppointmentResult>> {
  return client.post<AppointmentResult>(gatewayPath`/works-orders/${workOrderId}/appointments`, booking, {
    ...options,
    query: { contractorName },
    operationKey,
  });
}

/**
 * POST /works-orders/{id}/appointments/reschedule-eligibility: may the resident move this
 * appointment? `errorCode` null means yes; SSR070, SSR071, SSR075, CR165 or CR166 say why not.
 *
 * @example
 * const { data } = await checkRescheduleEligibility(client, 'WO-100103', request);
 */
export function checkRescheduleEligibility(
  client: GatewayClient,
  workOrderId: string,
  request: RescheduleEligibilityRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<ActionEligibilityResult>> {
  return client.post<ActionEligibilityResult>(
    gatewayPath`/works-orders/${workOrderId}/appointments/reschedule-eligibility`,
    request,
    options,
  );
}

/**
 * PATCH /works-orders/{id}/appointments with the work order's entity tag: moves the appointment.
 * A 412 (changed since read, or the contractor is due today) rejects with
 * `reportPreconditionFailed` and the scheduler shows SSR071; every other failure but 401 rejects
 * with `returnError`, for the scheduler's own message (REP-CXL-05: Reschedule_ApiFailError,
 * Reschedule_Api_Error), not the generic error page.
 *
 * @example
 * const { data } = await rescheduleAppointment(client, 'WO-100103', reschedule, etag); // data?.status === 'Rescheduled'
 */
export function rescheduleAppointment(
  client: GatewayClient,
  workOrderId: string,
  reschedule: Reschedule,
  etag: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<AppointmentResult>> {
  return client.patch<AppointmentResult>(gatewayPath`/works-orders/${workOrderId}/appointments`, reschedule, {
    ...options,
    etag,
    callerHandlesFailure: true,
  });
}
