import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentScoreResult, ErrorBody, WorkOrderNote } from '../../schemas/generated/types';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { createRepair, json, submittedRepair, waitForJobNumber } from './repair-fixtures';

/** An assessment request with the chosen option ids of each question. */
function assessment(chosen: Record<string, string[]>) {
  return {
    assessmentType: 'DampAndMould',
    assessmentInformation: {
      assessmentTypeId: 47,
      assessmentDescription: 'Damp, Mould and Condensation',
      assessmentOutcome: null,
      supplementaryQuestionResponses: Object.entries(chosen).map(([questionId, responseId]) => ({
        questionId,
        questionLabel: questionId,
        responseId,
        responseValue: responseId.join(', '),
      })),
    },
  };
}

describe('damp and mould: the assessment score and the notes added to the job', () => {
  let gateway: TestGateway;
  const score = (chosen: Record<string, string[]>) =>
    gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/works-orders/assessment-score',
      payload: assessment(chosen),
    });

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { jobNumberDelayMs: 0 } });
  });
  afterAll(async () => gateway?.close());

  it('scores the answers of entry 47 into LOW, MEDIUM and HIGH', async () => {
    expect(json<AssessmentScoreResult>(await score({ q1_1: ['1'], q2_1: ['1'], q6_1: ['1'] }))).toEqual({
      priorityLevel: 'LOW',
      score: 1,
      type: 'DampAndMould',
    });
    expect(json<AssessmentScoreResult>(await score({ q2_1: ['4'], q4_1: ['3'], q3_1: ['2'] }))).toMatchObject({
      priorityLevel: 'MEDIUM',
      score: 10,
    });
    expect(
      json<AssessmentScoreResult>(
        await score({ q2_1: ['4'], q4_1: ['3'], q6_1: ['3'], q3_1: ['3'], q8_1: ['3'], q9_1: ['2'] }),
      ),
    ).toMatchObject({
      priorityLevel: 'HIGH',
      score: 20,
    });
    expect(json<AssessmentScoreResult>(await score({ q5_1: ['1'], q7_1: ['2'] }))).toMatchObject({
      priorityLevel: 'HIGH',
      score: 6,
    });
  });

  it('refuses answers that are not options of the questions', async () => {
    const refused = await score({ q2_1: ['7'] });
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).errors[0]).toMatchObject({
      message: 'Question q2_1 has no option 7.',
      field: 'body.assessmentInformation.supplementaryQuestionResponses.0',
    });
  });

  it("adds notes to a repair's job and lists them, and refuses another job or resident", async () => {
    const { id } = await submittedRepair(gateway, {
      repairReason: 'Investigate damp or mould',
      sorCode: 'PRODAMP',
      repairLocation: 'Damp and mould',
    });
    const jobNo = await waitForJobNumber(gateway, id);
    const note = { noteTypeId: 4, text: 'Damp and mould: high priority in defects, inspect within 24 hours.' };
    const added = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: `/api/workorders/${id}/${jobNo}/notes`,
      payload: note,
    });
    expect(added.statusCode).toBe(201);
    expect(json<WorkOrderNote>(added)).toMatchObject({
      workOrderIdentifier: id,
      jobNo,
      noteTypeId: 4,
      noteType: 'Other',
      text: note.text,
    });
    const listed = await gateway.api({ as: 'amara', url: `/api/workorders/${id}/${jobNo}/notes` });
    expect(json<WorkOrderNote[]>(listed).map((n) => n.text)).toEqual([note.text]);
    expect(
      (await gateway.api({ as: 'amara', method: 'POST', url: `/api/workorders/${id}/JOB-1/notes`, payload: note }))
        .statusCode,
    ).toBe(404);
    expect(
      (await gateway.api({ as: 'ben', method: 'POST', url: `/api/workorders/${id}/${jobNo}/notes`, payload: note }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await gateway.api({
          as: 'amara',
          method: 'POST',
          url: `/api/workorders/${id}/${jobNo}/notes`,
          payload: { noteTypeId: 7, text: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('takes a note on a draft without a job number when b is the repair id', async () => {
    const { id } = await createRepair(gateway);
    const added = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: `/api/workorders/${id}/${id}/notes`,
      payload: { noteTypeId: 2, text: 'Chased.' },
    });
    expect(added.statusCode).toBe(201);
    expect(json<WorkOrderNote>(added)).toMatchObject({ jobNo: null, noteType: 'Chase' });
  });
});
