import type { RepairStatus } from '../../../schemas/generated/types';
import type { StatusTone } from '../../lists/status-tag';

export type { StatusTone };

/** The three catalyst triage statuses, shown as one Catalyst label. */
export const TRIAGE_STATUSES = ['CATALYST_TRIAGE_TIER2', 'CATALYST_TRIAGE_EMA', 'CATALYST_TRIAGE_DEFECT'] as const;

const ALL_STATUSES: readonly RepairStatus[] = [
  'Unappointed',
  'Appointed',
  'In Progress',
  'In Diagnosis',
  'Pending Approval',
  'On Hold',
  'Completed',
  'Closed',
  'Cancelled',
  'Reported to EMA',
  ...TRIAGE_STATUSES,
];

/** Message keys (repairs namespace) of the statuses as lists show them (REP-STA-01). */
const LABELS: Record<RepairStatus, string> = {
  Unappointed: 'status.assignedToContractor',
  'Reported to EMA': 'status.assignedToContractor',
  Appointed: 'status.appointed',
  'In Progress': 'status.inProgress',
  'In Diagnosis': 'status.draft',
  'Pending Approval': 'status.pendingApproval',
  'On Hold': 'status.onHold',
  Completed: 'status.completed',
  Closed: 'status.closed',
  Cancelled: 'status.cancelled',
  CATALYST_TRIAGE_TIER2: 'status.catalyst',
  CATALYST_TRIAGE_EMA: 'status.catalyst',
  CATALYST_TRIAGE_DEFECT: 'status.catalyst',
};

/**
 * The key of a status as the repair list shows it: In Diagnosis is Draft (Under Review when raised
 * as triage), Unappointed and Reported to EMA are Assigned to contractor, the triage statuses are
 * Catalyst; a status the portal does not know reads Unknown.
 *
 * @example
 * statusLabelKey('In Diagnosis', true); // 'status.underReview'
 */
export function statusLabelKey(status: string, raisedAsTriage = false): string {
  if (status === 'In Diagnosis' && raisedAsTriage) return 'status.underReview';
  return LABELS[status as RepairStatus] ?? 'status.unknown';
}

/** Card and tag colour: Completed green, Cancelled red, anything else yellow. */
export function statusTone(status: string): StatusTone {
  if (status === 'Completed') return 'green';
  if (status === 'Cancelled') return 'red';
  return 'yellow';
}

/** One entry of the status filter: its key (also its message key under filter.status) and statuses. */
export interface StatusFilterGroup {
  id: string;
  /** The statuses asked of the search; undefined for All (no status filter). */
  statuses: readonly RepairStatus[] | undefined;
}

/**
 * The status filter groups (REP-STA-03), in the order the filter offers them. Completed also
 * takes Closed (a closed repair is finished; the spec names no group of its own for it), and
 * Passed to the provider is the repairs reported to an estate managing agent.
 */
export const STATUS_FILTER_GROUPS: readonly StatusFilterGroup[] = [
  { id: 'all', statuses: undefined },
  {
    id: 'active',
    statuses: [
      'Appointed',
      'Pending Approval',
      'On Hold',
      'Unappointed',
      'In Progress',
      'In Diagnosis',
      ...TRIAGE_STATUSES,
    ],
  },
  { id: 'unappointed', statuses: ['Unappointed', 'Reported to EMA'] },
  { id: 'appointed', statuses: ['Appointed'] },
  { id: 'onHold', statuses: ['On Hold'] },
  { id: 'inProgress', statuses: ['In Progress'] },
  { id: 'pendingApproval', statuses: ['Pending Approval'] },
  { id: 'cancelled', statuses: ['Cancelled'] },
  { id: 'completed', statuses: ['Completed', 'Closed'] },
  { id: 'inDiagnosis', statuses: ['In Diagnosis'] },
  { id: 'passedToProvider', statuses: ['Reported to EMA'] },
  { id: 'catalyst', statuses: TRIAGE_STATUSES },
];

/**
 * The search's `status` value of a filter group: a comma list, or undefined for All.
 *
 * @example
 * statusQuery('completed'); // 'Completed,Closed'
 */
export function statusQuery(groupId: string): string | undefined {
  const group = STATUS_FILTER_GROUPS.find((entry) => entry.id === groupId);
  return group?.statuses?.join(',');
}

/** True for a status the gateway may send (the work-order schema's values). */
export function isKnownStatus(status: string): status is RepairStatus {
  return ALL_STATUSES.includes(status as RepairStatus);
}
