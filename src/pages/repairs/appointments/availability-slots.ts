import { DateTime } from 'luxon';
import type {
  Availability,
  AvailabilityDetails,
  AvailabilitySlot,
  Booking,
  Reschedule,
  WorkOrder,
} from '../../../../schemas/generated/types';
import { isBookable } from '../../../../renderer/slot-grid/slot-layout';
import type { Slot } from '../../../../renderer/slot-grid/slot-grid-props';
import { DISPLAY_ZONE } from '../../../dates/date-format';

/** Prefix of the slot grid's row keys: the rest is the slot kind, read back to its label. */
export const BAND_KEY_PREFIX = 'appointment-band:';

/** One offered slot with the kind of slot it belongs to. */
export interface OfferedSlot {
  id: string;
  details: AvailabilityDetails;
  slot: AvailabilitySlot;
}

/** The offered slots: the grid's view of them and each one by id. */
export interface SlotChoices {
  slots: Slot[];
  byId: Map<string, OfferedSlot>;
  /** Slot kind code → its label (Morning 8am to 12pm), for the grid's row headings. */
  bandLabels: Map<string, string>;
  /** True when at least one slot can be booked. */
  anyBookable: boolean;
}

/**
 * The availability answer as grid slots (dates as columns, slot kinds as rows).
 *
 * @example
 * slotChoices(availability).slots[0]; // { id: '2025-03-18|AM', date: '2025-03-18', labelKey: 'appointment-band:AM', capacity: 'High' }
 */
export function slotChoices(availability: Availability | undefined): SlotChoices {
  const byId = new Map<string, OfferedSlot>();
  const bandLabels = new Map<string, string>();
  const slots: Slot[] = [];
  if (availability?.statusCode === 200 || availability?.statusCode === undefined) {
    for (const option of availability?.availabilities ?? []) {
      const { availabilityType, availabilityTypeLabel } = option.availabilityDetails;
      const labelKey = `${BAND_KEY_PREFIX}${availabilityType}`;
      bandLabels.set(labelKey, availabilityTypeLabel);
      for (const slot of option.slots) {
        const id = `${slot.date}|${availabilityType}`;
        byId.set(id, { id, details: option.availabilityDetails, slot });
        slots.push({ id, date: slot.date, labelKey, capacity: slot.capacity });
      }
    }
  }
  return { slots, byId, bandLabels, anyBookable: slots.some(isBookable) };
}

/** A slot's start or end as a UTC ISO date-time, from its date and HH:MM time in UK time. */
export function slotMoment(date: string, time: string): string {
  return DateTime.fromISO(`${date}T${time}`, { zone: DISPLAY_ZONE }).toUTC().toISO() ?? `${date}T${time}:00Z`;
}

const metadataValue = (offered: OfferedSlot, key: string) =>
  offered.slot.metadata.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;

/** The contractor site of a repair (the diary and site code of booking and rescheduling). */
export function siteOf(workOrder: Pick<WorkOrder, 'contractor' | 'siteIndentifire'>): string {
  return workOrder.contractor ?? workOrder.siteIndentifire ?? '';
}

/** The body of POST /works-orders/{id}/appointments for the chosen slot. */
export function bookingPayload(
  workOrder: WorkOrder,
  offered: OfferedSlot,
  isPreferences: boolean,
  remarks: string | undefined,
  now: Date = new Date(),
): Booking {
  return {
    isPreferences,
    jobNumber: workOrder.jobNo ?? '',
    diaryCode: metadataValue(offered, 'diaryCode') || siteOf(workOrder) || workOrder.contractorName || 'UNKNOWN',
    appointmentFromDate: slotMoment(offered.slot.date, offered.details.start),
    appointmentToDate: slotMoment(offered.slot.date, offered.details.end),
    externalCreateDateTime: now.toISOString(),
    externalReferenceId: workOrder.id,
    availabilityType: offered.details.availabilityType,
    isInsideSla: offered.slot.insideSla,
    reasonCode: 'NEW_APPOINTMENT',
    ...(remarks ? { remarks } : {}),
    metadata: offered.slot.metadata,
  };
}

/** The body of PATCH /works-orders/{id}/appointments moving the appointment to the chosen slot. */
export function reschedulePayload(
  workOrder: WorkOrder,
  offered: OfferedSlot,
  isPreferences: boolean,
  remarks: string | undefined,
  now: Date = new Date(),
): Reschedule {
  return {
    status: 'RESCHEDULE',
    reasonCode: 'RESCHEDULE_APPOINTMENT',
    ...(remarks ? { remarks } : {}),
    isPreferred: isPreferences,
    jobNumber: workOrder.jobNo ?? '',
    appointmentFromDate: slotMoment(offered.slot.date, offered.details.start),
    appointmentToDate: slotMoment(offered.slot.date, offered.details.end),
    externalCreateDateTime: now.toISOString(),
    availabilityType: offered.details.availabilityType,
    isInsideSla: offered.slot.insideSla,
    contractorSiteCode: siteOf(workOrder),
  };
}
