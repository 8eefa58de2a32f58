/** The three boxes of a date as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/**
 * Splits an ISO date (`YYYY-MM-DD`, possibly with empty parts) into its boxes.
 *
 * @example
 * datePartsOf('1992-03-14') // { day: '14', month: '03', year: '1992' }
 */
export function datePartsOf(value: unknown): DateParts {
  if (typeof value !== 'string' || value === '') return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

function twoDigits(part: string): string {
  return /^\d$/.test(part) ? `0${part}` : part;
}

/**
 * Joins the boxes into `YYYY-MM-DD`, or '' when all are empty.
 *
 * @example
 * dateValueOf({ day: '4', month: '3', year: '1992' }) // '1992-03-04'
 */
export function dateValueOf(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return '';
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
