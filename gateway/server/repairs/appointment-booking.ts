import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppointmentResult, Booking } from '../../../schemas/generated/types';
import { BadRequestError, ConflictError, PreconditionFailedError } from '../http/errors';
import { newEtag } from '../http/etag';
import {
  bookedCounts,
  claimOperationKey,
  findOperation,
  lockSlot,
  saveBookingAnswer,
  slotKey,
  type StoredBookingAnswer,
} from '../repositories/appointment-repository';
import {
  addHistoryEvent,
  nextIdentifier,
  updateWorkOrderIfUnchanged,
} from '../repositories/work-order-write-repository';
import { capacityLabel, diarySlots, outsideSlaReason, slotTimes } from './appointment-diary';
import { repairDiary } from './appointment-availability';
import type { RepairContext } from './repair-context';
import { REPAIRS_ZONE } from './working-hours';

/** A booking request: who asks, for which repair, with which key and body. */
export interface BookingRequest {
  customerId: string;
  workOrderId: string;
  contractorName: string;
  operationKey: string;
  booking: Booking;
}

/** The answer to give, and whether it repeats an earlier one. */
export type BookingAnswer = StoredBookingAnswer & { replayed: boolean };

/**
 * Books a slot once per operation key (REP-SCH-03, the operation key header). The first request
 * with a key books and its answer is remembered for 24 hours; a repeat with the same key and the
 * same request gets that answer again without booking; the same key with a different request is
 * refused (409). Only a successful booking is remembered, so a refused one can be retried.
 *
 * Checks: the repair's diary (repairDiary, Unappointed only: move an Appointed one with the
 * reschedule); jobNumber and diaryCode are the repair's (400); the from and to dates and
 * availabilityType are a slot the diary offers from tomorrow, and isInsideSla is that slot's (400);
 * the slot has capacity left (409: Not Available or fully booked). Booking uses up one place, sets
 * the status Appointed with the appointment dates, and adds an "Appointment booked" event (AUPDATE01).
 *
 * @example
 * const answer = await bookAppointment(ctx, { customerId, workOrderId, contractorName, operationKey, booking });
 */
export async function bookAppointment(ctx: RepairContext, request: BookingRequest): Promise<BookingAnswer> {
  const requestHash = createHash('sha256')
    .update(
      stableJson({
        workOrderId: request.workOrderId,
        contractorName: request.contractorName,
        booking: request.booking,
      }),
    )
    .digest('base64url');
  const earlier = await findOperation(ctx.db, request.customerId, request.operationKey);
  if (earlier) return replay(earlier, requestHash);
  try {
    return await bookFirst(ctx, request, requestHash);
  } catch (error) {
    // A request with the same key that booked while this one was checking has made the repair
    // Appointed or filled the slot, which this one's checks then refuse: it gets that booking's
    // answer, as it would have a moment later (REP-SCH-03).
    const raced = await findOperation(ctx.db, request.customerId, request.operationKey);
    if (raced) return replay(raced, requestHash);
    throw error;
  }
}

/** Checks and books a request whose operation key had no answer yet (bookAppointment). */
async function bookFirst(ctx: RepairContext, request: BookingRequest, requestHash: string): Promise<BookingAnswer> {
  const diary = await repairDiary(ctx, request.workOrderId, request, ['Unappointed']);
  const { booking } = request;
  if (booking.jobNumber !== diary.workOrder.jobNo) {
    throw new BadRequestError([
      { message: `${booking.jobNumber} is not the job number of this repair.`, field: 'body.jobNumber' },
    ]);
  }
  if (booking.diaryCode !== diary.diaryCode) {
    throw new BadRequestError([
      { message: `Book from the diary ${diary.diaryCode}, not ${booking.diaryCode}.`, field: 'body.diaryCode' },
    ]);
  }
  const date = DateTime.fromISO(booking.appointmentFromDate, { zone: REPAIRS_ZONE }).toISODate() ?? '';
  const slots = diarySlots(diary.diaryCode, diary.today);
  const slot = slots.find((s) => s.date === date && s.availabilityType === booking.availabilityType);
  const times = slotTimes(date, booking.availabilityType);
  const same = (a: string, b: Date | undefined) => b !== undefined && new Date(a).getTime() === b.getTime();
  if (!slot || !times || !same(booking.appointmentFromDate, times.from) || !same(booking.appointmentToDate, times.to)) {
    throw new BadRequestError([
      { message: 'The dates and availabilityType are not a slot the diary offers.', field: 'body.appointmentFromDate' },
    ]);
  }
  if (booking.isInsideSla !== slot.insideSla) {
    throw new BadRequestError([
      { message: `isInsideSla is ${String(slot.insideSla)} for this slot.`, field: 'body.isInsideSla' },
    ]);
  }
  const now = ctx.clock.now();
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimOperationKey(trx, { ...request, requestHash, at: now });
    if (!claimed) return undefined;
    await lockSlot(trx, diary.diaryCode, slotKey(slot.date, slot.availabilityType));
    const booked = await bookedCounts(trx, diary.diaryCode, diary.today);
    const left = slot.capacity - (booked.get(slotKey(slot.date, slot.availabilityType)) ?? 0);
    if (left <= 0) {
      throw new ConflictError(`This slot is ${capacityLabel(left)} (fully booked); choose another one.`);
    }
    const appointmentId = await nextIdentifier(trx, 'appointment_number', 'APT-');
    await trx
      .insertInto('appointments')
      .values({
        id: appointmentId,
        work_order_id: diary.workOrder.id,
        contractor_id: diary.contractorId,
        diary_code: diary.diaryCode,
        slot_date: slot.date,
        availability_type: slot.availabilityType,
        starts_at: times.from,
        ends_at: times.to,
        is_inside_sla: slot.insideSla,
        outside_sla_reason: slot.insideSla ? null : outsideSlaReason(slots, booked),
        status: 'Booked',
        remarks: booking.remarks ?? null,
        created_at: now,
      })
      .execute();
    const etag = newEtag();
    const written = await updateWorkOrderIfUnchanged(trx, diary.workOrder.id, diary.workOrder.etag, {
      status: 'Appointed',
      contractor_id: diary.contractorId,
      contractor_site: diary.diaryCode,
      appointment_start: times.from,
      appointment_end: times.to,
      etag,
      updated_at: now,
      payload: sql`payload || jsonb_build_object('lastAppointmentCreatedDate', ${now.toISOString()}::text)`,
    });
    if (!written)
      throw new PreconditionFailedError('This repair changed while booking; load it again and choose a slot.');
    await addHistoryEvent(trx, { workOrderId: diary.workOrder.id, code: 'AUPDATE01', at: now, appointment: times });
    const result: StoredBookingAnswer = {
      status: 201,
      body: { appointmentId, status: 'Booked' } satisfies AppointmentResult,
      etag,
    };
    await saveBookingAnswer(trx, request.customerId, request.operationKey, result);
    return result;
  });
  if (answer) return { ...answer, replayed: false };
  const raced = await findOperation(ctx.db, request.customerId, request.operationKey);
  if (!raced) throw new ConflictError('This booking is being made by another request; try again in a moment.');
  return replay(raced, requestHash);
}

function replay(earlier: { requestHash: string; answer: StoredBookingAnswer }, requestHash: string): BookingAnswer {
  if (earlier.requestHash !== requestHash) {
    throw new ConflictError('This Operation-Key was used for another booking; make a new key for a new booking.');
  }
  return { ...earlier.answer, replayed: true };
}

/** JSON with object keys in order, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
