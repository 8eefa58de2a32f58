import type { Kysely, Selectable } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, WorkOrdersTable } from '../../gateway/server/db/tables';
import { priorityLabel } from '../../gateway/server/repositories/work-order-fields';
import type { WorkOrderSearchQuery } from '../../schemas/generated/types';

/** The query of GET /search/works-orders as a test builds it: the gateway's own contract. */
export type SearchQuery = WorkOrderSearchQuery;

export type StoredWorkOrder = Selectable<WorkOrdersTable>;

const DUPLICATE_CHECK = ['unappointed', 'appointed', 'in progress', 'in diagnosis'];
const PRIORITY_ALIASES: Record<string, string> = { 'emergency (ooh)': 'emergency (out of hours)' };

/** The URL of a search. */
export function searchUrl(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  return `/api/search/works-orders${text ? `?${text}` : ''}`;
}

/** A customer's work orders read straight from the table, in no particular order. */
export async function storedWorkOrders(db: Kysely<Database>, customerId: string): Promise<StoredWorkOrder[]> {
  return db.selectFrom('work_orders').selectAll().where('customer_id', '=', customerId).execute();
}

const lower = (value: string | null) => (value ?? '').toLowerCase();
const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * What the search should answer, worked out by a plain in-memory filter over the stored rows:
 * the ids of the page in order and the total.
 */
export function expectedSearch(rows: StoredWorkOrder[], query: SearchQuery): { ids: string[]; totalCount: number } {
  const words = (query.searchText ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  let statuses = query.status
    ?.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (query.isDuplicateCheck) {
    statuses = (
      statuses ?? [...DUPLICATE_CHECK, 'catalyst_triage_tier2', 'catalyst_triage_ema', 'catalyst_triage_defect']
    ).filter((s) => DUPLICATE_CHECK.includes(s) || s.startsWith('catalyst_triage_'));
  }
  const since = query.raisedSince
    ? DateTime.fromISO(query.raisedSince, { zone: 'Europe/London' }).startOf('day').toMillis()
    : undefined;
  const sor = trimmed(query.sor)?.toUpperCase();
  const location = trimmed(query.location)?.toLowerCase();
  const description = trimmed(query.description)?.toLowerCase();
  const priorityText = trimmed(query.priority)?.toLowerCase();
  const priority = priorityText ? (PRIORITY_ALIASES[priorityText] ?? priorityText) : undefined;
  const matches = rows.filter((r) => {
    const payload = (r.payload ?? {}) as Record<string, unknown>;
    if (query.propertiesIds && !query.propertiesIds.includes(r.asset_id)) return false;
    if (statuses && !statuses.includes(r.status.toLowerCase())) return false;
    if (since !== undefined && r.raised_date.getTime() < since) return false;
    if (sor !== undefined && r.sor_code.toUpperCase() !== sor) return false;
    if (location !== undefined && (r.repair_location === null || r.repair_location.toLowerCase() !== location))
      return false;
    if (description !== undefined && !lower(r.description).includes(description)) return false;
    if (priority !== undefined) {
      const label = priorityLabel({
        code: r.priority,
        isOutOfHours: payload.isOutOfHours === true,
        isRecall: r.is_recall,
      });
      if (r.priority.toLowerCase() !== priority && label?.toLowerCase() !== priority) return false;
    }
    const fields = [r.job_no, r.description, r.trade, r.repair_location].map(lower);
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
  const direction = query.orderBy === 'raisedDate asc' ? 1 : -1;
  matches.sort((a, b) => {
    const byDate = a.raised_date.getTime() - b.raised_date.getTime();
    if (byDate !== 0) return direction * byDate;
    return direction * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  const skip = query.skip ?? 0;
  const limit = query.limit ?? 10;
  return { ids: matches.slice(skip, skip + limit).map((r) => r.id), totalCount: matches.length };
}

/** The work order ids of a search answer of either shape. */
export function idsOf(body: {
  worksOrders: ({ id: string } | { identifiers: { worksOrderIdentifier: string } })[];
}): string[] {
  return body.worksOrders.map((item) => ('id' in item ? item.id : item.identifiers.worksOrderIdentifier));
}
