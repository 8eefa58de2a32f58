import { DateTime } from 'luxon';

/** The date display formats (REP-DSP-04), as luxon tokens. */
export const DateFormat = {
  /** DD MMM YYYY: 05 Mar 2025 */
  shortMonth: 'dd MMM yyyy',
  /** DD MMMM YYYY: 05 March 2025 */
  longMonth: 'dd MMMM yyyy',
  /** dddd DD MMMM YYYY: Wednesday 05 March 2025 */
  withWeekday: 'cccc dd MMMM yyyy',
  /** DD/MMM/YYYY: 05/Mar/2025 */
  slashedShortMonth: 'dd/MMM/yyyy',
  /** YYYY-MM-DD: 2025-03-05 */
  iso: 'yyyy-MM-dd',
  /** Appointment DD-MM-YYYY h.mma: 05-03-2025 9.30am ("a" is the lower-case am/pm, as in the spec's notation) */
  appointment: 'dd-MM-yyyy h.mma',
} as const;

export type DateFormatName = keyof typeof DateFormat;

/** What a missing or unreadable date shows. */
export const MISSING_DATE = '-';

/** The zone dates are shown in: the association's, whatever the device says. */
export const DISPLAY_ZONE = 'Europe/London';

/**
 * Formats an ISO date or date-time from the gateway in one of the spec's formats, in UK time with
 * English month names; a missing or invalid value gives a dash.
 *
 * @example
 * formatDate('2025-03-05', 'longMonth'); // '05 March 2025'
 * formatDate('2025-03-05T09:30:00Z', 'appointment'); // '05-03-2025 9.30am'
 * formatDate(null, 'shortMonth'); // '-'
 */
export function formatDate(value: string | Date | null | undefined, format: DateFormatName): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromISO(value, { setZone: false, zone: DISPLAY_ZONE });
  if (!parsed.isValid) return MISSING_DATE;
  return parsed.setZone(DISPLAY_ZONE).setLocale('en-GB').toFormat(DateFormat[format]);
}
