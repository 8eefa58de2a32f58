import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentResult,
  Availability,
  ErrorBody,
  HistoryEvent,
  Reschedule,
  WorkOrder,
  WorkOrderSearchResult,
} from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const wo = PERSONA.amara.workOrders;
const ZONE = 'Europe/London';
/** When the resident's device says the request was made (a fixed moment: the gateway only records it). */
const PRESSED_AT = '2026-06-15T23:30:00.000Z';

/** One slot of a diary as the availability call offers it. */
interface OpenSlot {
  from: string;
  to: string;
  availabilityType: string;
  insideSla: boolean;
  capacity: string;
  date: string;
}

describe('PATCH /works-orders/{id}/appointments', () => {
  let gateway: TestGateway;
  const read = async (id: string) =>
    json<WorkOrder>(await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` }));
  /** The slots with a place left in the diary of a repair's contractor, earliest first. */
  const openSlots = async (w: WorkOrder): Promise<OpenSlot[]> => {
    const query = new URLSearchParams({ contractorName: w.contractorName ?? '' });
    const url = `/api/works-orders/${w.id}/appointments/availability?${query.toString()}`;
    const availability = json<Availability>(await gateway.api({ as: 'amara', url }));
    const at = (date: string, time: string) =>
      DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';
    return availability.availabilities
      .flatMap(({ availabilityDetails: kind, slots }) =>
        slots.map((s) => ({
          date: s.date,
          from: at(s.date, kind.start),
          to: at(s.date, kind.end),
          availabilityType: kind.availabilityType,
          insideSla: s.insideSla,
          capacity: s.capacity,
        })),
      )
      .filter((s) => s.capacity !== 'Not Available')
      .sort((a, b) => a.from.localeCompare(b.from));
  };
  const moveTo = (w: WorkOrder, slot: OpenSlot, change: Partial<Reschedule> = {}): Reschedule => ({
    status: 'RESCHEDULE',
    reasonCode: 'RESCHEDULE_APPOINTMENT',
    remarks: 'At work that morning.',
    isPreferred: false,
    jobNumber: w.jobNo ?? '',
    appointmentFromDate: slot.from,
    appointmentToDate: slot.to,
    externalCreateDateTime: PRESSED_AT,
    availabilityType: slot.availabilityType,
    isInsideSla: slot.insideSla,
    contractorSiteCode: w.contractor ?? '',
    ...change,
  });
  const patch = (id: string, payload: Reschedule, ifMatch?: string, as: 'amara' | 'ben' = 'amara') =>
    gateway.api({
      as,
      method: 'PATCH',
      url: `/api/works-orders/${id}/appointments`,
      payload,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });
  const appointmentsOf = (id: string) =>
    gateway.db
      .selectFrom('appointments')
      .select(['id', 'status', 'starts_at'])
      .where('work_order_id', '=', id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  it('moves the appointment to a diary slot, books it and records the event, with a new ETag', async () => {
    const before = await read(wo.appointedIn3Days);
    const [slot] = await openSlots(before);
    if (!slot) throw new Error('The diary offers no slot.');
    const response = await patch(wo.appointedIn3Days, moveTo(before, slot), `"${before.eTag}"`);
    expect(response.statusCode, response.body).toBe(200);
    const result = json<AppointmentResult>(response);
    expect(result).toEqual({ appointmentId: expect.stringMatching(/^APT-\d+$/), status: 'Rescheduled' });
    expect(await appointmentsOf(wo.appointedIn3Days)).toEqual([
      { id: result.appointmentId, status: 'Booked', starts_at: new Date(slot.from) },
    ]);
    const after = await read(wo.appointedIn3Days);
    expect(response.headers.etag).toBe(`"${after.eTag}"`);
    expect(after.eTag).not.toBe(before.eTag);
    expect(after).toMatchObject({ status: 'Appointed', appointmentStartDate: slot.from, appointmentEndDate: slot.to });
    expect(after.lastAppointmentCreatedDate).not.toBe(before.lastAppointmentCreatedDate);
    const [newest] = json<HistoryEvent[]>(
      await gateway.api({ as: 'amara', url: `/api/works-orders/${wo.appointedIn3Days}/historyItems` }),
    );
    expect(newest).toMatchObject({ identifier: 'AUPDATE02', subType: 'Appointment booked' });
    expect(newest?.appointmentStartDatetime).toBe(slot.from);
    const listed = json<WorkOrderSearchResult>(
      await gateway.api({ as: 'amara', url: `/api/search/works-orders?searchText=${before.jobNo}` }),
    );
    expect(listed.worksOrders[0]?.appointmentDate).toBe(slot.from);
  });

  it('releases the booking it moves, so the old slot is free again', async () => {
    const unappointed = await read(wo.unappointedIntegrated);
    const [first, second] = await openSlots(unappointed);
    if (!first || !second) throw new Error('The diary offers too few slots.');
    const booking = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: `/api/works-orders/${unappointed.id}/appointments?contractorName=${encodeURIComponent(unappointed.contractorName ?? '')}`,
      headers: { 'operation-key': 'reschedule-test-booking' },
      payload: {
        isPreferences: false,
        jobNumber: unappointed.jobNo,
        diaryCode: unappointed.contractor,
        appointmentFromDate: first.from,
        appointmentToDate: first.to,
        externalCreateDateTime: PRESSED_AT,
        externalReferenceId: unappointed.id,
        availabilityType: first.availabilityType,
        isInsideSla: first.insideSla,
        reasonCode: 'NEW_APPOINTMENT',
        metadata: [],
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const booked = await read(unappointed.id);
    const moved = await patch(unappointed.id, moveTo(booked, second), booked.eTag);
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await appointmentsOf(unappointed.id);
    expect(rows.map((r) => [r.status, r.starts_at.toISOString()])).toEqual([
      ['Rescheduled', new Date(first.from).toISOString()],
      ['Booked', new Date(second.from).toISOString()],
    ]);
  });

  it('refuses a slot with no place left (409) and dates that are not a slot of the diary (400)', async () => {
    const current = await read(wo.recall);
    const slots = await openSlots(current);
    const low = slots.find((s) => s.capacity === 'Low');
    if (!low) throw new Error('The diary has no slot with one place left.');
    await gateway.db
      .insertInto('appointments')
      .values({
        id: 'APT-TEST-FULL',
        work_order_id: wo.withPhotos,
        contractor_id: 'CON-001',
        diary_code: current.contractor ?? '',
        slot_date: low.date,
        availability_type: low.availabilityType,
        starts_at: low.from,
        ends_at: low.to,
        is_inside_sla: low.insideSla,
        status: 'Booked',
        created_at: new Date(PRESSED_AT),
      })
      .execute();
    const full = await patch(wo.recall, moveTo(current, low), current.eTag);
    expect(full.statusCode).toBe(409);
    expect(json<ErrorBody>(full).errors[0]?.message).toContain('fully booked');
    const [open] = slots.filter((s) => s !== low);
    if (!open) throw new Error('The diary offers too few slots.');
    const hour = new Date(new Date(open.from).getTime() + 3_600_000).toISOString();
    const offSlot = await patch(wo.recall, moveTo(current, open, { appointmentFromDate: hour }), current.eTag);
    expect(json<ErrorBody>(offSlot).errors[0]?.field).toBe('body.appointmentFromDate');
    const sla = await patch(wo.recall, moveTo(current, open, { isInsideSla: !open.insideSla }), current.eTag);
    expect(json<ErrorBody>(sla).errors[0]?.field).toBe('body.isInsideSla');
    expect((await read(wo.recall)).eTag).toBe(current.eTag);
  });

  it('answers 412 to an eTag read before the change, and 428 without If-Match', async () => {
    const current = await read(wo.recall);
    const [slot] = await openSlots(current);
    if (!slot) throw new Error('The diary offers no slot.');
    const stale = await patch(wo.recall, moveTo(current, slot), '"an-old-etag"');
    expect(stale.statusCode).toBe(412);
    expect(json<ErrorBody>(stale)).toMatchObject({ title: 'Precondition Failed' });
    expect(json<ErrorBody>(stale).errors[0]?.message).toContain('changed since you read it');
    expect((await patch(wo.recall, moveTo(current, slot))).statusCode).toBe(428);
    expect((await read(wo.recall)).eTag).toBe(current.eTag);
  });

  it('records a preferred slot as a Preferred Appointment', async () => {
    const current = await read(wo.recall);
    const [slot] = await openSlots(current);
    if (!slot) throw new Error('The diary offers no slot.');
    const response = await patch(wo.recall, moveTo(current, slot, { isPreferred: true }), current.eTag);
    expect(response.statusCode, response.body).toBe(200);
    const [newest] = json<HistoryEvent[]>(
      await gateway.api({ as: 'amara', url: `/api/works-orders/${wo.recall}/historyItems` }),
    );
    expect(newest).toMatchObject({ identifier: 'AUPDATE03', subType: 'Preferred Appointment' });
  });

  it("refuses a slot that is not this repair's job or contractor, ends before it starts or has passed", async () => {
    const current = await read(wo.recall);
    const [slot] = await openSlots(current);
    if (!slot) throw new Error('The diary offers no slot.');
    const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 }).set({ hour: 12 }).toUTC().toISO() ?? '';
    const cases: [Partial<Reschedule>, string][] = [
      [{ jobNumber: 'JOB-000000' }, 'body.jobNumber'],
      [{ contractorSiteCode: 'APX-EAST' }, 'body.contractorSiteCode'],
      [{ appointmentToDate: slot.from }, 'body.appointmentToDate'],
      [{ appointmentFromDate: yesterday }, 'body.appointmentFromDate'],
    ];
    for (const [change, field] of cases) {
      const response = await patch(wo.recall, moveTo(current, slot, change), current.eTag);
      expect(response.statusCode, field).toBe(400);
      expect(json<ErrorBody>(response).errors.map((e) => e.field)).toContain(field);
    }
  });

  it('refuses with 412 and the code when the reschedule rules say no', async () => {
    const today = await read(wo.appointedToday);
    const [slot] = await openSlots(today);
    if (!slot) throw new Error('The diary offers no slot.');
    const response = await patch(wo.appointedToday, moveTo(today, slot), today.eTag);
    expect(response.statusCode).toBe(412);
    expect(json<ErrorBody>(response).errors[0]).toMatchObject({ code: 'SSR075' });
    expect((await read(wo.appointedToday)).appointmentStartDate).toBe(today.appointmentStartDate);
  });

  it("refuses another customer's repair", async () => {
    const current = await read(wo.recall);
    const [slot] = await openSlots(current);
    if (!slot) throw new Error('The diary offers no slot.');
    expect((await patch(wo.recall, moveTo(current, slot), current.eTag, 'ben')).statusCode).toBe(403);
  });
});
