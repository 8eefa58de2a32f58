import { isPageNumber, isText, oneOf, readSavedListState, type SavedListState } from '../../../lists/saved-list-state';
import { writeSlice } from '../../../storage/root-store';
import { CASE_STATUS_FILTERS, type CaseStatusFilter } from '../case-status';

/** Rows a page of the desktop table may show (ACC-CAS-22); the first is the default. */
export const CASE_PAGE_SIZES = [10, 20, 50] as const;
export type CasePageSize = (typeof CASE_PAGE_SIZES)[number];

/** Cases shown at a time by the narrow screen's infinite scroll (ACC-CAS-22: mobile loads 50). */
export const CASE_SCROLL_BATCH = 50;

/** Widest screen that shows the case cards with infinite scroll instead of the table (ACC-CAS-22: 820 px). */
export const CASE_NARROW_SCREEN_PX = 820;

export type CaseSortOrder = 'createdDate desc' | 'createdDate asc';

/** The sort orders, newest first and oldest first (the OrderBy of GET /cases). */
export const CASE_SORT_ORDERS = ['createdDate desc', 'createdDate asc'] as const satisfies readonly [
  CaseSortOrder,
  CaseSortOrder,
];

/** What the case list remembers between visits (under root.caseHistory). */
export type CaseListState = SavedListState<CasePageSize, CaseSortOrder, CaseStatusFilter>;

/** The slice of the single root key that holds the list state. */
export const CASE_LIST_SLICE = 'caseHistory';

export const DEFAULT_CASE_LIST_STATE: CaseListState = {
  page: 1,
  pageSize: 10,
  searchText: '',
  sort: 'createdDate desc',
  status: 'all',
};

/** The saved list state, each part checked (anything unreadable falls back to its default). */
export function readCaseListState(): CaseListState {
  return readSavedListState(CASE_LIST_SLICE, DEFAULT_CASE_LIST_STATE, {
    page: isPageNumber,
    pageSize: oneOf(CASE_PAGE_SIZES),
    searchText: isText,
    sort: oneOf(CASE_SORT_ORDERS),
    status: oneOf(CASE_STATUS_FILTERS),
  });
}

/** Saves the list state under the root key. */
export function writeCaseListState(state: CaseListState): void {
  writeSlice(CASE_LIST_SLICE, state);
}

/** True when a search or a filter narrows the list (the empty message then says "no match"). */
export function isNarrowed(state: CaseListState): boolean {
  return state.searchText.trim() !== '' || state.status !== 'all';
}
