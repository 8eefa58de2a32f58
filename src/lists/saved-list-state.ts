import { readSlice } from '../storage/root-store';

/** What every home list remembers (REP-LST-04, ACC-CAS-22), so Back from a record shows the same list. */
export interface SavedListState<PageSize extends number, SortOrder extends string, Status extends string> {
  /** 1-based page of the desktop table. */
  page: number;
  pageSize: PageSize;
  searchText: string;
  sort: SortOrder;
  /** A status filter, 'all' for none. */
  status: Status;
}

/** A check of one part of a saved list state: true when the saved value may be used as it is. */
export type PartCheck = (saved: unknown) => boolean;

/** A 1-based page number. */
export const isPageNumber: PartCheck = (saved) => Number.isInteger(saved) && (saved as number) > 0;
/** Any text (a search, a filter the list reads loosely). */
export const isText: PartCheck = (saved) => typeof saved === 'string';
/** One of the list's own choices (page sizes, sort orders, status filters). */
export const oneOf =
  (choices: readonly unknown[]): PartCheck =>
  (saved) =>
    choices.includes(saved);

/**
 * What a list remembers between visits (the repairs and the service requests, REP-LST-04 and
 * ACC-CAS-22), read back from its slice of the single root key: each part is checked, and a part
 * that is missing or unreadable (another version's, edited by hand) falls back to its default, so
 * a bad saved value never breaks the list.
 *
 * @example
 * readSavedListState('caseHistory', { page: 1, sort: 'createdDate desc' }, { page: isPageNumber, sort: oneOf(CASE_SORT_ORDERS) });
 */
export function readSavedListState<State extends object>(
  slice: string,
  defaults: State,
  checks: { [Part in keyof State]: PartCheck },
): State {
  const saved: Partial<Record<keyof State, unknown>> = readSlice<Partial<Record<keyof State, unknown>>>(slice) ?? {};
  const state = { ...defaults };
  for (const part of Object.keys(defaults) as (keyof State)[]) {
    if (checks[part](saved[part])) state[part] = saved[part] as State[keyof State];
  }
  return state;
}
