import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  DuplicateCheckItem,
  PriorityCode,
  PriorityLabel,
  RepairStatus,
  WorkOrderListItem,
} from '../../../schemas/generated/types';
import type { Database, WorkOrdersTable } from '../db/tables';
import { isoOrNull, payloadFlag, PRIORITY_LABEL_SQL } from './work-order-fields';

/** What to search for, already checked and normalised (routes/works-orders/read/search-criteria.ts). */
export interface WorkOrderSearchCriteria {
  /** Only this customer's repairs are ever read. */
  customerId: string;
  /** Each word must occur in the job number, description, trade or location (any case). */
  words: string[];
  /** Text the description must contain (any case). */
  descriptionText?: string;
  /** Undefined: any status. An empty list matches nothing. */
  statuses?: RepairStatus[];
  /** Raised at or after this moment. */
  raisedSince?: Date;
  /** Schedule of rates code (any case). */
  sorCode?: string;
  /** Repair location, e.g. Kitchen (any case). */
  location?: string;
  priority?: { code: PriorityCode } | { label: PriorityLabel };
  /** Only repairs on these assets. */
  assetIds?: string[];
  order: 'asc' | 'desc';
  limit: number;
  skip: number;
}

export interface SearchPage<T> {
  worksOrders: T[];
  totalCount: number;
}

type Filtered = SelectQueryBuilder<Database & { w: WorkOrdersTable }, 'w', object>;

/** The rows the criteria match, unordered and unpaged. */
function matching(db: Kysely<Database>, c: WorkOrderSearchCriteria): Filtered {
  let q: Filtered = db.selectFrom('work_orders as w').where('w.customer_id', '=', c.customerId);
  if (c.assetIds) q = q.where('w.asset_id', 'in', c.assetIds);
  if (c.statuses) q = q.where('w.status', 'in', c.statuses);
  if (c.raisedSince) q = q.where('w.raised_date', '>=', c.raisedSince);
  if (c.sorCode !== undefined) q = q.where(sql`upper(w.sor_code)`, '=', sql`upper(${c.sorCode})`);
  if (c.location !== undefined) q = q.where(sql`lower(w.repair_location)`, '=', sql`lower(${c.location})`);
  if (c.priority && 'code' in c.priority) q = q.where('w.priority', '=', c.priority.code);
  if (c.priority && 'label' in c.priority) q = q.where(PRIORITY_LABEL_SQL, '=', c.priority.label);
  if (c.descriptionText !== undefined) q = q.where(contains(sql`w.description`, c.descriptionText));
  for (const word of c.words) {
    q = q.where(
      sql<boolean>`(${contains(sql`w.job_no`, word)} or ${contains(sql`w.description`, word)}
        or ${contains(sql`w.trade`, word)} or ${contains(sql`w.repair_location`, word)})`,
    );
  }
  return q;
}

/** Case-insensitive "contains" without LIKE, so % and _ in the text are plain characters. */
function contains(column: ReturnType<typeof sql>, text: string) {
  return sql<boolean>`strpos(lower(coalesce(${column}, '')), lower(${text})) > 0`;
}

/**
 * One page in raised-date order (newest first for desc), the id breaking ties the same way. Limit
 * and skip are written into the statement as numbers (the query schema makes them whole numbers)
 * rather than sent as parameters: as parameters, PostgreSQL's one plan for the prepared statement
 * (ADR 0015) would assume an unknown offset and cost more than a plan for the values at hand, so
 * the server would plan the statement afresh on every call (about 0.2 ms) rather than once.
 */
function page(db: Kysely<Database>, c: WorkOrderSearchCriteria) {
  return matching(db, c)
    .orderBy('w.raised_date', c.order)
    .orderBy(sql`w.id collate "C"`, c.order)
    .limit(sql.lit(wholeNumber(c.limit, 'limit')))
    .offset(sql.lit(wholeNumber(c.skip, 'skip')));
}

function wholeNumber(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`The search's ${name} must be a whole number (got ${value}).`);
  return value;
}

/**
 * The page's rows beside how many match in all, in one statement: one round trip on one
 * connection, where a page and a count sent side by side took two connections and, on a busy
 * server, waited for the slower of the two (issue 29: the search's p99 at one connection). The
 * total stays its own aggregate, an index-only scan of the customer's index entries, cheaper than
 * a window count, which would read every matching row from the table to page ten of them. The
 * page is joined to it laterally, so a page past the end (or a customer without repairs) still
 * answers the total: one row whose page columns are null.
 */
async function pageWithTotal<Row extends { id: string }>(
  db: Kysely<Database>,
  c: WorkOrderSearchCriteria,
  pageQuery: Expression<Row>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const total = matching(db, c).select((eb) => eb.fn.countAll<string>().as('total_count'));
  const order = sql.raw(c.order === 'asc' ? 'asc' : 'desc');
  // The page's order again: the join keeps it in practice, but only an ORDER BY promises it.
  const { rows: found } = await sql<Row & { total_count: string }>`
    select p.*, t.total_count from (${total}) t left join lateral (${pageQuery}) p on true
    order by p.raised_date ${order}, p.id collate "C" ${order}`.execute(db);
  // An empty page's one row has only the total.
  const rows = found.filter((row) => row.id !== null);
  return { rows, totalCount: Number(found[0]?.total_count ?? 0) };
}

