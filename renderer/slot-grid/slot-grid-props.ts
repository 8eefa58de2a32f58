/** Capacity the gateway gives a slot that cannot be booked. */
export const NOT_AVAILABLE = 'Not Available';

/** One appointment slot. */
export interface Slot {
  id: string;
  /** ISO date of the slot, `YYYY-MM-DD`: slots are grouped into columns by it. */
  date: string;
  /** Message key of the slot's time band, for example `appointments.slot.am`; rows are grouped by it. */
  labelKey: string;
  /** Capacity from the gateway, such as High; `Not Available` shows a dash and cannot be chosen. */
  capacity: string;
}

/**
 * The slot grid takes the slots, the chosen slot's id, what to do when one is chosen, and
 * optionally the wording key of its caption, an error key, how many dates a page shows (5) and
 * how a date reads (English weekday, day and month by default).
 */
export interface SlotGridProps {
  slots: Slot[];
  selectedId?: string;
  onSelect: (id: string) => void;
  captionKey?: string;
  errorKey?: string;
  datesPerPage?: number;
  formatDate?: (isoDate: string) => string;
}
