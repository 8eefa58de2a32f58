import { DateTime } from 'luxon';

/**
 * England and Wales bank holidays of a year as YYYY-MM-DD: New Year's Day, Good Friday, Easter
 * Monday, the early May, spring and summer bank holidays, Christmas Day and Boxing Day, with the
 * usual substitute days when one falls at a weekend. One-off holidays (a coronation, a jubilee)
 * are not modelled.
 *
 * @example
 * bankHolidays(2025).has('2025-12-26'); // true
 */
export function bankHolidays(year: number): Set<string> {
  const days: DateTime[] = [];
  const newYear = DateTime.utc(year, 1, 1);
  days.push(weekdayOnOrAfter(newYear));
  const easter = easterSunday(year);
  days.push(easter.minus({ days: 2 }), easter.plus({ days: 1 }));
  days.push(firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8));
  const christmas = DateTime.utc(year, 12, 25);
  const christmasObserved = weekdayOnOrAfter(christmas);
  days.push(christmasObserved);
  days.push(weekdayOnOrAfter(christmasObserved.plus({ days: 1 })));
  return new Set(days.map((day) => day.toISODate() as string));
}

function weekdayOnOrAfter(day: DateTime): DateTime {
  let result = day;
  while (result.weekday > 5) result = result.plus({ days: 1 });
  return result;
}

function firstMonday(year: number, month: number): DateTime {
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: (8 - first.weekday) % 7 });
}

function lastMonday(year: number, month: number): DateTime {
  const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
  return last.minus({ days: (last.weekday + 6) % 7 });
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm). */
function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.utc(year, month, day);
}
