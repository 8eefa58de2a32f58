import { describe, expect, it } from 'vitest';
import { defaultMessageFilters, isNarrowed, messageDateProblem, messageQuery } from './message-filters';

describe('the message filters', () => {
  it("start two years back and end today in the association's zone, newest first", () => {
    expect(defaultMessageFilters(new Date('2026-03-15T12:00:00Z'))).toEqual({
      from: '2024-03-15',
      to: '2026-03-15',
      searchText: '',
      status: 'all',
      sort: 'createdDate desc',
    });
    // 23:30 UTC in summer is already the next day in London.
    expect(defaultMessageFilters(new Date('2026-06-30T23:30:00Z')).to).toBe('2026-07-01');
    expect(defaultMessageFilters(new Date('2028-02-29T12:00:00Z')).from).toBe('2026-02-28');
  });

  it('start at the tenancy instead when it began less than two years ago, so the default range is never refused with SSC012', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const fresh = defaultMessageFilters(now, '2025-12-15');
    expect(fresh).toMatchObject({ from: '2025-12-15', to: '2026-03-15' });
    expect(messageDateProblem(fresh.from, fresh.to, '2026-03-15', '2025-12-15')).toBeUndefined();
    expect(defaultMessageFilters(now, '2019-04-01').from).toBe('2024-03-15');
    // A start not yet reached, or not a day, leaves the two years.
    expect(defaultMessageFilters(now, '2026-04-01').from).toBe('2024-03-15');
    expect(defaultMessageFilters(now, 'soon').from).toBe('2024-03-15');
  });

  it('names the problem of a range: SSC020, SSC013, SSC012 and SSC014, in that order, with the date it is about', () => {
    const today = '2026-03-15';
    const start = '2019-04-01';
    const problem = (from: string, to: string) => messageDateProblem(from, to, today, start);
    expect(problem('2024-03-15', '2026-03-15')).toBeUndefined();
    expect(problem('2019-04-01', '2019-04-01')).toBeUndefined();
    expect(problem('', '2026-03-15')).toEqual({ code: 'SSC020', field: 'from' });
    expect(problem('2025-02-30', '2026-03-15')).toEqual({ code: 'SSC020', field: 'from' });
    expect(problem('2024-03-15', '15/03/2026')).toEqual({ code: 'SSC020', field: 'to' });
    expect(problem('2026-03-16', '2026-03-20')).toEqual({ code: 'SSC013', field: 'from' });
    // An unreadable date is named before the other rules.
    expect(problem('2026-03-16', '')).toEqual({ code: 'SSC020', field: 'to' });
    expect(problem('2019-03-31', '2026-03-15')).toEqual({ code: 'SSC012', field: 'from' });
    expect(problem('2024-03-15', '2026-03-16')).toEqual({ code: 'SSC014', field: 'to' });
    expect(problem('2019-03-31', '2026-03-16')).toEqual({ code: 'SSC012', field: 'from' });
    expect(problem('2025-03-15', '2025-03-14')).toEqual({ code: 'SSC020', field: 'from' });
    // Without a known tenancy start there is no SSC012.
    expect(messageDateProblem('2001-01-01', '2026-03-15', today, undefined)).toBeUndefined();
  });

  it('asks for the dates, the order, the home, the trimmed search and the read status', () => {
    const base = defaultMessageFilters(new Date('2026-03-15T12:00:00Z'));
    expect(messageQuery(base, undefined)).toEqual({
      fromDate: '2024-03-15',
      toDate: '2026-03-15',
      orderBy: 'createdDate desc',
    });
    expect(messageQuery({ ...base, searchText: '  gas ', status: 'UNREAD', sort: 'createdDate asc' }, 'P2')).toEqual({
      fromDate: '2024-03-15',
      toDate: '2026-03-15',
      orderBy: 'createdDate asc',
      assetIdentifier: 'P2',
      searchText: 'gas',
      status: 'UNREAD',
    });
  });

  it('counts a search, a read status or other dates as narrowing the list, not the order', () => {
    const defaults = defaultMessageFilters(new Date('2026-03-15T12:00:00Z'));
    expect(isNarrowed(defaults, defaults)).toBe(false);
    expect(isNarrowed({ ...defaults, sort: 'createdDate asc' }, defaults)).toBe(false);
    expect(isNarrowed({ ...defaults, searchText: ' ' }, defaults)).toBe(false);
    expect(isNarrowed({ ...defaults, searchText: 'gas' }, defaults)).toBe(true);
    expect(isNarrowed({ ...defaults, status: 'READ' }, defaults)).toBe(true);
    expect(isNarrowed({ ...defaults, to: '2026-03-01' }, defaults)).toBe(true);
  });
});
