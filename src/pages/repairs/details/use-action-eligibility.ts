import { useEffect, useState } from 'react';
import {
  checkCancelEligibility,
  checkRescheduleEligibility,
  type GatewayClient,
  isHandledByApp,
} from '../../../../gateway/client';
import type { Contractor, WorkOrder } from '../../../../schemas/generated/types';
import {
  attendsToday,
  canOfferCancel,
  canReschedule,
  cancelEligibilityRequest,
  isEmergencyRepair,
  rescheduleEligibilityRequest,
} from './action-rules';

/** What one eligibility check said: still asking, could not ask, or its answer (null: allowed). */
export type CheckState = { state: 'checking' } | { state: 'error' } | { state: 'decided'; errorCode: string | null };

/** The two checks of the details page; undefined for an action the repair's status never offers. */
export interface ActionEligibility {
  cancel?: CheckState;
  reschedule?: CheckState;
}

const checking: CheckState = { state: 'checking' };
const decided = (errorCode: string | null): CheckState => ({ state: 'decided', errorCode });

/**
 * The code the portal knows without asking (REP-ACT-05, REP-CXL-07): an
 * emergency is never cancelled online (SSR036); when the contractor attends today neither cancel
 * (SSR066) nor reschedule (SSR075) is done online. Undefined: the gateway's check decides.
 */
export function knownCancelCode(workOrder: WorkOrder, now: Date): string | undefined {
  if (isEmergencyRepair(workOrder)) return 'SSR036';
  if (attendsToday(workOrder, now)) return 'SSR066';
  return undefined;
}

export function knownRescheduleCode(workOrder: WorkOrder, now: Date): string | undefined {
  return attendsToday(workOrder, now) ? 'SSR075' : undefined;
}

/**
 * Runs the cancel and reschedule eligibility checks as soon as the repair is read (REP-ACT-04,
 * REP-ACT-05: Cancel and Reschedule show only when their check allows), each only for a status
 * that offers the action, and again when the repair is read again (after a cancel). A check that cannot be made is
 * 'error' (the page shows EligibilityCancelAPI_Error or EligibilityRescheduleAPI_Error).
 */
export function useActionEligibility(
  client: GatewayClient,
  workOrder: WorkOrder,
  contractor: Contractor | undefined,
  customerId: string,
): ActionEligibility {
  const [answers, setAnswers] = useState<{ of: WorkOrder; value: ActionEligibility }>();
  const offerCancel = canOfferCancel(workOrder);
  const offerReschedule = canReschedule(workOrder);
  useEffect(() => {
    let current = true;
    const today = new Date();
    const set = (action: keyof ActionEligibility, value: CheckState) =>
      current &&
      setAnswers((old) => ({ of: workOrder, value: { ...(old?.of === workOrder ? old.value : {}), [action]: value } }));
    const ask = (
      action: keyof ActionEligibility,
      known: string | undefined,
      call: () => Promise<{ data?: { errorCode?: string | null } }>,
    ) => {
      if (known) return set(action, decided(known));
      set(action, checking);
      call().then(
        ({ data }) => set(action, decided(data?.errorCode ?? null)),
        (error: unknown) => {
          if (!isHandledByApp(error)) set(action, { state: 'error' });
        },
      );
    };
    if (offerCancel) {
      ask('cancel', knownCancelCode(workOrder, today), () =>
        checkCancelEligibility(client, cancelEligibilityRequest(workOrder, customerId)),
      );
    }
    if (offerReschedule) {
      ask('reschedule', knownRescheduleCode(workOrder, today), () =>
        checkRescheduleEligibility(
          client,
          workOrder.id,
          rescheduleEligibilityRequest(workOrder, customerId, contractor),
        ),
      );
    }
    return () => {
      current = false;
    };
  }, [client, workOrder, contractor, customerId, offerCancel, offerReschedule]);
  const value = answers?.of === workOrder ? answers.value : {};
  return {
    ...(offerCancel ? { cancel: value.cancel ?? checking } : {}),
    ...(offerReschedule ? { reschedule: value.reschedule ?? checking } : {}),
  };
}
