import type { FastifyPluginAsync } from 'fastify';
import type { AvailabilityQuery, Booking } from '../../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../../schemas/http-headers';
import { BadRequestError, UnauthorisedError } from '../../../http/errors';
import { etagHeader } from '../../../http/etag';
import { schemaRef } from '../../../plugins/schemas';
import { repairAvailability } from '../../../repairs/appointment-availability';
import { bookAppointment } from '../../../repairs/appointment-booking';
import type { RepairContext } from '../../../repairs/repair-context';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';
import { AVAILABILITY_DESCRIPTION, BOOKING_DESCRIPTION } from './descriptions';

const OPERATION_KEY = GatewayHeader.operationKey.toLowerCase();
const idParams = { type: 'object', properties: { id: idParam('Work order identifier.') }, required: ['id'] };

/** Appointment slots of a repair's contractor diary, and booking one (once per operation key). */
export const appointmentBookingRoutes: FastifyPluginAsync<{ ctx: RepairContext }> = async (app, { ctx }) => {
  app.get<{ Params: { id: string }; Querystring: AvailabilityQuery }>(
    '/works-orders/:id/appointments/availability',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['repairs'],
        summary: "The slots the repair's contractor diary offers, five dates at a time in the portal",
        description: AVAILABILITY_DESCRIPTION,
        headers: gatewayHeaders(),
        params: idParams,
        querystring: schemaRef('availability-query'),
        response: responses({ 200: schemaRef('availability') }, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return repairAvailability(ctx, request.params.id, request.query);
    },
  );

  app.post<{ Params: { id: string }; Querystring: AvailabilityQuery; Body: Booking }>(
    '/works-orders/:id/appointments',
    {
      config: { access: { workOrder: 'params.id' } },
      schema: {
        tags: ['repairs'],
        summary: 'Book a slot for one of your repairs; a repeat with the same Operation-Key books once',
        description: BOOKING_DESCRIPTION,
        headers: gatewayHeaders({
          [OPERATION_KEY]: {
            type: 'string',
            minLength: 1,
            maxLength: 128,
            description: 'A key made once per booking attempt and sent again with any repeat of it; required.',
          },
        }),
        params: idParams,
        querystring: schemaRef('availability-query'),
        body: schemaRef('booking'),
        response: responses({ 201: schemaRef('appointment-result') }, [400, 403, 404, 409, 412, 415]),
      },
    },
    async (request, reply) => {
      if (!request.caller) throw new UnauthorisedError('Sign in first.');
      const operationKey = request.headers[OPERATION_KEY];
      if (typeof operationKey !== 'string' || operationKey.trim() === '') {
        throw new BadRequestError([
          {
            message: `Send an ${GatewayHeader.operationKey} header, so a repeated request books once.`,
            field: `headers.${OPERATION_KEY}`,
          },
        ]);
      }
      const answer = await bookAppointment(ctx, {
        customerId: request.caller.customerId,
        workOrderId: request.params.id,
        contractorName: request.query.contractorName,
        operationKey,
        booking: request.body,
      });
      request.log.info(
        { workOrderId: request.params.id, ...answer.body, replayed: answer.replayed },
        'Appointment booked',
      );
      reply
        .code(answer.status)
        .header(GatewayHeader.etag, etagHeader(answer.etag))
        .header('Idempotent-Replayed', String(answer.replayed))
        .header('Cache-Control', 'no-store');
      return answer.body;
    },
  );
};
