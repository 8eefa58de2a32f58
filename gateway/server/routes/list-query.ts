import { DateTime } from 'luxon';
import type { ErrorItem } from '../../../schemas/generated/types';
import type { Clock } from '../common/clock';

/** The association works in UK time: "today" is today in London. */
export const LONDON_ZONE = 'Europe/London';

/** Today in London by the gateway's clock, at the start of the day. */
export function londonToday(clock: Clock): DateTime {
  return DateTime.fromJSDate(clock.now(), { zone: LONDON_ZONE }).startOf('day');
}

/** Control characters cannot be stored in a description or a message, so a search for one is a mistake. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/** What a list query asks of the dates and the search, as sent. */
export interface DatesAndSearchQuery {
  /** First day (YYYY-MM-DD), or undefined for `yearsBack` years before today in London. */
  from: string | undefined;
  /** Last day (YYYY-MM-DD), or undefined for today in London. */
  to: string | undefined;
  searchText: string | undefined;
  /** How far back the list reaches when the query names no first day. */
  yearsBack: number;
  /** The query parameter a reversed range is reported on, and the code it carries, if any. */
  fromField: string;
  reversedCode?: string;
}

/**
 * The days and the search of a list query, checked the same way for every list (transactions:
 * ACC-GWY-09, ACC-TXN-02; messages: ACC-GWY-13): the days default to `yearsBack` years back to
 * today in London, a range that ends before it starts is a problem on `fromField`, and the search
 * is trimmed (blank is no search) and must hold no control character. Problems are added to
 * `problems`, so the caller reports them with its own in one 400.
 *
 * @example
 * datesAndSearch({ from: undefined, to: undefined, searchText: ' rent ', yearsBack: 1, fromField: 'query.DateFrom' }, clock, problems);
 * // { from: '2025-03-15', to: '2026-03-15', searchText: 'rent' }
 */
export function datesAndSearch(
  query: DatesAndSearchQuery,
  clock: Clock,
  problems: ErrorItem[],
): { from: string; to: string; searchText: string | undefined } {
  const today = londonToday(clock);
  const from = query.from ?? (today.minus({ years: query.yearsBack }).toISODate() as string);
  const to = query.to ?? (today.toISODate() as string);
  if (from > to) {
    problems.push({
      field: query.fromField,
      ...(query.reversedCode ? { code: query.reversedCode } : {}),
      message: `The date range starts (${from}) after it ends (${to}); choose a "from" date on or before the "to" date.`,
    });
  }
  const searchText = query.searchText?.trim();
  if (searchText !== undefined && hasControlCharacter(searchText)) {
    problems.push({ field: 'query.searchText', message: 'The search text must not hold control characters.' });
  }
  return { from, to, searchText };
}
