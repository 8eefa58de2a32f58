import type { TransactionQuery } from '../../../../schemas/generated/types';
import { defaultDatedSearch, isIsoDate, notBeforeTenancy, searchNarrowed, todayIn } from '../../../lists/date-filters';

// The date helpers every dated list shares live in the list kit; named here too for this list's callers.
export { isIsoDate, notBeforeTenancy, todayIn };

/** Rows a page of the desktop table may show (ACC-TXN-05); the first is the default. */
export const TRANSACTION_PAGE_SIZES = [10, 20, 100] as const;
export type TransactionPageSize = (typeof TRANSACTION_PAGE_SIZES)[number];

/** Transactions loaded at a time by the narrow screen's infinite scroll (ACC-TXN-06: mobile loads 100). */
export const TRANSACTION_SCROLL_BATCH = 100;

/** Widest screen that shows cards with infinite scroll instead of the table (ACC-TXN-06: mobile up to 820 px). */
export const TRANSACTION_NARROW_SCREEN_PX = 820;

/** The type filter's choices, 'all' first: payments, charges, adjustments (ACC-TXN-03, ACC-GWY-09). */
export const TYPE_FILTERS = ['all', 'PAY', 'DRS', 'ADJ'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

const TYPE_QUERY: Record<TypeFilter, TransactionQuery['transactionType']> = {
  all: undefined,
  PAY: ['PAY'],
  DRS: ['DRS'],
  ADJ: ['ADJ', 'DRA'],
};

/** The filters of the list: a date range (YYYY-MM-DD), the search text and the type. */
export interface TransactionFilters {
  from: string;
  to: string;
  searchText: string;
  type: TypeFilter;
}

/**
 * The filters a visit starts with (ACC-TXN-02: one year ago to today, no search, every type), the range
 * starting no earlier than the account's tenancy (notBeforeTenancy).
 *
 * @example
 * defaultFilters(new Date('2026-03-15T12:00:00Z')); // { from: '2025-03-15', to: '2026-03-15', searchText: '', type: 'all' }
 * defaultFilters(new Date('2026-03-15T12:00:00Z'), '2025-12-15').from; // '2025-12-15'
 */
export function defaultFilters(now: Date, tenancyStart?: string): TransactionFilters {
  return { ...defaultDatedSearch(now, 1, tenancyStart), type: 'all' };
}

/**
 * The transactions filter rule (ACC-TXN-04): a missing (or unreadable) date, a from date after the to date,
 * or any date after `today` is a problem (SSC004), and nothing is searched.
 *
 * @example
 * isValidDateRange('2025-03-01', '2025-02-01', '2026-01-01'); // false: from after to
 */
export function isValidDateRange(from: string, to: string, today: string): boolean {
  if (!isIsoDate(from) || !isIsoDate(to)) return false;
  return from <= to && to <= today;
}

/** True when a search, the type or the dates narrow the list (the empty message then says "no match"). */
export function isNarrowed(filters: TransactionFilters, defaults: TransactionFilters): boolean {
  return filters.type !== 'all' || searchNarrowed(filters, defaults);
}

/**
 * The query of GET /accounts/{id}/transactions for the filters (without the page): the dates,
 * the search text when there is one and the type codes (ADJ with DRA for adjustments).
 *
 * @example
 * transactionQuery({ from: '2025-01-01', to: '2025-12-31', searchText: '', type: 'ADJ' });
 * // { DateFrom: '2025-01-01', DateTo: '2025-12-31', transactionType: ['ADJ', 'DRA'] }
 */
export function transactionQuery(filters: TransactionFilters): Omit<TransactionQuery, 'pageNumber' | 'pageSize'> {
  const types = TYPE_QUERY[filters.type];
  const searchText = filters.searchText.trim();
  return {
    DateFrom: filters.from,
    DateTo: filters.to,
    ...(searchText ? { searchText } : {}),
    ...(types ? { transactionType: types } : {}),
  };
}
