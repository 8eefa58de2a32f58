import { DateTime } from 'luxon';

/** The housing association works in UK time; "today at 8am" means 8am in London. */
export const SEED_ZONE = 'Europe/London';

/**
 * Dates relative to the seeding day, so the demo never goes stale: a repair completed
 * "2 months ago" is two months before whatever day the seed runs on.
 */
export class SeedCalendar {
  readonly now: DateTime;
  readonly today: DateTime;

  constructor(now: Date) {
    if (Number.isNaN(now.getTime())) throw new RangeError('The seed date is not a valid date.');
    this.now = DateTime.fromJSDate(now, { zone: SEED_ZONE });
    this.today = this.now.startOf('day');
  }

  /** A moment `days` from today (negative: in the past) at hh:mm London time. */
  at(days: number, hour = 9, minute = 0): Date {
    return this.today.plus({ days }).set({ hour, minute }).toJSDate();
  }

  /** A moment a whole number of months (and days) from today at hh:mm. */
  monthsAgo(months: number, days = 0, hour = 10, minute = 0): Date {
    return this.today.minus({ months, days }).set({ hour, minute }).toJSDate();
  }

  /** A moment this many hours before now. */
  hoursAgo(hours: number): Date {
    return this.now.minus({ hours }).toJSDate();
  }

  /** A calendar date (YYYY-MM-DD) `days` from today. */
  date(days: number): string {
    return this.today.plus({ days }).toISODate() as string;
  }

  /** A calendar date (YYYY-MM-DD) whole years and months before today. */
  dateYearsAgo(years: number, months = 0): string {
    return this.today.minus({ years, months }).toISODate() as string;
  }
}
