import type { FastifyPluginAsync } from 'fastify';
import { DateTime } from 'luxon';
import type { ErrorItem, Reschedule } from '../../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../../schemas/http-headers';
import {
  BadRequestError,
  ConflictError,
  HttpError,
  NotFoundError,
  PreconditionFailedError,
} from '../../../http/errors';
import { etagCandidates, etagHeader, requireIfMatch } from '../../../http/etag';
import { schemaRef } from '../../../plugins/schemas';
import { diarySlots, outsideSlaReason, slotTimes } from '../../../repairs/appointment-diary';
import { REPAIRS_ZONE } from '../../../repairs/working-hours';
import type { Clock } from '../../../common/clock';
import type { BookedCounts } from '../../../repositories/appointment-repository';
import {
  findAppointmentFacts,
  rescheduleAppointment,
  type AppointmentFacts,
} from '../../../repositories/work-order-appointment-repository';
import { gatewayHeaders, ifMatchHeader, responses } from '../../route-schemas';
import { workOrderParams } from './details';
import { RESCHEDULE_RULES, rescheduleEligibility } from './eligibility-rules';
import { rescheduleFactsOf } from './reschedule-facts';

const STALE_MESSAGE =
  'This repair was changed since you read it, so the appointment was not moved. Load the repair again and choose a slot again.';

/** What is wrong with a reschedule body for this repair, in plain English. */
function rescheduleProblems(body: Reschedule, stored: AppointmentFacts, now: Date): ErrorItem[] {
  const problems: ErrorItem[] = [];
  if (body.jobNumber !== stored.jobNo) {
    problems.push({
      field: 'body.jobNumber',
      message: `Job number ${body.jobNumber} is not this repair's${stored.jobNo ? ` (${stored.jobNo})` : ': it has none yet'}.`,
    });
  }
  if (body.contractorSiteCode !== stored.contractorSite) {
    problems.push({
      field: 'body.contractorSiteCode',
      message: `Contractor site ${body.contractorSiteCode} does not handle this repair${stored.contractorSite ? ` (${stored.contractorSite} does)` : ''}.`,
    });
  }
  const from = new Date(body.appointmentFromDate);
  if (new Date(body.appointmentToDate) <= from) {
    problems.push({ field: 'body.appointmentToDate', message: 'The new appointment must end after it starts.' });
  }
  if (from <= now) {
    problems.push({ field: 'body.appointmentFromDate', message: 'The new appointment must start in the future.' });
  }
  return problems;
}

/**
 * The diary slot a reschedule asks for: the dates must be exactly a slot the contractor site's
 * diary offers from tomorrow (appointment-diary.ts), and isInsideSla that slot's. 400 otherwise.
 */
function diarySlot(body: Reschedule, diaryCode: string, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: REPAIRS_ZONE }).toISODate() as string;
  const slots = diarySlots(diaryCode, today);
  const date = DateTime.fromISO(body.appointmentFromDate, { zone: REPAIRS_ZONE }).toISODate() ?? '';
  const slot = slots.find((s) => s.date === date && s.availabilityType === body.availabilityType);
  const times = slotTimes(date, body.availabilityType);
  const same = (sent: string, slotTime: Date | undefined) => slotTime !== undefined && +new Date(sent) === +slotTime;
  if (!slot || !same(body.appointmentFromDate, times?.from) || !same(body.appointmentToDate, times?.to)) {
    throw new BadRequestError([
      {
        field: 'body.appointmentFromDate',
        message: `The dates and availabilityType are not a slot the diary of ${diaryCode} offers.`,
      },
    ]);
  }
  if (body.isInsideSla !== slot.insideSla) {
    throw new BadRequestError([
      { field: 'body.isInsideSla', message: `isInsideSla is ${String(slot.insideSla)} for this slot.` },
    ]);
  }
  return { slot, today, outsideSlaReason: (booked: BookedCounts) => outsideSlaReason(slots, booked) };
}

/** PATCH /works-orders/{id}/appointments: move the repair's appointment to a new slot. */
export const appointmentRoutes: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  app.patch<{ Params: { id: string }; Body: Reschedule }>(
    '/works-orders/:id/appointments',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['works orders'],
        summary: "Reschedule a repair's appointment (If-Match: the work order's eTag)",
        description:
          "Moves the appointment to another slot of the contractor site's diary (the slots of GET " +
          '/works-orders/{id}/appointments/availability): the dates and availabilityType must be exactly a slot it ' +
          "offers from tomorrow and isInsideSla that slot's (400), and the slot must have a place left (409). The " +
          "repair's booked appointment is released (Rescheduled) and a new one booked, whose id is answered as " +
          'appointmentId with status Rescheduled and the new ETag; a history event records it (AUPDATE02 ' +
          'Appointment booked, or AUPDATE03 Preferred Appointment when isPreferred). 400 also when the job number ' +
          "or contractor site is not the repair's, or the slot ends before it starts or has passed. 428 without " +
          'If-Match; 412 when the repair changed since it was read, and 412 with the code when the reschedule ' +
          'eligibility rules refuse it (REP-API-04: the portal shows the reschedule message).',
        headers: gatewayHeaders(ifMatchHeader),
        params: workOrderParams,
        body: schemaRef('reschedule'),
        response: responses({ 200: schemaRef('appointment-result') }, [400, 403, 404, 409, 412, 415, 428]),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const now = clock.now();
      const stored = await findAppointmentFacts(app.db, id);
      if (!stored) throw new NotFoundError(`No work order has the identifier ${id}.`);
      const problems = rescheduleProblems(request.body, stored, now);
      if (problems.length > 0) throw new BadRequestError(problems);
      const ifMatch = requireIfMatch(request);
      const expected = ifMatch === '*' ? '*' : etagCandidates(ifMatch);
      if (expected !== '*' && !expected.includes(stored.eTag)) throw new PreconditionFailedError(STALE_MESSAGE);
      const { facts } = await rescheduleFactsOf(app.db, stored);
      const code = rescheduleEligibility(facts, now);
      if (code) {
        // 412 as for a stale version (REP-API-04: a 412 reaches the portal as status and title,
        // which shows the reschedule message), with the code of the rule that refuses it.
        throw new HttpError(412, [
          { code, message: `This appointment cannot be moved online. ${RESCHEDULE_RULES[code]}` },
        ]);
      }
      // The rules leave only repairs with a contractor and a site (the diary) to move.
      const diary = diarySlot(request.body, stored.contractorSite ?? '', now);
      const result = await rescheduleAppointment(app.db, {
        id,
        expected,
        contractorId: stored.contractorId ?? '',
        diaryCode: stored.contractorSite ?? '',
        ...diary,
        from: new Date(request.body.appointmentFromDate),
        to: new Date(request.body.appointmentToDate),
        isPreferred: request.body.isPreferred,
        remarks: request.body.remarks ?? null,
        now,
      });
      if (result.outcome === 'full') {
        throw new ConflictError('This slot is fully booked; choose another one.');
      }
      if (result.outcome === 'stale') throw new PreconditionFailedError(STALE_MESSAGE);
      request.log.info({ workOrderId: id, appointmentId: result.appointmentId }, 'Appointment rescheduled');
      reply.header(GatewayHeader.etag, etagHeader(result.eTag)).header('Cache-Control', 'no-store');
      return { appointmentId: result.appointmentId, status: 'Rescheduled' as const };
    },
  );
};
