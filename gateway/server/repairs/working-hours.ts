import { DateTime } from 'luxon';
import { bankHolidays } from './bank-holidays';

/** The association works in UK time. */
export const REPAIRS_ZONE = 'Europe/London';

/**
 * Opening hours of the repairs service, the call-centre hours (docs/rules.md REP-PRI-01, REP-PRI-03):
 * Monday to Friday 8am to 8pm, Saturday 9am to 1pm, UK time. Sundays and bank holidays are out of
 * hours. [from, to) in minutes after midnight, by luxon weekday (1 Monday ... 7 Sunday).
 */
export const WORKING_HOURS: Record<number, [number, number] | undefined> = {
  1: [8 * 60, 20 * 60],
  2: [8 * 60, 20 * 60],
  3: [8 * 60, 20 * 60],
  4: [8 * 60, 20 * 60],
  5: [8 * 60, 20 * 60],
  6: [9 * 60, 13 * 60],
};

/**
 * Whether a moment falls in the repairs service's working hours (an emergency raised outside them
 * is an Emergency (Out of hours)).
 *
 * @example
 * isWorkingHours(new Date('2025-03-14T10:00:00Z')); // true: a Friday, 10am in London
 * isWorkingHours(new Date('2025-03-14T21:40:00Z')); // false: after 8pm
 */
export function isWorkingHours(moment: Date): boolean {
  const local = DateTime.fromJSDate(moment, { zone: REPAIRS_ZONE });
  if (bankHolidays(local.year).has(local.toISODate() as string)) return false;
  const hours = WORKING_HOURS[local.weekday];
  if (!hours) return false;
  const minute = local.hour * 60 + local.minute;
  return minute >= hours[0] && minute < hours[1];
}
