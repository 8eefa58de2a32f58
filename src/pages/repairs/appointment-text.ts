import { DateTime } from 'luxon';
import { DISPLAY_ZONE, formatDate, MISSING_DATE } from '../../dates/date-format';

/** The time of day of an ISO date-time in UK time, as the appointment format writes it: 9.30am. */
export function timeOfDay(value: string | null | undefined): string {
  if (!value) return MISSING_DATE;
  const parsed = DateTime.fromISO(value, { zone: DISPLAY_ZONE });
  return parsed.isValid ? parsed.setZone(DISPLAY_ZONE).setLocale('en-GB').toFormat('h.mma') : MISSING_DATE;
}

/**
 * An appointment in the spec's format (DD-MM-YYYY h.mma) with the end time, or a dash when there is none.
 *
 * @example
 * appointmentText('2025-03-10T08:00:00Z', '2025-03-10T12:00:00Z'); // '10-03-2025 8.00am to 12.00pm'
 */
export function appointmentText(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start, 'appointment');
  if (from === MISSING_DATE || !end) return from;
  return `${from} to ${timeOfDay(end)}`;
}