/**
 * One page of a customer's repairs as list items, and how many match in all.
 *
 * @example
 * const { worksOrders, totalCount } = await searchWorkOrders(db, {
 *   customerId: 'CUS-100001', words: ['tap'], order: 'desc', limit: 10, skip: 0,
 * });
 */
export async function searchWorkOrders(
  db: Kysely<Database>,
  criteria: WorkOrderSearchCriteria,
): Promise<SearchPage<WorkOrderListItem>> {
  if (criteria.statuses?.length === 0 || criteria.assetIds?.length === 0) return { worksOrders: [], totalCount: 0 };
  const { rows, totalCount } = await pageWithTotal(
    db,
    criteria,
    page(db, criteria)
      .leftJoin('contractors as c', 'c.id', 'w.contractor_id')
      .select([
        'w.id',
        'w.job_no',
        'w.raised_date',
        'w.area',
        'w.description',
        'w.trade',
        'w.channel',
        PRIORITY_LABEL_SQL.as('priority'),
        'c.name as contractor_name',
        'w.status',
        payloadFlag('isRaisedAsTriage').as('is_raised_as_triage'),
        'w.appointment_start',
        'w.completed_date',
        'w.raised_by',
        'w.repair_location',
        'w.sor_code',
        'w.contractor_site',
      ]),
  );
  const worksOrders = rows.map((r): WorkOrderListItem => ({
    id: r.id,
    jobNo: r.job_no,
    raisedDate: r.raised_date.toISOString(),
    area: r.area as WorkOrderListItem['area'],
    description: r.description,
    trade: r.trade,
    channel: r.channel as WorkOrderListItem['channel'],
    priority: r.priority,
    contractor: r.contractor_name,
    status: r.status as RepairStatus,
    isRaisedAsTriage: r.is_raised_as_triage,
    appointmentDate: isoOrNull(r.appointment_start),
    completedDate: isoOrNull(r.completed_date),
    raisedBy: r.raised_by,
    repairLocation: r.repair_location,
    sorCode: r.sor_code,
    siteIndentifire: r.contractor_site,
  }));
  return { worksOrders, totalCount };
}

/**
 * One page of a customer's repairs as duplicate-check items (REP-DUP-04), and the total.
 * The caller narrows `statuses` to the duplicate-check statuses.
 *
 * @example
 * await searchDuplicateCandidates(db, { customerId, words: [], sorCode: 'PLUMTAP01',
 *   statuses: [...DUPLICATE_CHECK_STATUSES], order: 'desc', limit: 10, skip: 0 });
 */
export async function searchDuplicateCandidates(
  db: Kysely<Database>,
  criteria: WorkOrderSearchCriteria,
): Promise<SearchPage<DuplicateCheckItem>> {
  if (criteria.statuses?.length === 0 || criteria.assetIds?.length === 0) return { worksOrders: [], totalCount: 0 };
  const { rows, totalCount } = await pageWithTotal(
    db,
    criteria,
    page(db, criteria)
      .innerJoin('assets as a', 'a.id', 'w.asset_id')
      .select([
        'w.id',
        'w.status',
        'w.is_draft',
        'w.is_emergency',
        payloadFlag('isPotentialDuplicate').as('is_potential_duplicate'),
        payloadFlag('isVulnerable').as('is_vulnerable'),
        sql<string | null>`w.payload ->> 'isSubmitted'`.as('is_submitted'),
        payloadFlag('isOutOfHours').as('is_out_of_hours'),
        payloadFlag('isRaisedAsTriage').as('is_raised_as_triage'),
        'w.sor_code',
        'w.description',
        'w.trade',
        'w.raised_date',
        'w.channel',
        'a.asset_type',
      ]),
  );
  const worksOrders = rows.map((r): DuplicateCheckItem => ({
    identifiers: { worksOrderIdentifier: r.id },
    statuses: {
      status: r.status as RepairStatus,
      isPotentialDuplicate: r.is_potential_duplicate,
      isVulnerable: r.is_vulnerable,
      isSubmitted: r.is_submitted === null ? !r.is_draft : r.is_submitted === 'true',
      isEmergency: r.is_emergency,
      isOutOfHours: r.is_out_of_hours,
      isRaisedAsTriage: r.is_raised_as_triage,
    },
    job: { sorCode: r.sor_code, description: r.description, trade: r.trade },
    raisedDate: r.raised_date.toISOString(),
    channel: r.channel as DuplicateCheckItem['channel'],
    asset: { type: { assetTypeName: r.asset_type } },
  }));
  return { worksOrders, totalCount };
}
