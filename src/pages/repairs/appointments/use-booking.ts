import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bookAppointment,
  GatewayError,
  isAppPolicyAction,
  rescheduleAppointment,
  type GatewayClient,
} from '../../../../gateway/client';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { genericErrorPath } from '../../../gateway/portal-gateway';
import { appointmentText } from '../appointment-text';
import { bookingPayload, reschedulePayload, siteOf, type OfferedSlot } from './availability-slots';
import type { SchedulerOperation } from './scheduler-path';

/** Wait before a failed booking (500) leads to /genericerror (REP-SCH-05). */
export const BOOKING_ERROR_DELAY_MS = 1000;

/** A new operation key: one per booking attempt, reused when the same choice is sent again. */
const newOperationKey = () => globalThis.crypto.randomUUID();

/**
 * Why the scheduler stays with a message: the reschedule was refused (412: SSR071), the gateway
 * answered that it could not move the appointment (a 4xx: Reschedule_ApiFailError), or the
 * service did not answer or failed (5xx, no answer: Reschedule_Api_Error) (REP-CXL-05).
 */
export type BookingProblem = 'SSR071' | 'Reschedule_ApiFailError' | 'Reschedule_Api_Error' | undefined;

/**
 * The message of a failed reschedule.
 *
 * @example
 * rescheduleProblem(409); // 'Reschedule_ApiFailError'
 * rescheduleProblem(0); // 'Reschedule_Api_Error'
 */
export function rescheduleProblem(status: number): Exclude<BookingProblem, undefined> {
  if (status === 412) return 'SSR071';
  return status >= 400 && status < 500 ? 'Reschedule_ApiFailError' : 'Reschedule_Api_Error';
}

/**
 * Books the chosen slot (POST with an Operation-Key) or, when rescheduling, moves the appointment
 * (PATCH with the repair's entity tag). Success goes home with a confirmation; a failed booking
 * (500) goes to /genericerror after a second; a failed reschedule stays with its message.
 */
export function useBooking(options: {
  client: GatewayClient;
  workOrder: WorkOrder;
  etag: string;
  isPreferences: boolean;
  operation: SchedulerOperation;
}) {
  const { client, workOrder, etag, isPreferences, operation } = options;
  const navigate = useNavigate();
  const keys = useRef(new Map<string, string>());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<BookingProblem>();

  const book = async (offered: OfferedSlot, remarks: string | undefined) => {
    setBusy(true);
    setProblem(undefined);
    // The same choice sent again (a double press, a retry after a lost answer) carries the same key.
    const choice = `${offered.id}|${remarks ?? ''}`;
    const operationKey = keys.current.get(choice) ?? newOperationKey();
    keys.current.set(choice, operationKey);
    const booking = bookingPayload(workOrder, offered, isPreferences, remarks);
    try {
      if (operation === 'RescheduleAppointment') {
        await rescheduleAppointment(
          client,
          workOrder.id,
          reschedulePayload(workOrder, offered, isPreferences, remarks),
          etag,
        );
      } else {
        const contractorName = workOrder.contractorName ?? siteOf(workOrder);
        await bookAppointment(client, workOrder.id, contractorName, booking, operationKey);
      }
      const appointment = appointmentText(booking.appointmentFromDate, booking.appointmentToDate);
      navigate('/customer360View', {
        state: {
          noticeKey: operation === 'RescheduleAppointment' ? 'repairs:notice.rescheduled' : 'repairs:notice.booked',
          noticeValues: { appointment, reference: workOrder.jobNo ?? '' },
        },
      });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof GatewayError) || isAppPolicyAction(error.action)) return;
      if (operation === 'RescheduleAppointment') {
        setProblem(rescheduleProblem(error.status));
        return;
      }
      setBusy(true);
      setTimeout(() => navigate(genericErrorPath(error)), BOOKING_ERROR_DELAY_MS);
    }
  };
  return { book, busy, problem };
}
