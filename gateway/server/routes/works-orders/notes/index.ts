import type { FastifyPluginAsync } from 'fastify';
import type { Note } from '../../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../../schemas/http-headers';
import { NotFoundError, UnauthorisedError } from '../../../http/errors';
import { listOf, schemaRef } from '../../../plugins/schemas';
import { addWorkOrderNote, listWorkOrderNotes } from '../../../repositories/work-order-note-repository';
import type { RepairContext } from '../../../repairs/repair-context';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';

type NoteParams = { a: string; b: string };

const noteParams = {
  type: 'object',
  properties: {
    a: idParam('Work order identifier.'),
    b: idParam('Job number of the repair, or the work order identifier again before a job number is assigned.'),
  },
  required: ['a', 'b'],
};

/** Notes on a repair's job: POST /workorders/{a}/{b}/notes (REP-ENT-11) and the list of them. */
export const workOrderNoteRoutes: FastifyPluginAsync<{ ctx: RepairContext }> = async (app, { ctx }) => {
  /** The job number the path names: the repair's, or null when it has none yet and b is its id. */
  async function jobOf(params: NoteParams): Promise<string | null> {
    const row = await ctx.db
      .selectFrom('work_orders')
      .select('job_no')
      .where('id', '=', params.a)
      .executeTakeFirstOrThrow();
    if (row.job_no === params.b) return row.job_no;
    if (row.job_no === null && params.b === params.a) return null;
    throw new NotFoundError(
      `Repair ${params.a} has no job ${params.b}; its job number is ${row.job_no ?? 'not assigned yet'}.`,
    );
  }

  app.post<{ Params: NoteParams; Body: Note }>(
    '/workorders/:a/:b/notes',
    {
      config: { access: { workOrder: 'params.a' } },
      schema: {
        tags: ['repairs'],
        summary: "Add a note to one of your repairs' job (CCIM, Chase, Contractor or Other)",
        description:
          'a is the repair, b its job number (or the repair id again while it has none; 404 for another job). ' +
          'noteTypeId 1 CCIM, 2 Chase, 3 Contractor, 4 Other; text 1 to 2000 characters. The journey adds the damp ' +
          'and mould SLA notes (24 hours, 14 days) and "no suitable appointment". Answers 201 with the note as ' +
          'stored; GET on the same path lists the notes, oldest first.',
        headers: gatewayHeaders(),
        params: noteParams,
        body: schemaRef('note'),
        response: responses({ 201: schemaRef('work-order-note') }, [400, 403, 404, 415]),
      },
    },
    async (request, reply) => {
      if (!request.caller) throw new UnauthorisedError('Sign in first.');
      const note = await addWorkOrderNote(ctx.db, {
        workOrderId: request.params.a,
        jobNo: await jobOf(request.params),
        noteTypeId: request.body.noteTypeId,
        text: request.body.text,
        createdBy: request.caller.customerId,
        at: ctx.clock.now(),
      });
      request.log.info({ workOrderId: note.workOrderIdentifier, noteIdentifier: note.noteIdentifier }, 'Note added');
      reply.code(201).header(GatewayHeader.location, `/api/workorders/${request.params.a}/${request.params.b}/notes`);
      return note;
    },
  );

  app.get<{ Params: NoteParams }>(
    '/workorders/:a/:b/notes',
    {
      config: { access: { workOrder: 'params.a' } },
      schema: {
        tags: ['repairs'],
        summary: "The notes of one of your repairs' job, oldest first",
        headers: gatewayHeaders(),
        params: noteParams,
        response: responses({ 200: listOf('work-order-note', 'Notes, oldest first.') }, [400, 403, 404]),
      },
    },
    async (request) => {
      await jobOf(request.params);
      return listWorkOrderNotes(ctx.db, request.params.a);
    },
  );
};
