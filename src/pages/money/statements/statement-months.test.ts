import { describe, expect, it } from 'vitest';
import type { StatementDocument } from '../../../../schemas/generated/types';
import { monthName, statementFor, statementMonths, statementQuery } from './statement-months';

const periods = (today: string, tenancyStart?: string) => statementMonths(today, tenancyStart).map((m) => m.period);

describe('statementMonths', () => {
  it('offers 24 months, newest first, from the current month once the tenancy start day has come', () => {
    const months = periods('2026-03-15', '2016-04-15');
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026/03');
    expect(months[1]).toBe('2026/02');
    expect(months[23]).toBe('2024/04');
  });

  it('leaves the current month out while today is before the tenancy start day, and still offers 24', () => {
    const months = periods('2026-03-14', '2016-04-15');
    expect(months[0]).toBe('2026/02');
    expect(months).toHaveLength(24);
    expect(months[23]).toBe('2024/03');
  });

  it('never goes back before the tenancy start month', () => {
    expect(periods('2026-03-20', '2025-11-15')).toEqual(['2026/03', '2026/02', '2026/01', '2025/12', '2025/11']);
    expect(periods('2026-03-10', '2025-11-15')).toEqual(['2026/02', '2026/01', '2025/12', '2025/11']);
  });

  it('offers nothing in the first month of a tenancy before its start day', () => {
    expect(periods('2026-03-10', '2026-03-15')).toEqual([]);
    expect(periods('2026-03-15', '2026-03-15')).toEqual(['2026/03']);
  });

  it("takes a short month's last day for a start day it does not have (30th, 31st)", () => {
    expect(periods('2026-04-29', '2019-01-31')[0]).toBe('2026/03');
    expect(periods('2026-04-30', '2019-01-31')[0]).toBe('2026/04');
    expect(periods('2026-02-27', '2019-01-30')[0]).toBe('2026/01');
    expect(periods('2026-02-28', '2019-01-30')[0]).toBe('2026/02');
  });

  it('counts 29 February as the start day in leap years only', () => {
    // Started on 29 February 2020: in a leap February the 29th must come, in another the 28th will do.
    expect(periods('2024-02-28', '2020-02-29')[0]).toBe('2024/01');
    expect(periods('2024-02-29', '2020-02-29')[0]).toBe('2024/02');
    expect(periods('2025-02-28', '2020-02-29')[0]).toBe('2025/02');
    expect(periods('2025-03-28', '2020-02-29')[0]).toBe('2025/02');
    expect(periods('2025-03-29', '2020-02-29')[0]).toBe('2025/03');
  });

  it('crosses the year end and keeps to 24 months without a tenancy start', () => {
    const months = periods('2026-01-01');
    expect(months.slice(0, 2)).toEqual(['2026/01', '2025/12']);
    expect(months).toHaveLength(24);
    expect(months[23]).toBe('2024/02');
  });

  it('refuses a today that is not an ISO date', () => {
    expect(() => statementMonths('15/03/2026', undefined)).toThrow(RangeError);
  });
});

describe('statementQuery', () => {
  it('asks from the oldest month offered to the newest, and nothing when none is offered', () => {
    expect(statementQuery(statementMonths('2026-03-15', '2016-04-15'))).toEqual({
      yearMonthFrom: '2024/04',
      yearMonthTo: '2026/03',
    });
    expect(statementQuery([])).toBeUndefined();
  });
});

const statement = (id: string, reference: string, period: string): StatementDocument => ({
  id,
  metadata: [
    { key: 'account-reference', value: reference },
    { key: 'statement-period', value: period },
    { key: 'content-type', value: 'application/pdf' },
  ],
});

describe('statementFor', () => {
  const documents = [
    statement('OTHER-202602', '6001000099', '2026/02'),
    statement('STM-202601', '6001000011', '2026/01'),
    statement('STM-202602', '6001000011', '2026/02'),
  ];

  it("answers the month's statement of the account's payment reference only", () => {
    expect(statementFor(documents, '6001000011', '2026/02')?.id).toBe('STM-202602');
    expect(statementFor(documents, '6001000011', '2026/01')?.id).toBe('STM-202601');
  });

  it("never answers another account's statement of that month, nor one for a missing reference", () => {
    expect(statementFor([documents[0]!], '6001000011', '2026/02')).toBeUndefined();
    expect(statementFor(documents, '6001000011', '2025/12')).toBeUndefined();
    expect(statementFor(documents, '', '2026/02')).toBeUndefined();
    expect(statementFor([{ id: 'X', metadata: [{ key: 'statement-period', value: '2026/02' }] }], '', '2026/02')).toBe(
      undefined,
    );
  });
});

describe('monthName', () => {
  it('names the month and the year', () => {
    expect(monthName({ period: '2026/02', year: 2026, month: 2 })).toBe('February 2026');
  });
});
