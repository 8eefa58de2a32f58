import { describe, expect, it } from 'vitest';
import { bankHolidays } from './bank-holidays';
import { isWorkingHours } from './working-hours';

describe('England and Wales bank holidays and working hours', () => {
  it('lists the eight bank holidays of 2025', () => {
    expect([...bankHolidays(2025)].sort()).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('moves Christmas and Boxing Day on a weekend to the next weekdays', () => {
    // 2027: Christmas is a Saturday, Boxing Day a Sunday.
    expect(bankHolidays(2027).has('2027-12-27')).toBe(true);
    expect(bankHolidays(2027).has('2027-12-28')).toBe(true);
    // 2022: New Year's Day is a Saturday.
    expect(bankHolidays(2022).has('2022-01-03')).toBe(true);
  });

  it('counts UK summer time: 7:30am in London on a June weekday is before hours', () => {
    expect(isWorkingHours(new Date('2025-06-11T06:30:00Z'))).toBe(false);
    expect(isWorkingHours(new Date('2025-06-11T07:00:00Z'))).toBe(true);
    expect(isWorkingHours(new Date('2025-06-11T18:59:00Z'))).toBe(true);
    expect(isWorkingHours(new Date('2025-06-11T19:00:00Z'))).toBe(false);
  });
});
