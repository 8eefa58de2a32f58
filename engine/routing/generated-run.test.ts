import { describe, expect, it } from 'vitest';
import type { GeneratedStep } from '../definition/types';
import { caseTypes, dampQuestions } from '../test-fixtures/service-request-world';
import { expandRun, runSequence } from './generated-run';

const questionnaire: GeneratedStep = {
  id: 'case-questions',
  kind: 'generated',
  route: '/caseQuestionnaire',
  headingKey: 'h',
  answer: 'case-answers',
  source: { fact: 'detail.additionalInfo' },
  pages: 'one-per-question',
  widgets: { Radio: 'radios', List: 'select', Text: 'textarea' },
  skips: true,
  jumpToEnd: true,
  optionAttributes: { fact: 'attributes' },
  requiredMessageKey: 'Case_Question_Error',
  next: [{ to: 'contact-method' }],
};
const household = (attributes: object = { TenancyType: 'GNT' }) => ({
  answers: {},
  toggles: {},
  facts: { detail: caseTypes['CT-HOUSEHOLD'], attributes },
});
const ids = (step: GeneratedStep, scope: ReturnType<typeof household>, answers: Record<string, string>) => {
  const run = expandRun(step, scope);
  return runSequence(step, run, answers).map((page) => run.pages[page]?.questions[0]?.questionId);
};

describe('a data-driven run', () => {
  it('should give one page per enabled question and leave disabled questions out', () => {
    const run = expandRun(questionnaire, household());
    expect(run.pages.map((page) => page.questions.map((question) => question.questionId))).toEqual([
      ['h1'],
      ['h2'],
      ['h3'],
      ['h4'],
      ['h6'],
    ]);
  });

  it('should move on by the chosen option: 1 to the next question, 2 skips one, 3 skips two', () => {
    const scope = household();
    expect(ids(questionnaire, scope, { h1: 'in' })).toEqual(['h1', 'h2', 'h3', 'h4', 'h6']);
    expect(ids(questionnaire, scope, { h1: 'out' })).toEqual(['h1', 'h3', 'h4', 'h6']);
    expect(ids(questionnaire, scope, { h1: 'other' })).toEqual(['h1', 'h4', 'h6']);
  });

  it('should pass over a disabled question that a skip lands on', () => {
    const step = { ...questionnaire };
    const scope = household();
    const info = structuredClone(caseTypes['CT-HOUSEHOLD']!.additionalInfo) as {
      options: { skipQuestions?: number }[];
    }[];
    info[0]!.options[2]!.skipQuestions = 4;
    expect(
      ids(
        step,
        { ...scope, facts: { ...scope.facts, detail: { ...caseTypes['CT-HOUSEHOLD']!, additionalInfo: info } } },
        { h1: 'other' },
      ),
    ).toEqual(['h1', 'h6']);
  });

  it('should end the run at once on an option that ends the questionnaire', () => {
    expect(ids(questionnaire, household(), { h1: 'none' })).toEqual(['h1']);
    expect(ids({ ...questionnaire, jumpToEnd: false }, household(), { h1: 'none' })).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'h6',
    ]);
  });

  it('should ignore skips unless the step honours them', () => {
    expect(ids({ ...questionnaire, skips: false }, household(), { h1: 'other' })).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'h6',
    ]);
  });

  it('should offer an option only when the attributes match its dependsOnAttributes', () => {
    const options = (attributes: object) =>
      expandRun(questionnaire, household(attributes)).questions[3]?.options.map((option) => option.id);
    expect(options({ TenancyType: 'GNT' })).toEqual(['month', 'earlier', 'gnt']);
    expect(options({ TenancyType: 'LSE' })).toEqual(['month', 'earlier']);
  });

  it('should read blocking answers and their message', () => {
    expect(expandRun(questionnaire, household()).questions[2]?.blocking).toEqual({
      messageKey: 'Case_Household_Rent',
      responseIds: ['Y'],
    });
  });

  it('should group damp and mould questions into pages by pageGroupId', () => {
    const step: GeneratedStep = { ...questionnaire, pages: 'by-page-group', skips: false, source: { fact: 'damp' } };
    const run = expandRun(step, { answers: {}, toggles: {}, facts: { damp: [...dampQuestions].reverse() } });
    expect(run.pages.map((page) => [page.number, page.questions.map((question) => question.questionId)])).toEqual([
      [1, ['q1_2', 'q1_1']],
      [2, ['q2_1']],
      [3, ['q7_1']],
    ]);
  });

  it('should give an empty run when the source fact is missing', () => {
    expect(expandRun(questionnaire, { answers: {}, toggles: {}, facts: {} }).pages).toEqual([]);
  });
});
