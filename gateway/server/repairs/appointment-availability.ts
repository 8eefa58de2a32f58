import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Availability } from '../../../schemas/generated/types';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { bookedCounts } from '../repositories/appointment-repository';
import { findStoredWorkOrder, type StoredWorkOrder } from '../repositories/work-order-write-repository';
import { buildAvailability } from './appointment-diary';
import type { RepairContext } from './repair-context';
import { REPAIRS_ZONE } from './working-hours';

/** The diary a repair's appointments come from: its contractor and the site whose diary it is. */
export interface RepairDiary {
  workOrder: StoredWorkOrder & { jobNo: string };
  contractorId: string;
  contractorName: string;
  isIntegrated: boolean;
  diaryCode: string;
  /** Today in UK time (YYYY-MM-DD), by the clock. */
  today: string;
}

/**
 * The diary of one of a customer's repairs, checked for booking: the repair has a job number (409
 * until assigned) that referenceNumber, when sent, must match (400); it is Next Available (an
 * emergency is attended without an appointment: 409) and Unappointed, or Appointed to move it
 * (`statuses`); the contractor is the repair's, whose name contractorName must be (400), or, when
 * the repair has none yet, the active contractor of that name (404 when none). The diary is the
 * repair's contractor site, else the contractor's first site.
 */
export async function repairDiary(
  ctx: RepairContext,
  workOrderId: string,
  query: { referenceNumber?: string | undefined; contractorName: string },
  statuses: string[],
): Promise<RepairDiary> {
  const workOrder = await findStoredWorkOrder(ctx.db, workOrderId);
  if (!workOrder) throw new NotFoundError(`No work order has the identifier ${workOrderId}.`);
  if (!workOrder.jobNo) throw new ConflictError('This repair has no job number yet; try again in a few seconds.');
  if (query.referenceNumber !== undefined && query.referenceNumber !== workOrder.jobNo) {
    throw new BadRequestError([
      { message: `${query.referenceNumber} is not the job number of this repair.`, field: 'query.referenceNumber' },
    ]);
  }
  if (workOrder.priority === 'EME' || workOrder.priority === 'DME') {
    throw new ConflictError('An emergency repair is attended without an appointment.');
  }
  if (!statuses.includes(workOrder.status)) {
    throw new ConflictError(`A repair that is ${workOrder.status} cannot be given an appointment here.`);
  }
  const stored = await ctx.db
    .selectFrom('work_orders as w')
    .leftJoin('contractors as c', 'c.id', 'w.contractor_id')
    .select(['w.contractor_site', 'c.id', 'c.name', 'c.statuses', 'c.sites'])
    .where('w.id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  const contractor = stored.id
    ? stored
    : await ctx.db
        .selectFrom('contractors as c')
        .select(['c.id', 'c.name', 'c.statuses', 'c.sites'])
        .where(sql`lower(c.name)`, '=', query.contractorName.toLowerCase())
        .executeTakeFirst();
  if (!contractor?.id || !contractor.name) throw new NotFoundError(`No contractor is called ${query.contractorName}.`);
  if (contractor.name.toLowerCase() !== query.contractorName.toLowerCase()) {
    throw new BadRequestError([
      { message: `${query.contractorName} is not the contractor of this repair.`, field: 'query.contractorName' },
    ]);
  }
  const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const sites = parse<{ siteIdentifier: string }[]>(contractor.sites);
  return {
    workOrder: { ...workOrder, jobNo: workOrder.jobNo },
    contractorId: contractor.id,
    contractorName: contractor.name,
    isIntegrated: parse<{ isIntegrated: boolean }>(contractor.statuses).isIntegrated,
    diaryCode: stored.contractor_site ?? sites[0]?.siteIdentifier ?? contractor.id,
    today: DateTime.fromJSDate(ctx.clock.now(), { zone: REPAIRS_ZONE }).toISODate() as string,
  };
}

/**
 * The slots a repair's contractor offers (appointment-diary.ts), less what is already booked. A
 * contractor that is not integrated has no online diary: no slots, statusCode 404.
 *
 * @example
 * const availability = await repairAvailability(ctx, 'WO-500001', { contractorName: 'Thameside Repairs Hub' });
 */
export async function repairAvailability(
  ctx: RepairContext,
  workOrderId: string,
  query: { referenceNumber?: string | undefined; contractorName: string },
): Promise<Availability> {
  const diary = await repairDiary(ctx, workOrderId, query, ['Unappointed', 'Appointed']);
  if (!diary.isIntegrated) return { availabilities: [], isPreferences: false, statusCode: 404 };
  return buildAvailability(diary.diaryCode, diary.today, await bookedCounts(ctx.db, diary.diaryCode, diary.today));
}
