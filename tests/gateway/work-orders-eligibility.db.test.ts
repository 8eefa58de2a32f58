import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActionEligibilityResult,
  CancelEligibilityRequest,
  ErrorBody,
  WorkOrder,
} from '../../schemas/generated/types';
import type { WorkOrdersTable } from '../../gateway/server/db/tables';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben } = PERSONA;
const wo = amara.workOrders;

describe('cancel and reschedule eligibility', () => {
  let gateway: TestGateway;
  const read = async (id: string) =>
    json<WorkOrder>(await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` }));
  /** The body the portal sends, built from the repair as read. */
  const bodyOf = (w: WorkOrder): CancelEligibilityRequest => ({
    channel: w.channel,
    status: w.status,
    isDraft: w.isDraft,
    isEmergency: w.isEmergency ?? false,
    isOutOfHours: w.isOutOfHours,
    isRecall: w.isRecall,
    isEMA: w.isEMA,
    isPotentialDuplicate: w.isPotentialDuplicate,
    contractorSiteIdentifier: w.contractor,
    location: w.repairLocation,
    trade: w.trade,
    sorCode: w.sorCode,
    raisedDate: w.raisedDate,
    assetTypeName: 'Property',
    lastAppointmentDate: w.appointmentStartDate,
    userIdentifier: w.customerIdentifier,
    raisedByIdentifier: w.customerIdentifier,
  });
  const cancelCode = async (id: string, change: Partial<CancelEligibilityRequest> = {}) => {
    const payload = { ...bodyOf(await read(id)), ...change };
    const response = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/wo-cancellation-eligibility',
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<ActionEligibilityResult>(response).errorCode;
  };
  const rescheduleCheck = async (id: string, as: 'amara' | 'ben' = 'amara') => {
    const payload = { ...bodyOf(await read(wo.appointedIn3Days)), isContractorIntegrated: true };
    return gateway.api({
      as,
      method: 'POST',
      url: `/api/works-orders/${id}/appointments/reschedule-eligibility`,
      payload,
    });
  };
  const rescheduleCode = async (id: string) => json<ActionEligibilityResult>(await rescheduleCheck(id)).errorCode;
  /** Changes a stored repair for one check, then puts it back. */
  const whileChanged = async (id: string, set: Updateable<WorkOrdersTable>, check: () => Promise<void>) => {
    const before = await gateway.db
      .selectFrom('work_orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await gateway.db.updateTable('work_orders').set(set).where('id', '=', id).execute();
    try {
      await check();
    } finally {
      await gateway.db
        .updateTable('work_orders')
        .set({
          ...before,
          payload: JSON.stringify(before.payload),
          additional_info: JSON.stringify(before.additional_info),
        })
        .where('id', '=', id)
        .execute();
    }
  };

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  it('lets Amara cancel her unappointed repair and her repair appointed in three days', async () => {
    expect(await cancelCode(wo.unappointedIntegrated)).toBeNull();
    expect(await cancelCode(wo.appointedIn3Days)).toBeNull();
  });

  it('refuses drafts, finished, started and managing-agent repairs with SSR008', async () => {
    for (const id of [wo.draft, wo.completedRecallEligible, wo.cancelled, wo.inProgress, 'WO-100130']) {
      expect(await cancelCode(id), id).toBe('SSR008');
    }
  });

  it('refuses an emergency with SSR036 and a repair the contractor attends today with SSR066', async () => {
    expect(await cancelCode(wo.emergency)).toBe('SSR036');
    expect(await cancelCode(wo.appointedToday)).toBe('SSR066');
  });

  it("refuses to judge for another customer (403) and a body that is not the contract's (400)", async () => {
    const payload = { ...bodyOf(await read(wo.appointedIn3Days)), userIdentifier: ben.customerId };
    const foreign = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/wo-cancellation-eligibility',
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const { status: _left, ...incomplete } = bodyOf(await read(wo.appointedIn3Days));
    const bad = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/wo-cancellation-eligibility',
      payload: incomplete,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).title).toBe('Bad Request');
  });

  it('lets Amara move the appointment three days ahead and her recall’s', async () => {
    expect(await rescheduleCode(wo.appointedIn3Days)).toBeNull();
    expect(await rescheduleCode(wo.recall)).toBeNull();
  });

  it('judges the repair as stored, not the copy in the body', async () => {
    expect(await rescheduleCode(wo.unappointedIntegrated)).toBe('CR165');
    expect(await rescheduleCode(wo.completedRecallEligible)).toBe('CR165');
  });

  it('answers CR166 for an emergency, SSR070 for a managing agent, SSR075 for today, SSR071 to phone', async () => {
    await whileChanged(wo.recall, { is_emergency: true }, async () => {
      expect(await rescheduleCode(wo.recall)).toBe('CR166');
    });
    await whileChanged(wo.recall, { payload: JSON.stringify({ isEMA: true }) }, async () => {
      expect(await rescheduleCode(wo.recall)).toBe('SSR070');
    });
    expect(await rescheduleCode(wo.appointedToday)).toBe('SSR075');
    await whileChanged(wo.recall, { contractor_id: 'CON-009', contractor_site: 'GRN-01' }, async () => {
      expect(await rescheduleCode(wo.recall)).toBe('SSR071');
    });
    await whileChanged(wo.recall, { contractor_site: 'HUB4-REP' }, async () => {
      expect(await rescheduleCode(wo.recall)).toBe('SSR071');
    });
  });

  it('gives each answer of the checks for one of the seeded appointed repairs of Amara, unchanged', async () => {
    expect(await rescheduleCode(wo.appointedNonIntegrated)).toBe('SSR071');
    expect(await cancelCode(wo.appointedNonIntegrated)).toBeNull();
    expect(await rescheduleCode(wo.appointedEmergency)).toBe('CR166');
    expect(await cancelCode(wo.appointedEmergency)).toBe('SSR036');
    expect(await rescheduleCode(wo.appointedByManagingAgent)).toBe('SSR070');
    expect(await cancelCode(wo.appointedByManagingAgent)).toBe('SSR008');
  });

  it("refuses the check on another customer's repair", async () => {
    expect((await rescheduleCheck('WO-200101')).statusCode).toBe(403);
  });
});
