import { DateTime } from 'luxon';
import type { RepairStatus } from '../../../../../schemas/generated/types';

/** The association works in UK time: "today" is today in London. */
const ZONE = 'Europe/London';

/** Statuses a resident may cancel online: the repair is waiting, nobody is working on it yet. */
export const CANCELLABLE_STATUSES: readonly RepairStatus[] = [
  'Unappointed',
  'Appointed',
  'Pending Approval',
  'On Hold',
];

/** Why a repair cannot be cancelled online; the portal shows the message of that key. */
export const CANCEL_RULES = {
  SSR008:
    'SSR008: the repair cannot be cancelled online: it is a draft (delete it instead), its status is not ' +
    `${CANCELLABLE_STATUSES.join(', ')}, or an estate managing agent handles it.`,
  SSR036: 'SSR036: the repair is an emergency (or was raised out of hours); emergencies are cancelled by phone.',
  SSR066: 'SSR066: the contractor attends today (the latest appointment is today, London time); phone to cancel.',
} as const;
export type CancelCode = keyof typeof CANCEL_RULES;

/** Why an appointment cannot be moved online; SSR071 and SSR075 name the contractor to phone. */
export const RESCHEDULE_RULES = {
  CR165: 'CR165: there is no appointment to move: the repair is a draft, is not Appointed, or has no appointment.',
  CR166: 'CR166: rescheduling is not possible for an emergency or out-of-hours repair.',
  SSR070: 'SSR070: an estate managing agent arranges the visit, or no contractor is known yet; phone us.',
  SSR075: 'SSR075: the contractor attends today (or the visit is already due); phone the contractor.',
  SSR071:
    'SSR071: the contractor does not take online bookings, or its site is demobilised or on hold; phone the contractor.',
} as const;
export type RescheduleCode = keyof typeof RESCHEDULE_RULES;

/** What the cancel rules look at (the body of POST /wo-cancellation-eligibility). */
export interface CancelFacts {
  status: RepairStatus;
  isDraft: boolean;
  isEmergency: boolean;
  isOutOfHours: boolean;
  isEMA: boolean;
  lastAppointmentDate?: string | null;
}

/** What the reschedule rules look at (the stored repair and its contractor). */
export interface RescheduleFacts {
  status: RepairStatus;
  isDraft: boolean;
  isEmergency: boolean;
  isOutOfHours: boolean;
  isEMA: boolean;
  appointmentStart: Date | null;
  contractorSite: string | null;
  /** Undefined when the repair has no known contractor. */
  contractor?: { isIntegrated: boolean; siteOnHold: boolean };
  /** Sites residents must phone (the demobilizedContractorSites setting). */
  demobilisedSites: readonly string[];
}

function londonDay(moment: Date): DateTime {
  return DateTime.fromJSDate(moment, { zone: ZONE }).startOf('day');
}

/**
 * May the resident cancel this repair online? The first rule that applies gives the code, in
 * the order of {@link CANCEL_RULES}: SSR008 (not cancellable), SSR036 (emergency), SSR066 (the
 * contractor attends today); null when nothing stops it.
 *
 * @example
 * cancelEligibility({ status: 'Appointed', isDraft: false, isEmergency: false, isOutOfHours: false,
 *   isEMA: false, lastAppointmentDate: new Date().toISOString() }, new Date()); // 'SSR066'
 */
export function cancelEligibility(facts: CancelFacts, now: Date): CancelCode | null {
  if (facts.isDraft || !CANCELLABLE_STATUSES.includes(facts.status) || facts.isEMA) return 'SSR008';
  if (facts.isEmergency || facts.isOutOfHours) return 'SSR036';
  const appointment = facts.lastAppointmentDate ? new Date(facts.lastAppointmentDate) : null;
  if (appointment && +londonDay(appointment) === +londonDay(now)) return 'SSR066';
  return null;
}

/**
 * May the resident move this repair's appointment online? The first rule that applies gives the
 * code, in the order of {@link RESCHEDULE_RULES}: CR165 (nothing to move), CR166 (emergency),
 * SSR070 (managing agent or no contractor), SSR075 (the contractor attends today or was due
 * already), SSR071 (phone the contractor); null when the scheduler may be opened.
 *
 * @example
 * rescheduleEligibility({ status: 'Appointed', isDraft: false, isEmergency: false, isOutOfHours: false,
 *   isEMA: false, appointmentStart: inThreeDays, contractorSite: 'HUB1-REP',
 *   contractor: { isIntegrated: true, siteOnHold: false }, demobilisedSites: ['HUB4-REP'] }, new Date()); // null
 */
export function rescheduleEligibility(facts: RescheduleFacts, now: Date): RescheduleCode | null {
  if (facts.isDraft || facts.status !== 'Appointed' || !facts.appointmentStart) return 'CR165';
  if (facts.isEmergency || facts.isOutOfHours) return 'CR166';
  if (facts.isEMA || !facts.contractor || !facts.contractorSite) return 'SSR070';
  if (+londonDay(facts.appointmentStart) <= +londonDay(now)) return 'SSR075';
  const demobilised = facts.demobilisedSites.includes(facts.contractorSite);
  if (!facts.contractor.isIntegrated || facts.contractor.siteOnHold || demobilised) return 'SSR071';
  return null;
}

/**
 * The sites of the demobilizedContractorSites setting (a comma list), trimmed.
 *
 * @example
 * demobilisedSitesOf(' HUB4-REP, OLD-1 '); // ['HUB4-REP', 'OLD-1']
 */
export function demobilisedSitesOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
