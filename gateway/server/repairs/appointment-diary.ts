import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Availability, AvailabilitySlot } from '../../../schemas/generated/types';
import { slotKey, type BookedCounts } from '../repositories/appointment-repository';
import { REPAIRS_ZONE } from './working-hours';

/** The kinds of slot every diary offers, in UK time. */
export const SLOT_KINDS = [
  { availabilityType: 'AM', start: '08:00', end: '12:00', availabilityTypeLabel: 'Morning 8am to 12pm' },
  { availabilityType: 'PM', start: '12:00', end: '16:00', availabilityTypeLabel: 'Afternoon 12pm to 4pm' },
] as const;

/** How many working days (Monday to Friday) ahead a diary offers, from tomorrow. */
export const DIARY_WORKING_DAYS = 20;
/** A slot more than this many days ahead is outside the service level (REP-SCH-06). */
export const SLA_DAYS = 6;
export const OUTSIDE_SLA_REASONS = {
  contractor: 'Contractor availability',
  resident: 'Resident availability',
} as const;

const CAPACITY_LABELS = ['Not Available', 'Low', 'Medium', 'High'] as const;
export type CapacityLabel = (typeof CAPACITY_LABELS)[number];

/** One slot of a diary before bookings: its date, kind, service level and the bookings it can take. */
export interface DiarySlot {
  date: string;
  availabilityType: string;
  insideSla: boolean;
  capacity: number;
}

/**
 * The simulated diary's capacity of a slot, the same on every call: 0 (two in ten slots), 1, 2 or
 * 3 bookings, from a hash of the diary, date and kind. Real diaries would come from the
 * contractor's system; this stands in for it deterministically.
 */
export function slotCapacity(diaryCode: string, date: string, availabilityType: string): number {
  const byte = createHash('sha256').update(`${diaryCode}|${date}|${availabilityType}`).digest()[0] ?? 0;
  const tenth = byte % 10;
  return tenth < 2 ? 0 : tenth < 4 ? 1 : tenth < 7 ? 2 : 3;
}

/** The label of what is left: none Not Available, 1 Low, 2 Medium, 3 or more High. */
export function capacityLabel(remaining: number): CapacityLabel {
  return CAPACITY_LABELS[Math.max(0, Math.min(3, remaining))] as CapacityLabel;
}

/**
 * Every slot a diary offers seen from `today` (YYYY-MM-DD, UK): each kind on the next
 * {@link DIARY_WORKING_DAYS} working days, inside the service level up to {@link SLA_DAYS} days ahead.
 *
 * @example
 * diarySlots('HUB1-REP', '2025-03-14')[0]; // { date: '2025-03-17', availabilityType: 'AM', insideSla: true, capacity: 2 }
 */
export function diarySlots(diaryCode: string, today: string): DiarySlot[] {
  const start = DateTime.fromISO(today, { zone: REPAIRS_ZONE });
  const slots: DiarySlot[] = [];
  for (let day = start.plus({ days: 1 }), found = 0; found < DIARY_WORKING_DAYS; day = day.plus({ days: 1 })) {
    if (day.weekday > 5) continue;
    found += 1;
    const date = day.toISODate() as string;
    const insideSla = day.diff(start, 'days').days <= SLA_DAYS;
    for (const kind of SLOT_KINDS) {
      const capacity = slotCapacity(diaryCode, date, kind.availabilityType);
      slots.push({ date, availabilityType: kind.availabilityType, insideSla, capacity });
    }
  }
  return slots;
}

/** Start and end of a slot as moments (its times are UK time on its date). */
export function slotTimes(date: string, availabilityType: string): { from: Date; to: Date } | undefined {
  const kind = SLOT_KINDS.find((k) => k.availabilityType === availabilityType);
  if (!kind) return undefined;
  const at = (time: string) => DateTime.fromISO(`${date}T${time}`, { zone: REPAIRS_ZONE }).toJSDate();
  return { from: at(kind.start), to: at(kind.end) };
}

/**
 * Why a slot outside the service level is offered: Contractor availability when nothing inside it
 * is left (the contractor cannot come sooner), otherwise Resident availability (the resident prefers later).
 */
export function outsideSlaReason(slots: DiarySlot[], booked: BookedCounts): string {
  const openInside = slots.some(
    (s) => s.insideSla && s.capacity - (booked.get(slotKey(s.date, s.availabilityType)) ?? 0) > 0,
  );
  return openInside ? OUTSIDE_SLA_REASONS.resident : OUTSIDE_SLA_REASONS.contractor;
}

/**
 * The availability answer of a diary: one entry per slot kind with every date, the capacity left
 * after bookings, and metadata to send back when booking (slotReference, diaryCode, and for a slot
 * outside the service level outsideSlaReason).
 */
export function buildAvailability(diaryCode: string, today: string, booked: BookedCounts): Availability {
  const slots = diarySlots(diaryCode, today);
  const reason = outsideSlaReason(slots, booked);
  return {
    availabilities: SLOT_KINDS.map((kind) => ({
      availabilityDetails: { ...kind },
      slots: slots
        .filter((s) => s.availabilityType === kind.availabilityType)
        .map((s): AvailabilitySlot => {
          const left = s.capacity - (booked.get(slotKey(s.date, s.availabilityType)) ?? 0);
          const metadata = [
            { key: 'slotReference', value: `${diaryCode}-${s.date.replaceAll('-', '')}-${s.availabilityType}` },
            { key: 'diaryCode', value: diaryCode },
            ...(s.insideSla ? [] : [{ key: 'outsideSlaReason', value: reason }]),
          ];
          return { date: s.date, insideSla: s.insideSla, capacity: capacityLabel(left), metadata };
        }),
    })),
    isPreferences: false,
    statusCode: 200,
  };
}
