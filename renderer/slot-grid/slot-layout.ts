import { NOT_AVAILABLE, type Slot } from './slot-grid-props';

/** The grid: dates as columns, time bands as rows, each cell a slot or nothing. */
export interface SlotLayout {
  dates: string[];
  bands: string[];
  cell: (band: string, date: string) => Slot | undefined;
}

/** True when a slot can be chosen. */
export function isBookable(slot: Slot | undefined): slot is Slot {
  return !!slot && slot.capacity.trim().toLowerCase() !== NOT_AVAILABLE.toLowerCase();
}

/**
 * Lays slots out by date (sorted) and time band (in order of first appearance).
 *
 * @example
 * slotLayout(slots).dates // ['2026-11-23', '2026-11-24', ...]
 */
export function slotLayout(slots: Slot[]): SlotLayout {
  const dates = [...new Set(slots.map((slot) => slot.date))].sort();
  const bands = [...new Set(slots.map((slot) => slot.labelKey))];
  const byKey = new Map(slots.map((slot) => [`${slot.labelKey}|${slot.date}`, slot]));
  return { dates, bands, cell: (band, date) => byKey.get(`${band}|${date}`) };
}

/** English weekday, day and month of an ISO date, e.g. "Mon 23 Nov". */
export function formatSlotDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    date,
  );
}
