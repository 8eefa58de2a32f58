import { describe, expect, it } from 'vitest';
import type { AssessmentResponse } from '../../../schemas/generated/types';
import { DAMP_MOULD_QUESTIONS } from '../seed/damp-mould-questions';
import { AssessmentAnswersError, DAMP_MOULD_WEIGHTS, scoreDampMould } from './damp-mould-scoring';

/** Answers by question id and chosen option ids. */
function answers(chosen: Record<string, string[]>): AssessmentResponse[] {
  return Object.entries(chosen).map(([questionId, responseId]) => ({
    questionId,
    questionLabel: questionId,
    responseId: responseId as AssessmentResponse['responseId'],
    responseValue: responseId.join(', '),
  }));
}
const score = (chosen: Record<string, string[]>) => scoreDampMould(DAMP_MOULD_QUESTIONS, answers(chosen));

/** The mildest answer to every question: nothing to worry about. */
const MILD = {
  q1_1: ['1'],
  q2_1: ['1'],
  q3_1: ['1'],
  q4_1: ['1'],
  q5_1: ['3'],
  q6_1: ['1'],
  q7_1: ['1'],
  q8_1: ['1'],
  q9_1: ['1'],
};

describe('damp and mould scoring bands', () => {
  it('scores mild answers LOW', () => {
    expect(score(MILD)).toEqual({ priorityLevel: 'LOW', score: 2, type: 'DampAndMould' });
  });

  it('puts 9 points in LOW and 10 in MEDIUM', () => {
    // 6 (a whole wall) + 3 (back within days) = 9; one more point (there one to six months) = 10
    expect(score({ q2_1: ['4'], q4_1: ['3'] })).toMatchObject({ priorityLevel: 'LOW', score: 9 });
    expect(score({ q2_1: ['4'], q4_1: ['3'], q3_1: ['2'] })).toMatchObject({ priorityLevel: 'MEDIUM', score: 10 });
  });

  it('puts 19 points in MEDIUM and 20 in HIGH', () => {
    // a whole wall 6, back within days 3, a leak 5, more than six months 2, no working ventilation 2 = 18
    const eighteen = { q2_1: ['4'], q4_1: ['3'], q6_1: ['3'], q3_1: ['3'], q8_1: ['3'] };
    expect(score(eighteen)).toMatchObject({ priorityLevel: 'MEDIUM', score: 18 });
    expect(score({ ...eighteen, q1_1: ['1'] })).toMatchObject({ priorityLevel: 'MEDIUM', score: 19 });
    expect(score({ ...eighteen, q9_1: ['2'] })).toMatchObject({ priorityLevel: 'HIGH', score: 20 });
  });

  it('caps a Multiple question: every room counts at most 6', () => {
    expect(score({ q1_1: ['1', '2', '3', '4', '5', '6'] })).toMatchObject({ score: 6 });
  });

  it('scores the worst answers 40, the most there is', () => {
    const worst = Object.fromEntries(
      Object.entries(DAMP_MOULD_WEIGHTS).map(([questionId, weights]) => [questionId, Object.keys(weights.points)]),
    );
    const list = DAMP_MOULD_QUESTIONS.filter((q) => q.type === 'List');
    for (const question of list) {
      const points = DAMP_MOULD_WEIGHTS[question.questionId]?.points ?? {};
      const best = Object.entries(points).sort(([, a], [, b]) => b - a)[0]?.[0] ?? '1';
      worst[question.questionId] = [best];
    }
    expect(score(worst)).toEqual({ priorityLevel: 'HIGH', score: 40, type: 'DampAndMould' });
  });

  it('raises a vulnerable occupant to at least MEDIUM, and to HIGH with black mould', () => {
    expect(score({ ...MILD, q7_1: ['4'] })).toMatchObject({ priorityLevel: 'MEDIUM', score: 5 });
    expect(score({ ...MILD, q7_1: ['4'], q5_1: ['1'] })).toMatchObject({ priorityLevel: 'HIGH', score: 6 });
    expect(score({ ...MILD, q5_1: ['1'] })).toMatchObject({ priorityLevel: 'LOW' });
  });

  it('scores unanswered questions nothing', () => {
    expect(score({})).toEqual({ priorityLevel: 'LOW', score: 0, type: 'DampAndMould' });
  });

  it('refuses unknown questions and options, repeated questions and two answers to a List question', () => {
    const refused = (list: AssessmentResponse[]) => {
      try {
        scoreDampMould(DAMP_MOULD_QUESTIONS, list);
      } catch (error) {
        return (error as AssessmentAnswersError).problems.map((p) => p.message);
      }
      return [];
    };
    expect(refused(answers({ q99_1: ['1'] }))).toEqual(['There is no damp and mould question q99_1.']);
    expect(refused(answers({ q2_1: ['9'] }))).toEqual(['Question q2_1 has no option 9.']);
    expect(refused(answers({ q2_1: ['1', '2'] }))).toEqual(['Question q2_1 takes exactly one answer.']);
    expect(refused([...answers({ q2_1: ['1'] }), ...answers({ q2_1: ['2'] })])).toEqual([
      'Question q2_1 is answered more than once.',
    ]);
  });
});
