import { DateTime } from 'luxon';
import type {
  AssetTypeName,
  CancelEligibilityRequest,
  Contractor,
  RescheduleEligibilityRequest,
  WorkOrder,
} from '../../../../schemas/generated/types';
import { DISPLAY_ZONE } from '../../../dates/date-format';

/** A recall may be raised within this many months of completion (REP-ACT-03). */
export const RECALL_WINDOW_MONTHS = 6;

/** Statuses a resident may ask to cancel (the eligibility check then decides). */
const CANCELLABLE = new Set([
  'Unappointed',
  'Appointed',
  'In Progress',
  'Pending Approval',
  'On Hold',
  'Reported to EMA',
]);

/** True for an emergency repair, in or out of hours. */
export function isEmergencyRepair(workOrder: Pick<WorkOrder, 'priority' | 'priorityCode'>): boolean {
  return (
    workOrder.priority?.startsWith('Emergency') === true ||
    workOrder.priorityCode === 'EME' ||
    workOrder.priorityCode === 'DME'
  );
}

/** True when the contractor is due today (UK time): cancelling and rescheduling then need a phone call. */
export function attendsToday(workOrder: Pick<WorkOrder, 'appointmentStartDate'>, now: Date = new Date()): boolean {
  if (!workOrder.appointmentStartDate) return false;
  const start = DateTime.fromISO(workOrder.appointmentStartDate, { zone: DISPLAY_ZONE });
  return start.isValid && start.hasSame(DateTime.fromJSDate(now).setZone(DISPLAY_ZONE), 'day');
}

/** Resume repair: a draft (In Diagnosis). */
export function canResume(workOrder: Pick<WorkOrder, 'status'>): boolean {
  return workOrder.status === 'In Diagnosis';
}

/**
 * Select Appointment: an integrated contractor, a repair to the property, Next Available and
 * still Unappointed (REP-ACT-01).
 */
export function canSelectAppointment(
  workOrder: Pick<WorkOrder, 'status' | 'area' | 'priority'>,
  contractor: Contractor | undefined,
): boolean {
  return (
    contractor?.statuses.isIntegrated === true &&
    workOrder.area === 'Property' &&
    workOrder.priority === 'Next Available' &&
    workOrder.status === 'Unappointed'
  );
}

/** Reschedule Appointment: an appointed repair (the eligibility check then decides). */
export function canReschedule(workOrder: Pick<WorkOrder, 'status'>): boolean {
  return workOrder.status === 'Appointed';
}

/** Cancel repair: an open, submitted repair (the eligibility check then decides). */
export function canOfferCancel(workOrder: Pick<WorkOrder, 'status'>): boolean {
  return CANCELLABLE.has(workOrder.status);
}

/**
 * Recall: Completed or Closed, Next Available, completed within the last 6 months, and not itself a recall.
 *
 * @example
 * canRecall({ status: 'Completed', priority: 'Next Available', completedDate: '2025-01-10', isRecall: false }, new Date('2025-03-01')); // true
 */
export function canRecall(
  workOrder: Pick<WorkOrder, 'status' | 'priority' | 'completedDate' | 'isRecall'>,
  now: Date = new Date(),
): boolean {
  if (workOrder.status !== 'Completed' && workOrder.status !== 'Closed') return false;
  if (workOrder.priority !== 'Next Available' || workOrder.isRecall || !workOrder.completedDate) return false;
  const completed = DateTime.fromISO(workOrder.completedDate);
  return completed.isValid && completed >= DateTime.fromJSDate(now).minus({ months: RECALL_WINDOW_MONTHS });
}

/** The contractor doing the repair: by its site, else by its name. */
export function contractorOf(
  workOrder: Pick<WorkOrder, 'contractor' | 'siteIndentifire' | 'contractorName'>,
  contractors: readonly Contractor[],
): Contractor | undefined {
  const site = workOrder.contractor ?? workOrder.siteIndentifire;
  return (
    (site && contractors.find((c) => c.contractorSites.some((s) => s.siteIdentifier === site))) ||
    contractors.find((c) => c.name === workOrder.contractorName)
  );
}

/** The contractor's first phone number, else the one on the repair. */
export function contractorPhone(workOrder: Pick<WorkOrder, 'contractorPhoneNumber'>, contractor?: Contractor): string {
  return contractor?.contacts[0]?.telecomsAddresses[0]?.number ?? workOrder.contractorPhoneNumber ?? '';
}

/** The facts the cancel eligibility check asks for (POST /wo-cancellation-eligibility). */
export function cancelEligibilityRequest(workOrder: WorkOrder, customerId: string): CancelEligibilityRequest {
  return {
    channel: workOrder.channel,
    status: workOrder.status,
    isDraft: workOrder.isDraft,
    isEmergency: isEmergencyRepair(workOrder),
    isOutOfHours: workOrder.isOutOfHours,
    isRecall: workOrder.isRecall,
    isEMA: workOrder.isEMA,
    isPotentialDuplicate: workOrder.isPotentialDuplicate,
    contractorSiteIdentifier: workOrder.contractor ?? workOrder.siteIndentifire,
    location: workOrder.repairLocation,
    trade: workOrder.trade,
    sorCode: workOrder.sorCode,
    raisedDate: workOrder.raisedDate,
    assetTypeName: workOrder.area as AssetTypeName,
    lastAppointmentDate: workOrder.appointmentStartDate,
    userIdentifier: customerId,
    raisedByIdentifier: workOrder.raisedBy,
  };
}

/** The facts the reschedule eligibility check asks for: the cancel facts and whether the contractor is integrated. */
export function rescheduleEligibilityRequest(
  workOrder: WorkOrder,
  customerId: string,
  contractor: Contractor | undefined,
): RescheduleEligibilityRequest {
  return {
    ...cancelEligibilityRequest(workOrder, customerId),
    isContractorIntegrated: contractor?.statuses.isIntegrated === true,
  };
}
