import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ErrorItem, WorkOrder, WorkOrderQuestionLine } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { amaraDraft, createRepair, json, patchRepair, READY_TO_SUBMIT } from './repair-fixtures';

const pets: WorkOrderQuestionLine = {
  questionId: 'pets-in-home',
  questionLabel: 'Do you have pets at home that the contractor should know about?',
  responseId: ['yes'],
  responseText: 'Yes',
};
const bestTime: WorkOrderQuestionLine = {
  questionId: 'best-time-to-call',
  questionLabel: 'When is the best time for the contractor to phone you?',
  responseText: 'After 3pm on weekdays, please.',
};
const rooms: WorkOrderQuestionLine = {
  questionId: 'rooms.affected',
  questionLabel: 'Which rooms does the leak reach?',
  responseId: ['kitchen', 'hall'],
  responseText: 'Kitchen, Hall',
};

/** A list of `count` distinct, valid lines. */
const manyLines = (count: number): WorkOrderQuestionLine[] =>
  Array.from({ length: count }, (_, i) => ({ ...bestTime, questionId: `extra-${i + 1}` }));

// REP-ENT-12: the work order's labelled question-and-answer lines.
describe('repairs: the labelled question-and-answer lines of a work order (additionalInfo)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // The job number is never due while the test runs: only the lines are looked at.
    gateway = await startTestGateway({ repairs: { jobNumberDelayMs: 60_000 } });
  });
  afterAll(async () => gateway?.close());

  const read = async (id: string) =>
    json<WorkOrder>(await gateway.api({ as: 'amara', url: `/api/works-orders/${id}` }));

  it('keeps the lines through a draft save without them, replaces them when a save or the submit sends them', async () => {
    const { id, etag } = await createRepair(gateway, amaraDraft({ additionalInfo: [pets, bestTime] }));
    expect((await read(id)).additionalInfo).toEqual([pets, bestTime]);

    const saved = await patchRepair(gateway, id, etag, { isDraft: true, description: 'Drips at night.' });
    expect(saved.statusCode).toBe(200);
    expect(json<WorkOrder>(saved).additionalInfo).toEqual([pets, bestTime]);

    const replaced = await patchRepair(gateway, id, String(saved.headers.etag), {
      isDraft: true,
      additionalInfo: [rooms],
    });
    expect(json<WorkOrder>(replaced).additionalInfo).toEqual([rooms]);
    expect((await read(id)).additionalInfo).toEqual([rooms]);

    const submitted = await patchRepair(gateway, id, String(replaced.headers.etag), {
      ...READY_TO_SUBMIT,
      isSubmitted: true,
      isDraft: false,
      additionalInfo: [bestTime, rooms],
    });
    expect(submitted.statusCode).toBe(200);
    const afterSubmit = await read(id);
    expect(afterSubmit).toMatchObject({ isDraft: false, status: 'Unappointed' });
    expect(afterSubmit.additionalInfo).toEqual([bestTime, rooms]);
  });

  it('answers an empty list for a repair without lines, and removes them all when a save sends an empty list', async () => {
    const plain = await createRepair(gateway);
    expect((await read(plain.id)).additionalInfo).toEqual([]);
    const { id, etag } = await createRepair(gateway, amaraDraft({ additionalInfo: manyLines(30) }));
    expect((await read(id)).additionalInfo).toHaveLength(30);
    const cleared = await patchRepair(gateway, id, etag, { isDraft: true, additionalInfo: [] });
    expect(json<WorkOrder>(cleared).additionalInfo).toEqual([]);
  });

  /** Bad lists of lines, the field each refusal names, and words its message must hold. */
  const badLists: [string, unknown, string, RegExp][] = [
    ['31 lines', manyLines(31), 'body.additionalInfo', /^Additional info must have at most 30 entries\.$/],
    [
      'a questionId used twice',
      [pets, bestTime, { ...rooms, questionId: pets.questionId }],
      'body.additionalInfo[2].questionId',
      /Line 3 of additionalInfo repeats question pets-in-home of line 1/,
    ],
    [
      'a label of 301 characters',
      [pets, { ...bestTime, questionLabel: 'x'.repeat(301) }],
      'body.additionalInfo[1].questionLabel',
      /^Question label in entry 2 of additional info must be at most 300 characters long\.$/,
    ],
    [
      'a number as the answer',
      [{ ...bestTime, responseText: 42 }],
      'body.additionalInfo[0].responseText',
      /^Response text in entry 1 of additional info must be text\.$/,
    ],
    [
      'a questionId with a space',
      [{ ...bestTime, questionId: 'best time' }],
      'body.additionalInfo[0].questionId',
      /^Question id in entry 1 of additional info is not valid: .*letter or digit/,
    ],
    [
      '21 chosen options',
      [{ ...rooms, responseId: Array.from({ length: 21 }, (_, i) => `room-${i}`) }],
      'body.additionalInfo[0].responseId',
      /^Response id in entry 1 of additional info must have at most 20 entries\.$/,
    ],
    [
      'a line without its label',
      [{ questionId: 'q', responseText: 'Yes' }],
      'body.additionalInfo[0].questionLabel',
      /^Question label in entry 1 of additional info is required\.$/,
    ],
  ];

  it.each(badLists)(
    'refuses %s with 400 naming the line, on create and on save, and stores nothing',
    async (_, lines, field, message) => {
      const workOrders = async () =>
        (
          await gateway.db
            .selectFrom('work_orders')
            .select('id')
            .where('customer_id', '=', PERSONA.amara.customerId)
            .execute()
        ).length;
      const expectRefusal = (response: { statusCode: number; body: string }) => {
        expect(response.statusCode).toBe(400);
        const errors: ErrorItem[] = json<ErrorBody>(response).errors;
        expect(errors).toContainEqual(expect.objectContaining({ field, message: expect.stringMatching(message) }));
      };

      const before = await workOrders();
      const created = await gateway.api({
        as: 'amara',
        method: 'POST',
        url: '/api/works-orders',
        payload: { ...amaraDraft(), additionalInfo: lines },
      });
      expectRefusal(created);
      expect(await workOrders()).toBe(before);

      const { id, etag } = await createRepair(gateway, amaraDraft({ additionalInfo: [pets] }));
      const stored = await gateway.db
        .selectFrom('work_orders')
        .select(['etag', 'additional_info', 'description'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const saved = await gateway.api({
        as: 'amara',
        method: 'PATCH',
        url: `/api/works-orders/${id}`,
        headers: { 'if-match': etag },
        payload: { isDraft: true, description: 'Not saved.', additionalInfo: lines },
      });
      expectRefusal(saved);
      expect(
        await gateway.db
          .selectFrom('work_orders')
          .select(['etag', 'additional_info', 'description'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual(stored);
    },
  );
});
