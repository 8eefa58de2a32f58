import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentResult,
  Availability,
  AvailabilitySlot,
  Booking,
  ErrorBody,
  WorkOrder,
} from '../../schemas/generated/types';
import type { Database } from '../../gateway/server/db/tables';
import { bookAppointment } from '../../gateway/server/repairs/appointment-booking';
import { manualClock } from '../../gateway/server/common/clock';
import type { RepairContext } from '../../gateway/server/repairs/repair-context';
import { slotTimes } from '../../gateway/server/repairs/appointment-diary';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { json, patchRepair, submittedRepair, waitForJobNumber } from './repair-fixtures';

const HUB = 'Thameside Repairs Hub';

describe('appointments: simulated diaries and booking once per operation key', () => {
  // A Wednesday morning in London, so the diary's dates are the same on every run.
  const clock = manualClock(new Date('2025-03-12T10:00:00Z'));
  let gateway: TestGateway;

  /** A submitted repair with the hub's Hackney site and its job number. */
  async function bookableRepair(site = 'HUB1-REP'): Promise<{ id: string; jobNo: string }> {
    const { id, etag } = await submittedRepair(gateway);
    expect((await patchRepair(gateway, id, etag, { contractor: site })).statusCode).toBe(200);
    return { id, jobNo: (await waitForJobNumber(gateway, id)) ?? '' };
  }
  const availability = (id: string, contractorName = HUB) =>
    gateway.api({
      as: 'amara',
      url: `/api/works-orders/${id}/appointments/availability?contractorName=${encodeURIComponent(contractorName)}`,
    });
  const book = (id: string, booking: Booking, key: string | undefined, as: 'amara' | 'ben' = 'amara') =>
    gateway.api({
      as,
      method: 'POST',
      url: `/api/works-orders/${id}/appointments?contractorName=${encodeURIComponent(HUB)}`,
      headers: key === undefined ? {} : { 'operation-key': key },
      payload: booking,
    });
  function bookingFor(jobNo: string, date: string, type: string, slot: AvailabilitySlot): Booking {
    const times = slotTimes(date, type);
    return {
      isPreferences: false,
      jobNumber: jobNo,
      diaryCode: slot.metadata.find((m) => m.key === 'diaryCode')?.value ?? '',
      appointmentFromDate: times?.from.toISOString() ?? '',
      appointmentToDate: times?.to.toISOString() ?? '',
      externalCreateDateTime: clock.now().toISOString(),
      externalReferenceId: jobNo,
      availabilityType: type,
      isInsideSla: slot.insideSla,
      reasonCode: 'NEW_APPOINTMENT',
      remarks: '',
      metadata: slot.metadata,
    };
  }
  function slotsOf(answer: Availability, type = 'AM'): AvailabilitySlot[] {
    return answer.availabilities.find((a) => a.availabilityDetails.availabilityType === type)?.slots ?? [];
  }

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock, jobNumberDelayMs: 0 } });
  });
  afterAll(async () => gateway?.close());

  it('offers the same diary on every call: 20 working days, inside the SLA up to 6 days ahead, some Not Available', async () => {
    const { id } = await bookableRepair();
    const first = json<Availability>(await availability(id));
    expect(json<Availability>(await availability(id))).toEqual(first);
    expect(first).toMatchObject({ isPreferences: false, statusCode: 200 });
    const am = slotsOf(first);
    expect(am).toHaveLength(20);
    expect(am[0]?.date).toBe('2025-03-13');
    expect(am.filter((s) => s.insideSla).map((s) => s.date)).toEqual([
      '2025-03-13',
      '2025-03-14',
      '2025-03-17',
      '2025-03-18',
    ]);
    const all = first.availabilities.flatMap((a) => a.slots);
    expect(all.some((s) => s.capacity === 'Not Available')).toBe(true);
    expect(all.some((s) => s.capacity !== 'Not Available')).toBe(true);
    const outside = all.find((s) => !s.insideSla);
    expect(outside?.metadata).toContainEqual({ key: 'outsideSlaReason', value: 'Resident availability' });
    expect(am[0]?.metadata).toContainEqual({ key: 'diaryCode', value: 'HUB1-REP' });
  });

  it('books once for a repeated request with the same Operation-Key, and sets the repair Appointed', async () => {
    const { id, jobNo } = await bookableRepair();
    const am = slotsOf(json<Availability>(await availability(id)));
    const slot = am.find((s) => s.capacity !== 'Not Available' && s.insideSla);
    if (!slot) throw new Error('The diary offers no open slot inside the SLA');
    const booking = bookingFor(jobNo, slot.date, 'AM', slot);
    const first = await book(id, booking, 'key-1');
    const repeat = await book(id, booking, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(json<AppointmentResult>(repeat)).toEqual(json<AppointmentResult>(first));
    expect(json<AppointmentResult>(first).status).toBe('Booked');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const appointments = await gateway.db
      .selectFrom('appointments')
      .select('id')
      .where('work_order_id', '=', id)
      .execute();
    expect(appointments).toHaveLength(1);
    const workOrder = json<WorkOrder>(await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` }));
    expect(workOrder).toMatchObject({ status: 'Appointed', appointmentStartDate: booking.appointmentFromDate });
    const events = await gateway.db
      .selectFrom('work_order_history')
      .select('sub_type')
      .where('work_order_id', '=', id)
      .execute();
    expect(events.map((e) => e.sub_type)).toContain('AUPDATE01');
    const reused = await book(id, { ...booking, remarks: 'another booking' }, 'key-1');
    expect(reused.statusCode).toBe(409);
  });

  it('books once when the same request is sent twice at the same moment', async () => {
    const { id, jobNo } = await bookableRepair();
    const slot = slotsOf(json<Availability>(await availability(id)), 'PM').find((s) => s.capacity !== 'Not Available');
    if (!slot) throw new Error('The diary offers no open afternoon slot');
    const booking = bookingFor(jobNo, slot.date, 'PM', slot);
    const [a, b] = await Promise.all([book(id, booking, 'same-moment'), book(id, booking, 'same-moment')]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(json<AppointmentResult>(a!)).toEqual(json<AppointmentResult>(b!));
    const appointments = await gateway.db
      .selectFrom('appointments')
      .select('id')
      .where('work_order_id', '=', id)
      .execute();
    expect(appointments).toHaveLength(1);
  });

  it('answers a request that looked for its key before a same-key booking committed with that booking', async () => {
    const { id, jobNo } = await bookableRepair();
    const slot = slotsOf(json<Availability>(await availability(id)), 'PM').find((s) => s.capacity !== 'Not Available');
    if (!slot) throw new Error('The diary offers no open afternoon slot');
    const { customerId } = await gateway.signIn('amara');
    const request = {
      customerId,
      workOrderId: id,
      contractorName: HUB,
      operationKey: 'looked-first',
      booking: bookingFor(jobNo, slot.date, 'PM', slot),
    };
    const unused = <T extends object>(what: string) =>
      new Proxy({} as T, {
        get: () => {
          throw new Error(`Booking an appointment does not use the ${what}.`);
        },
      });
    const context = (db: Kysely<Database>): RepairContext => ({
      db,
      clock,
      jobNumbers: unused<RepairContext['jobNumbers']>('job numbers'),
      storage: unused<RepairContext['storage']>('media storage'),
    });
    // The first thing a booking does is look for its key. Here that look finds nothing and answers
    // only once the other request has booked: the order two requests at the same moment can take on
    // PostgreSQL, where this one's checks then see the repair Appointed.
    let first: Promise<unknown> | undefined;
    const lookedFirst = gateway.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (first) return args.result;
        first = bookAppointment(context(gateway.db), request);
        await first;
        return { ...args.result, rows: [] };
      },
    });
    const late = await bookAppointment(context(lookedFirst), request);
    expect(await first).toMatchObject({ status: 201, replayed: false });
    expect(late).toMatchObject({ status: 201, replayed: true });
  });

  it('refuses a Not Available slot, and a slot a booking has filled', async () => {
    const one = await bookableRepair();
    const answer = json<Availability>(await availability(one.id));
    const full = answer.availabilities.flatMap((a) =>
      a.slots.map((slot) => ({ slot, type: a.availabilityDetails.availabilityType })),
    );
    const closed = full.find((s) => s.slot.capacity === 'Not Available');
    const low = full.find((s) => s.slot.capacity === 'Low');
    if (!closed || !low) throw new Error('The diary has no Not Available or Low slot');
    const refused = await book(one.id, bookingFor(one.jobNo, closed.slot.date, closed.type, closed.slot), 'key-2');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).errors[0]?.message).toMatch(/Not Available/);
    expect((await book(one.id, bookingFor(one.jobNo, low.slot.date, low.type, low.slot), 'key-3')).statusCode).toBe(
      201,
    );
    const two = await bookableRepair();
    const after = json<Availability>(await availability(two.id));
    const same = after.availabilities
      .find((a) => a.availabilityDetails.availabilityType === low.type)
      ?.slots.find((s) => s.date === low.slot.date);
    expect(same?.capacity).toBe('Not Available');
    expect((await book(two.id, bookingFor(two.jobNo, low.slot.date, low.type, low.slot), 'key-4')).statusCode).toBe(
      409,
    );
  });

  it('asks for an Operation-Key, and checks the slot and job number', async () => {
    const { id, jobNo } = await bookableRepair();
    const slot = slotsOf(json<Availability>(await availability(id))).find((s) => s.capacity !== 'Not Available');
    if (!slot) throw new Error('no open slot');
    const booking = bookingFor(jobNo, slot.date, 'AM', slot);
    expect((await book(id, booking, undefined)).statusCode).toBe(400);
    expect((await book(id, { ...booking, jobNumber: 'JOB-1' }, 'key-5')).statusCode).toBe(400);
    expect((await book(id, { ...booking, appointmentToDate: booking.appointmentFromDate }, 'key-6')).statusCode).toBe(
      400,
    );
    expect((await book(id, { ...booking, isInsideSla: !booking.isInsideSla }, 'key-7')).statusCode).toBe(400);
  });

  it('has no online diary for a contractor that is not integrated, and none for an emergency or a draft', async () => {
    const sparks = await bookableRepair('SPK-01');
    const none = json<Availability>(await availability(sparks.id, 'Sparks Electrical Compliance'));
    expect(none).toEqual({ availabilities: [], isPreferences: false, statusCode: 404 });
    expect((await availability(sparks.id, HUB)).statusCode).toBe(400);
    const emergency = await submittedRepair(
      gateway,
      { repairReason: 'Burst pipe', sorCode: 'PLUMBRST01' },
      { isEmergency: true },
    );
    await waitForJobNumber(gateway, emergency.id);
    expect((await availability(emergency.id)).statusCode).toBe(409);
    const draft = await gateway.db
      .selectFrom('work_orders')
      .select('id')
      .where('customer_id', '=', 'CUS-100001')
      .where('status', '=', 'In Diagnosis')
      .executeTakeFirstOrThrow();
    expect((await availability(draft.id)).statusCode).toBe(409);
  });

  it("refuses another resident's token (403)", async () => {
    const { id } = await bookableRepair();
    expect(
      (await gateway.api({ as: 'ben', url: `/api/works-orders/${id}/appointments/availability?contractorName=x` }))
        .statusCode,
    ).toBe(403);
  });
});
