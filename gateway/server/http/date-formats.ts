import type { FormatDefinition } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The first and the last instant the gateway takes or computes: years 0001 to 9999. PostgreSQL
 * has no year 0000 ("date/time field value out of range"), and JavaScript writes a year past 9999
 * with six digits and a sign (+010000-01-01T00:00:00.000Z), which PostgreSQL does not read.
 */
export const EARLIEST_INSTANT = new Date('0001-01-01T00:00:00.000Z');
export const LATEST_INSTANT = new Date('9999-12-31T23:59:59.999Z');

/** The words every refusal of a date uses, so the message and the OpenAPI descriptions agree. */
export const DATE_YEARS = 'years 0001 to 9999';

const standardDate = addFormats.get('date') as FormatDefinition<string>;
const standardDateTime = addFormats.get('date-time') as FormatDefinition<string>;

const checks = (format: FormatDefinition<string>) => format.validate as (text: string) => boolean;

/** A calendar date YYYY-MM-DD (RFC 3339 full-date) of the years 0001 to 9999. */
export function isGatewayDate(text: string): boolean {
  return checks(standardDate)(text) && !text.startsWith('0000');
}

/**
 * A date and time with its offset (RFC 3339 date-time) of the years 0001 to 9999, also once moved
 * to UTC: 0001-01-01T00:00:00+14:00 is in year 0000 and 9999-12-31T23:59:59-12:00 in year 10000.
 */
export function isGatewayDateTime(text: string): boolean {
  if (!checks(standardDateTime)(text) || text.startsWith('0000')) return false;
  const instant = Date.parse(text);
  return instant >= EARLIEST_INSTANT.getTime() && instant <= LATEST_INSTANT.getTime();
}

/**
 * The JSON Schema formats `date` and `date-time` as the gateway reads them: ajv-formats' own
 * (RFC 3339) limited to the years 0001 to 9999, so that no date a request carries overflows the
 * database or a date written by JavaScript. Comparisons (formatMinimum) stay ajv-formats'.
 */
export const gatewayDateFormats: Record<'date' | 'date-time', FormatDefinition<string>> = {
  date: { ...standardDate, validate: isGatewayDate },
  'date-time': { ...standardDateTime, validate: isGatewayDateTime },
};
