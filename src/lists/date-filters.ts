import { DateTime } from 'luxon';
import { DISPLAY_ZONE } from '../dates/date-format';

/** What the dated lists (transactions, messages) filter by besides their own choice: a date range (YYYY-MM-DD) and a search. */
export interface DatedSearch {
  from: string;
  to: string;
  searchText: string;
}

/**
 * Today in the association's zone (YYYY-MM-DD), from `now` (the caller's clock).
 *
 * @example
 * todayIn(new Date('2026-03-01T23:30:00Z')); // '2026-03-01'
 */
export function todayIn(now: Date): string {
  return DateTime.fromJSDate(now).setZone(DISPLAY_ZONE).toISODate() as string;
}

/** A real day written YYYY-MM-DD (what a date field holds; empty when unfinished). */
export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;

/**
 * The first day of a default date range: `from`, or the tenancy's start when the tenancy began
 * later (and has begun by `today`), so that a new tenant's list never opens on days before her
 * tenancy; on the message list such a day is even refused (SSC012). Without a readable tenancy
 * start, `from`.
 *
 * @example
 * notBeforeTenancy('2024-03-15', '2025-12-15', '2026-03-15'); // '2025-12-15'
 * notBeforeTenancy('2024-03-15', '2019-04-01', '2026-03-15'); // '2024-03-15'
 */
export function notBeforeTenancy(from: string, tenancyStart: string | undefined, today: string): string {
  const start = tenancyStart?.slice(0, 10) ?? '';
  if (!isIsoDate(start) || start > today) return from;
  return start > from ? start : from;
}

/**
 * The range a dated list opens on: `years` back to today in the association's zone, starting no
 * earlier than the tenancy (notBeforeTenancy), with no search.
 *
 * @example
 * defaultDatedSearch(new Date('2026-03-15T12:00:00Z'), 2); // { from: '2024-03-15', to: '2026-03-15', searchText: '' }
 */
export function defaultDatedSearch(now: Date, years: number, tenancyStart?: string): DatedSearch {
  const today = DateTime.fromJSDate(now).setZone(DISPLAY_ZONE);
  const to = today.toISODate() as string;
  return { from: notBeforeTenancy(today.minus({ years }).toISODate() as string, tenancyStart, to), to, searchText: '' };
}

/** True when a search or dates other than the list's defaults narrow it (its empty message then says "no match"). */
export function searchNarrowed(filters: DatedSearch, defaults: DatedSearch): boolean {
  return filters.searchText.trim() !== '' || filters.from !== defaults.from || filters.to !== defaults.to;
}
