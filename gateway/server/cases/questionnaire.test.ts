import { describe, expect, it } from 'vitest';
import type { CaseAnswer } from '../../../schemas/generated/types';
import { CASE_TYPE, CASE_TYPES } from '../seed/case-types';
import { MORE_CASE_TYPES } from '../seed/case-types-household';
import { offeredOptions, walkQuestionnaire } from './questionnaire';

const typeOf = (id: string) => {
  const found = [...CASE_TYPES, ...MORE_CASE_TYPES].find((type) => type.id === id);
  if (!found) throw new Error(`No case type ${id}`);
  return found;
};
const GNT = { TenancyType: 'GNT', TenancyGroup: 'Social' };
const LEASE = { TenancyType: 'LEASE', TenancyGroup: 'Leasehold' };

function route(id: string, picks: Record<string, string>, attributes = GNT): string[] {
  const answers = new Map<string, CaseAnswer>(
    Object.entries(picks).map(([questionId, responseId]) => [questionId, { questionId, responseId: [responseId] }]),
  );
  return walkQuestionnaire(typeOf(id).additionalInfo, answers, attributes).map((q) => q.questionId);
}

describe('walkQuestionnaire (ACC-CAS-06)', () => {
  it('should move to the next question by default and skip with skipQuestions 2', () => {
    expect(route(CASE_TYPE.lostFob, { q1: 'L', q2: '1', q3: 'P' })).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(route(CASE_TYPE.lostFob, { q1: 'L', q2: '3' })).toEqual(['q1', 'q2', 'q4']);
  });

  it('should skip 2, 3 and 4 places for the household changes', () => {
    expect(route(CASE_TYPE.changeOfHousehold, { q1: '1', q2: 'Y' })).toEqual(['q1', 'q2', 'q6']);
    expect(route(CASE_TYPE.changeOfHousehold, { q1: '2', q3: 'N' })).toEqual(['q1', 'q3', 'q6']);
    expect(route(CASE_TYPE.changeOfHousehold, { q1: '3', q4: 'Y' })).toEqual(['q1', 'q4', 'q6']);
    expect(route(CASE_TYPE.changeOfHousehold, { q1: '4', q5: 'N' })).toEqual(['q1', 'q5', 'q6']);
  });

  it('should end the questionnaire on an option that ends it', () => {
    expect(route(CASE_TYPE.rentQuery, { q1: '3' })).toEqual(['q1']);
    expect(route(CASE_TYPE.documentCopy, { q1: '3' })).toEqual(['q1']);
  });

  it('should pass over disabled questions', () => {
    expect(route(CASE_TYPE.graffiti, { q1: 'N', q3: '1' })).toEqual(['q1', 'q3', 'q4']);
  });

  it('should count disabled places in a skip and land on the next enabled question', () => {
    // Graffiti: q2 is disabled. Skipping 2 from q1 lands on q3 (q2's place counts), not on q4.
    const skipTwo = typeOf(CASE_TYPE.graffiti).additionalInfo.map((q) =>
      q.questionId === 'q1' ? { ...q, options: q.options.map((o) => ({ ...o, skipQuestions: 2 })) } : q,
    );
    const answers = new Map<string, CaseAnswer>([['q1', { questionId: 'q1', responseId: ['Y'] }]]);
    expect(walkQuestionnaire(skipTwo, answers, GNT).map((q) => q.questionId)).toEqual(['q1', 'q3', 'q4']);
    // Skipping 3 from q1 passes q3 too.
    const skipThree = skipTwo.map((q) =>
      q.questionId === 'q1' ? { ...q, options: q.options.map((o) => ({ ...o, skipQuestions: 3 })) } : q,
    );
    expect(walkQuestionnaire(skipThree, answers, GNT).map((q) => q.questionId)).toEqual(['q1', 'q4']);
  });

  it('should ignore an option that is not offered for the tenancy (it neither skips nor ends)', () => {
    // Option 5 (rent increase letter, skip 2) is for general-needs tenants only.
    expect(route(CASE_TYPE.rentQuery, { q1: '5' })).toEqual(['q1', 'q3', 'q4']);
    expect(route(CASE_TYPE.rentQuery, { q1: '5' }, LEASE)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('should offer options by every attribute they depend on', () => {
    const documents = typeOf(CASE_TYPE.documentCopy).additionalInfo[0];
    expect(offeredOptions(documents!, GNT).map((o) => o.id)).toEqual(['1', '3', '4']);
    expect(offeredOptions(documents!, LEASE).map((o) => o.id)).toEqual(['2', '3', '4']);
    expect(offeredOptions(documents!, {}).map((o) => o.id)).toEqual(['3', '4']);
  });
});
