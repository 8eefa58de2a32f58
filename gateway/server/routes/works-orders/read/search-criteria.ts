import { DateTime } from 'luxon';
import type { ErrorItem, RepairStatus, WorkOrderSearchQuery } from '../../../../../schemas/generated/types';
import { BadRequestError } from '../../../http/errors';
import type { WorkOrderSearchCriteria } from '../../../repositories/work-order-search-repository';
import {
  DUPLICATE_CHECK_STATUSES,
  PRIORITY_CODES,
  PRIORITY_LABELS,
  REPAIR_STATUSES,
} from '../../../repositories/work-order-fields';

/** The association works in UK time: "raised since 4 April" starts at midnight in London. */
export const SEARCH_ZONE = 'Europe/London';

const STATUS_BY_KEY = new Map(REPAIR_STATUSES.map((s) => [s.toLowerCase(), s]));
const PRIORITY_BY_KEY = new Map<string, WorkOrderSearchCriteria['priority']>([
  ...PRIORITY_CODES.map((code) => [code.toLowerCase(), { code }] as const),
  ...PRIORITY_LABELS.map((label) => [label.toLowerCase(), { label }] as const),
  // How lists show the out-of-hours label.
  ['emergency (ooh)', { label: 'Emergency (Out of hours)' }],
]);

/**
 * Turns the checked query of GET /search/works-orders into search criteria for one customer.
 * Statuses are the model's (any case; "In progress" is In Progress); the spec's filter groups
 * (Active, Catalyst...) are the portal's to expand. A duplicate check keeps only the
 * duplicate-check statuses of the ones asked for. Throws BadRequestError naming each unknown
 * status or priority.
 *
 * @example
 * searchCriteria({ status: 'Completed,Closed', orderBy: 'raisedDate asc' }, 'CUS-100001');
 * // { customerId: 'CUS-100001', statuses: ['Completed', 'Closed'], order: 'asc', limit: 10, skip: 0, words: [] }
 */
export function searchCriteria(query: WorkOrderSearchQuery, customerId: string): WorkOrderSearchCriteria {
  const problems: ErrorItem[] = [];
  let statuses = query.status === undefined ? undefined : parseStatuses(query.status, problems);
  if (query.isDuplicateCheck) {
    statuses = (statuses ?? [...DUPLICATE_CHECK_STATUSES]).filter((s) => DUPLICATE_CHECK_STATUSES.includes(s));
  }
  const priority = textOrUndefined(query.priority);
  const priorityFilter = priority === undefined ? undefined : PRIORITY_BY_KEY.get(priority.toLowerCase());
  if (priority !== undefined && !priorityFilter) {
    problems.push({
      field: 'query.priority',
      message: `"${priority}" is not a repair priority. Use a code (${PRIORITY_CODES.join(', ')}) or a label (${PRIORITY_LABELS.join(', ')}).`,
    });
  }
  if (problems.length > 0) throw new BadRequestError(problems);
  const criteria: WorkOrderSearchCriteria = {
    customerId,
    words: (query.searchText ?? '').split(/\s+/).filter((w) => w.length > 0),
    order: query.orderBy === 'raisedDate asc' ? 'asc' : 'desc',
    limit: query.limit ?? 10,
    skip: query.skip ?? 0,
  };
  if (statuses) criteria.statuses = statuses;
  if (priorityFilter) criteria.priority = priorityFilter;
  if (query.raisedSince) criteria.raisedSince = startOfDay(query.raisedSince);
  const description = textOrUndefined(query.description);
  if (description !== undefined) criteria.descriptionText = description;
  const sor = textOrUndefined(query.sor);
  if (sor !== undefined) criteria.sorCode = sor;
  const location = textOrUndefined(query.location);
  if (location !== undefined) criteria.location = location;
  if (query.propertiesIds) criteria.assetIds = [...new Set(query.propertiesIds)];
  return criteria;
}

function parseStatuses(list: string, problems: ErrorItem[]): RepairStatus[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const statuses: RepairStatus[] = [];
  for (const name of names) {
    const status = STATUS_BY_KEY.get(name.toLowerCase());
    if (status) statuses.push(status);
    else {
      problems.push({
        field: 'query.status',
        message: `"${name}" is not a repair status. Use a comma-separated list of: ${REPAIR_STATUSES.join(', ')}.`,
      });
    }
  }
  if (names.length === 0) {
    problems.push({
      field: 'query.status',
      message: 'Name at least one status, or leave status out for every status.',
    });
  }
  return [...new Set(statuses)];
}

function textOrUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Midnight in London at the start of a YYYY-MM-DD date. */
export function startOfDay(date: string): Date {
  return DateTime.fromISO(date, { zone: SEARCH_ZONE }).startOf('day').toJSDate();
}
