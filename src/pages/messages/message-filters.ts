import type { CommunicationQuery } from '../../../schemas/generated/types';
import { defaultDatedSearch, isIsoDate, searchNarrowed } from '../../lists/date-filters';

/** Rows a page of the desktop table may show (ACC-MSG-01); the first is the default. */
export const MESSAGE_PAGE_SIZES = [10, 20, 100] as const;
export type MessagePageSize = (typeof MESSAGE_PAGE_SIZES)[number];

/** Messages loaded at a time by the narrow screen's infinite scroll (ACC-MSG-07: infinite scroll fetches 100). */
export const MESSAGE_SCROLL_BATCH = 100;

/** Widest screen that shows cards with infinite scroll instead of the table (ACC-MSG-07, as the other lists: 820 px). */
export const MESSAGE_NARROW_SCREEN_PX = 820;

export type MessageSortOrder = NonNullable<CommunicationQuery['orderBy']>;

/** The sort orders, Newest to oldest and Oldest to newest (ACC-MSG-03). */
export const MESSAGE_SORT_ORDERS = ['createdDate desc', 'createdDate asc'] as const satisfies readonly [
  MessageSortOrder,
  MessageSortOrder,
];

/** The read-status filter's choices, 'all' first. */
export const READ_STATUS_FILTERS = ['all', 'UNREAD', 'READ'] as const;
export type ReadStatusFilter = (typeof READ_STATUS_FILTERS)[number];

/** The filters of the list: a date range (YYYY-MM-DD), the search text, the read status and the order. */
export interface MessageFilters {
  from: string;
  to: string;
  searchText: string;
  status: ReadStatusFilter;
  sort: MessageSortOrder;
}

/** The message codes of the message date filter (ACC-MSG-04). */
export type MessageDateCode = 'SSC020' | 'SSC013' | 'SSC012' | 'SSC014';

/**
 * The filters a visit starts with (ACC-MSG-02: the last 2 years to today, no search, every message,
 * newest first), in the association's zone. The range starts at the later of two years back and
 * the tenancy's start: a from date before the tenancy is refused (SSC012, ACC-MSG-04), so a tenant of less
 * than two years would otherwise open the page on that error and no list.
 *
 * @example
 * defaultMessageFilters(new Date('2026-03-15T12:00:00Z'));
 * // { from: '2024-03-15', to: '2026-03-15', searchText: '', status: 'all', sort: 'createdDate desc' }
 * defaultMessageFilters(new Date('2026-03-15T12:00:00Z'), '2025-12-15').from; // '2025-12-15'
 */
export function defaultMessageFilters(now: Date, tenancyStart?: string): MessageFilters {
  return { ...defaultDatedSearch(now, 2, tenancyStart), status: 'all', sort: 'createdDate desc' };
}

/**
 * The message date filter (ACC-MSG-04): a date that is missing or not a real day is SSC020, a from date
 * after today SSC013, a from date before the tenancy started SSC012, a to date after today
 * SSC014 (checked in that order; undefined when the range is fine). A from date after the to date
 * (which none of the four names) is SSC020 on the from date too: the dates cannot be read as a range.
 *
 * @example
 * messageDateProblem('2026-04-01', '2026-04-02', '2026-03-15', '2019-04-01'); // { code: 'SSC013', field: 'from' }
 */
export function messageDateProblem(
  from: string,
  to: string,
  today: string,
  tenancyStart: string | undefined,
): { code: MessageDateCode; field: 'from' | 'to' } | undefined {
  if (!isIsoDate(from)) return { code: 'SSC020', field: 'from' };
  if (!isIsoDate(to)) return { code: 'SSC020', field: 'to' };
  if (from > today) return { code: 'SSC013', field: 'from' };
  if (tenancyStart && from < tenancyStart) return { code: 'SSC012', field: 'from' };
  if (to > today) return { code: 'SSC014', field: 'to' };
  if (from > to) return { code: 'SSC020', field: 'from' };
  return undefined;
}

/** True when the dates, a search or the read status narrow the list (the empty message is then SSC017). */
export function isNarrowed(filters: MessageFilters, defaults: MessageFilters): boolean {
  return filters.status !== 'all' || searchNarrowed(filters, defaults);
}

/**
 * The query of GET /customers/{id}/communications for the filters and the chosen home (without
 * the page): the dates, the order, the search text and read status when there are any.
 *
 * @example
 * messageQuery({ from: '2024-03-15', to: '2026-03-15', searchText: ' gas ', status: 'UNREAD', sort: 'createdDate asc' }, 'AST-1');
 * // { fromDate: '2024-03-15', toDate: '2026-03-15', orderBy: 'createdDate asc', assetIdentifier: 'AST-1', searchText: 'gas', status: 'UNREAD' }
 */
export function messageQuery(
  filters: MessageFilters,
  premisesId: string | undefined,
): Omit<CommunicationQuery, 'limit' | 'skip'> {
  const searchText = filters.searchText.trim();
  return {
    fromDate: filters.from,
    toDate: filters.to,
    orderBy: filters.sort,
    ...(premisesId ? { assetIdentifier: premisesId } : {}),
    ...(searchText ? { searchText } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
  };
}
