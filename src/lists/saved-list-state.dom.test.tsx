import { describe, expect, it } from 'vitest';
import { writeSlice } from '../storage/root-store';
import { isPageNumber, isText, oneOf, readSavedListState } from './saved-list-state';

const defaults = { page: 1, pageSize: 10, searchText: '', sort: 'raisedDate desc', status: 'all' };
const checks = {
  page: isPageNumber,
  pageSize: oneOf([10, 20, 100]),
  searchText: isText,
  sort: oneOf(['raisedDate desc', 'raisedDate asc']),
  status: isText,
};

describe('readSavedListState', () => {
  it('gives back what the list saved, each part checked', () => {
    const saved = { page: 3, pageSize: 20, searchText: 'tap', sort: 'raisedDate asc', status: 'open' };
    writeSlice('listUnderTest', saved);
    expect(readSavedListState('listUnderTest', defaults, checks)).toEqual(saved);
  });

  it('falls back to the default for each part that is missing or unreadable, keeping the others', () => {
    writeSlice('listUnderTest', { page: 0, pageSize: 30, searchText: 7, sort: 'raisedDate asc', extra: true });
    expect(readSavedListState('listUnderTest', defaults, checks)).toEqual({ ...defaults, sort: 'raisedDate asc' });
  });

  it('answers the defaults when the list saved nothing', () => {
    expect(readSavedListState('listNeverSaved', defaults, checks)).toEqual(defaults);
  });
});
