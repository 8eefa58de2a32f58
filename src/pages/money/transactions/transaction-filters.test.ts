import { describe, expect, it } from 'vitest';
import { defaultFilters, isNarrowed, isValidDateRange, todayIn, transactionQuery } from './transaction-filters';

describe('the transaction filters', () => {
  it("starts one year back and ends today in the association's zone, whatever the device's zone", () => {
    expect(defaultFilters(new Date('2026-03-15T12:00:00Z'))).toEqual({
      from: '2025-03-15',
      to: '2026-03-15',
      searchText: '',
      type: 'all',
    });
    // 23:30 UTC in summer is already the next day in London.
    expect(todayIn(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(defaultFilters(new Date('2024-02-29T12:00:00Z')).from).toBe('2023-02-28');
  });

  it("starts at the tenancy's start instead when it began less than a year ago", () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(defaultFilters(now, '2025-12-15')).toMatchObject({ from: '2025-12-15', to: '2026-03-15' });
    expect(defaultFilters(now, '2019-04-01').from).toBe('2025-03-15');
    expect(defaultFilters(now, '2026-03-16').from).toBe('2025-03-15');
  });

  it('refuses a missing or unreadable date, a from date after the to date and a date after today', () => {
    const today = '2026-03-03';
    expect(isValidDateRange('2025-03-03', '2026-03-03', today)).toBe(true);
    expect(isValidDateRange('2026-03-03', '2026-03-03', today)).toBe(true);
    for (const [from, to] of [
      ['', '2026-03-03'],
      ['2025-03-03', ''],
      ['2025-02-30', '2026-03-03'],
      ['03/03/2025', '2026-03-03'],
      ['2026-02-02', '2026-02-01'],
      ['2025-03-03', '2026-03-04'],
      ['2026-03-04', '2026-03-05'],
    ]) {
      expect(isValidDateRange(from!, to!, today), `${from} to ${to}`).toBe(false);
    }
  });

  it('asks for the dates, the trimmed search text and the type codes, adjustments being ADJ and DRA', () => {
    const base = { from: '2025-01-01', to: '2025-12-31', searchText: '', type: 'all' as const };
    expect(transactionQuery(base)).toEqual({ DateFrom: '2025-01-01', DateTo: '2025-12-31' });
    expect(transactionQuery({ ...base, searchText: '  rent ', type: 'ADJ' })).toEqual({
      DateFrom: '2025-01-01',
      DateTo: '2025-12-31',
      searchText: 'rent',
      transactionType: ['ADJ', 'DRA'],
    });
    expect(transactionQuery({ ...base, type: 'PAY' }).transactionType).toEqual(['PAY']);
    expect(transactionQuery({ ...base, type: 'DRS' }).transactionType).toEqual(['DRS']);
  });

  it('counts a search, a type or other dates as narrowing the list', () => {
    const defaults = defaultFilters(new Date('2026-03-15T12:00:00Z'));
    expect(isNarrowed(defaults, defaults)).toBe(false);
    expect(isNarrowed({ ...defaults, searchText: ' ' }, defaults)).toBe(false);
    expect(isNarrowed({ ...defaults, searchText: 'rent' }, defaults)).toBe(true);
    expect(isNarrowed({ ...defaults, type: 'PAY' }, defaults)).toBe(true);
    expect(isNarrowed({ ...defaults, from: '2025-06-01' }, defaults)).toBe(true);
  });
});
