import { isPageNumber, isText, oneOf, readSavedListState, type SavedListState } from '../../../lists/saved-list-state';
import { writeSlice } from '../../../storage/root-store';

/** Rows a page of the desktop table may show (REP-LST-04); the first is the default. */
export const PAGE_SIZES = [10, 20, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Repairs loaded at a time by the narrow screen's infinite scroll. */
export const SCROLL_BATCH = 100;

export type SortOrder = 'raisedDate desc' | 'raisedDate asc';

/** The sort orders, newest first and oldest first. */
export const SORT_ORDERS = ['raisedDate desc', 'raisedDate asc'] as const satisfies readonly [SortOrder, SortOrder];

/**
 * What the repair list remembers between visits and page loads (under root.repairHistory): the
 * status is the id of a status filter group (repair-status.ts), the area 'all' or an area name
 * (Property, Divided block, Block, Estate).
 */
export interface RepairListState extends SavedListState<PageSize, SortOrder, string> {
  area: string;
}

/** The slice of the single root key that holds the list state. */
export const LIST_STATE_SLICE = 'repairHistory';

export const DEFAULT_LIST_STATE: RepairListState = {
  page: 1,
  pageSize: 10,
  searchText: '',
  sort: 'raisedDate desc',
  status: 'all',
  area: 'all',
};

/** The saved list state, each part checked (anything unreadable falls back to its default). */
export function readListState(): RepairListState {
  return readSavedListState(LIST_STATE_SLICE, DEFAULT_LIST_STATE, {
    page: isPageNumber,
    pageSize: oneOf(PAGE_SIZES),
    searchText: isText,
    sort: oneOf(SORT_ORDERS),
    status: isText,
    area: isText,
  });
}

/** Saves the list state under the root key. */
export function writeListState(state: RepairListState): void {
  writeSlice(LIST_STATE_SLICE, state);
}

/** True when a search or a filter narrows the list (the empty message then says "no match"). */
export function isNarrowed(state: RepairListState): boolean {
  return state.searchText.trim() !== '' || state.status !== 'all' || state.area !== 'all';
}
