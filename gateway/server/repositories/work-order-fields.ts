import { sql } from 'kysely';
import type { PriorityCode, PriorityLabel, RepairStatus } from '../../../schemas/generated/types';
import { schemasByName } from '../../../schemas/generated/registry';

/** Every repair status of the contract (common.schema.json#/definitions/repairStatus), in its order. */
export const REPAIR_STATUSES = schemasByName.common.definitions.repairStatus.enum as RepairStatus[];

/** The statuses a duplicate check lists (REP-DUP-04): open repairs, drafts and catalyst triage. */
export const DUPLICATE_CHECK_STATUSES: readonly RepairStatus[] = [
  'Unappointed',
  'Appointed',
  'In Progress',
  'In Diagnosis',
  'CATALYST_TRIAGE_TIER2',
  'CATALYST_TRIAGE_EMA',
  'CATALYST_TRIAGE_DEFECT',
];

export const PRIORITY_CODES: readonly PriorityCode[] = ['EME', 'NA', 'DM', 'DME'];
export const PRIORITY_LABELS: readonly PriorityLabel[] = [
  'Next Available',
  'Emergency',
  'Emergency (Out of hours)',
  'Next Available (Recall)',
];

/** The facts a repair's priority label follows from (REP-PRI-01). */
export interface PriorityFacts {
  /** The work_orders.priority column: EME, NA, DM or DME. */
  code: string;
  isOutOfHours: boolean;
  isRecall: boolean;
}

/**
 * The priority as residents see it: a recall is Next Available (Recall); an emergency code (EME,
 * DME) is Emergency, or Emergency (Out of hours) when raised out of hours; NA and DM are Next
 * Available; anything else has no label yet (null). {@link PRIORITY_LABEL_SQL} is the same rule in SQL.
 *
 * @example
 * priorityLabel({ code: 'EME', isOutOfHours: true, isRecall: false }); // 'Emergency (Out of hours)'
 */
export function priorityLabel({ code, isOutOfHours, isRecall }: PriorityFacts): PriorityLabel | null {
  if (isRecall) return 'Next Available (Recall)';
  if (code === 'EME' || code === 'DME') return isOutOfHours ? 'Emergency (Out of hours)' : 'Emergency';
  if (code === 'NA' || code === 'DM') return 'Next Available';
  return null;
}

/** {@link priorityLabel} over the work_orders row aliased `w`, for filters and selects. */
export const PRIORITY_LABEL_SQL = sql<PriorityLabel | null>`case
  when w.is_recall then 'Next Available (Recall)'
  when w.priority in ('EME', 'DME') then
    case when w.payload ->> 'isOutOfHours' = 'true' then 'Emergency (Out of hours)' else 'Emergency' end
  when w.priority in ('NA', 'DM') then 'Next Available'
  end`;

/** A boolean flag of the payload of the work_orders row aliased `w`; false when absent. */
export function payloadFlag(name: string) {
  return sql<boolean>`coalesce(w.payload ->> ${name} = 'true', false)`;
}

/** A timestamp column as the contract's ISO 8601 text, or null. */
export function isoOrNull(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}
