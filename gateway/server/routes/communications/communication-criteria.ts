import { DateTime } from 'luxon';
import type { CommunicationQuery, ErrorItem } from '../../../../schemas/generated/types';
import { LATEST_INSTANT } from '../../http/date-formats';
import { BadRequestError } from '../../http/errors';
import type { Clock } from '../../common/clock';
import type { CommunicationCriteria } from '../../repositories/communication-repository';
import { datesAndSearch, LONDON_ZONE } from '../list-query';

/** Page size when the query names none (ACC-MSG-01: default 10). */
export const DEFAULT_COMMUNICATION_PAGE_SIZE = 10;

/** How far back the list reaches when the query names no first date (ACC-GWY-13: two years back). */
export const DEFAULT_COMMUNICATION_YEARS = 2;

/**
 * Turns the checked query of GET /customers/{id}/communications into criteria (ACC-GWY-13): the days
 * fromDate to toDate, both included, in London time (two years back to today by default), the
 * search trimmed (blank is no search), newest first unless orderBy says createdDate asc, 10 a
 * page from the first by default. `assetIds` is the chosen home and the buildings above it, when
 * the query names a home. Throws BadRequestError for a range that ends before it starts or a
 * search holding control characters.
 *
 * @example
 * communicationCriteria('CUS-100001', { limit: 2 }, undefined, clock);
 * // { customerId: 'CUS-100001', from: 2024-03-15T00:00Z, before: 2026-03-16T00:00Z, order: 'desc', skip: 0, limit: 2 }
 */
export function communicationCriteria(
  customerId: string,
  query: CommunicationQuery,
  assetIds: string[] | undefined,
  clock: Clock,
): CommunicationCriteria {
  const problems: ErrorItem[] = [];
  const { from, to, searchText } = datesAndSearch(
    {
      from: query.fromDate,
      to: query.toDate,
      searchText: query.searchText,
      yearsBack: DEFAULT_COMMUNICATION_YEARS,
      fromField: 'query.fromDate',
    },
    clock,
    problems,
  );
  if (problems.length > 0) throw new BadRequestError(problems);

  const startOf = (day: string) => DateTime.fromISO(day, { zone: LONDON_ZONE }).startOf('day');
  const criteria: CommunicationCriteria = {
    customerId,
    from: startOf(from).toJSDate(),
    // The midnight after 9999-12-31 is in year 10000, which JavaScript writes +010000-01-01 and the
    // database does not read: no message is later than the last instant of 9999, so the range ends
    // there (http/date-formats.ts).
    before: new Date(Math.min(startOf(to).plus({ days: 1 }).toMillis(), LATEST_INSTANT.getTime())),
    order: query.orderBy === 'createdDate asc' ? 'asc' : 'desc',
    skip: query.skip ?? 0,
    limit: query.limit ?? DEFAULT_COMMUNICATION_PAGE_SIZE,
  };
  if (searchText) criteria.searchText = searchText;
  if (assetIds) criteria.assetIds = assetIds;
  if (query.status) criteria.status = query.status;
  return criteria;
}
