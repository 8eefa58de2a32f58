import type { CaseSearchQuery, CaseStatus } from '../../../schemas/generated/types';
import type { StatusTone } from '../../lists/status-tag';

/** The case list's order of statuses (ACC-CAS-18): Active, Resolved, Cancelled. */
export const CASE_STATUS_ORDER: readonly CaseStatus[] = ['Active', 'Resolved', 'Cancelled'];

/**
 * The status filter's choices (ACC-CAS-21: All, Active, Cancelled, Resolved); 'all' is no filter, as in
 * the repairs list's filter panel.
 */
export const CASE_STATUS_FILTERS = ['all', 'Active', 'Cancelled', 'Resolved'] as const;
export type CaseStatusFilter = (typeof CASE_STATUS_FILTERS)[number];

/** The Status query of GET /cases for a filter choice. */
export function statusQuery(filter: string): NonNullable<CaseSearchQuery['Status']> {
  return filter === 'Active' || filter === 'Cancelled' || filter === 'Resolved' ? filter : 'All';
}

/** The colour that repeats a case status (ACC-CAS-19): Resolved green, Cancelled red, otherwise yellow. */
export function caseStatusTone(status: string): StatusTone {
  if (status === 'Resolved') return 'green';
  if (status === 'Cancelled') return 'red';
  return 'yellow';
}

/**
 * Cases in the list order of ACC-CAS-18 (Active, Resolved, Cancelled; anything else last). The gateway
 * already answers in this order; the sort is stable, so within a status the gateway's order
 * (newest or oldest first) stays, and batches chained together keep the rule too.
 */
export function inStatusOrder<T extends { status: string }>(cases: readonly T[]): T[] {
  const rank = (status: string) => {
    const index = CASE_STATUS_ORDER.indexOf(status as CaseStatus);
    return index === -1 ? CASE_STATUS_ORDER.length : index;
  };
  return cases
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.status) - rank(b.item.status) || a.index - b.index)
    .map(({ item }) => item);
}
