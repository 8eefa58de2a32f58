import { describe, expect, it } from 'vitest';
import { formatDate, MISSING_DATE } from './date-format';

describe('formatDate', () => {
  it.each([
    ['shortMonth', '05 Mar 2025'],
    ['longMonth', '05 March 2025'],
    ['withWeekday', 'Wednesday 05 March 2025'],
    ['slashedShortMonth', '05/Mar/2025'],
    ['iso', '2025-03-05'],
  ] as const)('shows a plain date in the %s format as %s', (format, expected) => {
    expect(formatDate('2025-03-05', format)).toBe(expected);
  });

  it('shows an appointment as DD-MM-YYYY h.mma in UK time', () => {
    expect(formatDate('2025-03-05T09:30:00Z', 'appointment')).toBe('05-03-2025 9.30am');
    // British Summer Time: 13:05 UTC is 2.05pm in London.
    expect(formatDate('2025-07-01T13:05:00Z', 'appointment')).toBe('01-07-2025 2.05pm');
  });

  it('keeps the calendar day of a date-time late in the UK evening', () => {
    expect(formatDate('2025-06-30T23:30:00Z', 'iso')).toBe('2025-07-01');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 25, 12)), 'longMonth')).toBe('25 December 2024');
  });

  it.each([null, undefined, '', 'not a date', '2025-13-45'])('shows a dash for %j', (value) => {
    expect(formatDate(value, 'shortMonth')).toBe(MISSING_DATE);
  });
});
