import { describe, expect, it } from 'vitest';
import { JourneyDefinitionError } from '../definition/definition-issue';
import { loadJourney } from './journey';
import { allowedMoves } from './moves';
import { answer, back, continueFrom, JourneyMoveError, leave, saveAndExit, startJourney } from './navigation';
import { summaryRows } from './summary-rows';
import { viewModel } from './view-model';
import type { AnswerEdit } from '../machine/apply-answers';
import type { JourneySnapshot } from './journey-snapshot';

/** A case-like journey: a type chosen by keyword, a questionnaire from data, a review that sends. */
const definition = {
  id: 'case-features',
  version: 1,
  titleKey: 't',
  start: 'case-type',
  exits: { home: { route: '/home' } },
  givenFacts: { 'case-types': 'The types offered.', questions: 'The chosen type questions.' },
  exitModal: {
    headingKey: 'exit.heading',
    leaveKey: 'exit.leave',
    returnKey: 'exit.return',
    exitTo: 'home',
    leaveEffects: [{ operation: 'delete-draft' }],
  },
  steps: [
    {
      id: 'case-type',
      kind: 'question',
      route: '/caseType',
      headingKey: 'h',
      fields: [
        {
          answer: 'case-type',
          widget: 'autocomplete',
          labelKey: 'l',
          optionsFrom: { fact: 'case-types', value: 'id', label: 'description', keywords: 'keywords' },
        },
      ],
      validation: { type: 'object', required: ['case-type'] },
      next: [{ to: 'questions' }],
    },
    {
      id: 'questions',
      kind: 'generated',
      route: '/caseQuestionnaire',
      headingKey: 'h',
      answer: 'case-answers',
      answersLabelKey: 'answers',
      summaryQuestionKey: 'review.question',
      source: { fact: 'questions' },
      pages: 'one-per-question',
      widgets: { Radio: 'radios', Text: 'textarea' },
      skips: true,
      editFlag: 'case-edit',
      blockingAnswers: 'warn',
      showBlockingWhenChosen: true,
      blockUnanswered: { flag: 'isCovidQuestion', messageKey: 'Case_Covid_CC007' },
      joinLines: true,
      requiredMessageKey: 'Case_Question_Error',
      next: [{ to: 'review' }],
    },
    {
      id: 'review',
      kind: 'summary',
      route: '/caseReview',
      headingKey: 'h',
      slowNotice: { messageKey: 'Case_CC022', afterMs: 1000 },
      next: [{ to: 'home' }],
    },
  ],
};

const caseTypes = [
  { id: 'CT-FOB', description: 'Lost fob', keywords: ['fob', 'key'] },
  { id: 'CT-RENT', description: 'Rent query' },
];
const questions = [
  {
    questionId: 'q1',
    label: 'How many fobs?',
    type: 'Radio',
    isEnabled: true,
    options: [
      { id: '1', value: '1' },
      { id: '3', value: '3 or more', skipQuestions: 2 },
    ],
  },
  {
    questionId: 'q2',
    label: 'Was it stolen?',
    type: 'Radio',
    isEnabled: true,
    options: [
      { id: 'Y', value: 'Yes' },
      { id: 'N', value: 'No' },
    ],
    blocking: { errorCode: 'Case_Fob_Stolen', dependsOn: [{ responseId: 'Y' }] },
  },
  {
    questionId: 'q3',
    label: 'Is anyone self-isolating?',
    type: 'Radio',
    isEnabled: true,
    isCovidQuestion: true,
    options: [
      { id: 'Y', value: 'Yes' },
      { id: 'N', value: 'No' },
    ],
  },
  { questionId: 'q4', label: 'Anything else?', type: 'Text', isEnabled: true, options: [] },
];

const journey = loadJourney(structuredClone(definition), { operations: ['delete-draft'] });

function atQuestions(): JourneySnapshot {
  const start = startJourney(journey, { facts: { 'case-types': caseTypes, questions }, toggles: {} }).snapshot;
  const moved = continueFrom(journey, answer(journey, start, { 'case-type': 'CT-FOB' }).snapshot);
  if (moved.status !== 'moved') throw new Error(`expected the questions, got ${moved.status}`);
  return moved.snapshot;
}

function continued(snapshot: JourneySnapshot, answers: AnswerEdit): JourneySnapshot {
  const result = continueFrom(journey, answer(journey, snapshot, answers).snapshot);
  if (result.status !== 'moved') throw new Error(`expected to move, got ${result.status}`);
  return result.snapshot;
}

describe('what the case questionnaire declares', () => {
  it('should give an autocomplete the keywords of each item named by optionsFrom.keywords', () => {
    const start = startJourney(journey, { facts: { 'case-types': caseTypes, questions }, toggles: {} }).snapshot;
    expect(viewModel(journey, start).fields[0]?.options).toEqual([
      { value: 'CT-FOB', label: 'Lost fob', keywords: ['fob', 'key'] },
      { value: 'CT-RENT', label: 'Rent query' },
    ]);
  });

  it('should show a blocking answer as soon as it is chosen, turn it into a warning on the first Continue, go on at the second', () => {
    const q2 = continued(atQuestions(), { 'case-answers': { q1: '1' } });
    expect(q2.page).toBe(1);
    expect(viewModel(journey, q2).notices).toEqual([]);
    const chosen = answer(journey, q2, { 'case-answers': { q1: '1', q2: 'Y' } }).snapshot;
    const message = viewModel(journey, chosen);
    expect(message.notices).toEqual([{ messageKey: 'Case_Fob_Stolen', mode: 'block' }]);
    expect(message.continue?.disabled).toBe(false);
    const first = continueFrom(journey, chosen);
    expect(first).toMatchObject({ status: 'warned', block: { messageKey: 'Case_Fob_Stolen' } });
    expect(viewModel(journey, first.snapshot).notices).toEqual([{ messageKey: 'Case_Fob_Stolen', mode: 'warn' }]);
    expect(continueFrom(journey, first.snapshot)).toMatchObject({
      status: 'moved',
      to: { step: 'questions', page: 2 },
    });
  });

  it('should keep Continue disabled with the message while a flagged question is unanswered', () => {
    const q3 = continued(atQuestions(), { 'case-answers': { q1: '3' } });
    expect(q3.page).toBe(2);
    const waiting = viewModel(journey, q3);
    expect(waiting.notices).toEqual([{ messageKey: 'Case_Covid_CC007', mode: 'block' }]);
    expect(waiting.continue?.disabled).toBe(true);
    const chosen = answer(journey, q3, { 'case-answers': { q1: '3', q3: 'N' } }).snapshot;
    expect(viewModel(journey, chosen).notices).toEqual([]);
    expect(viewModel(journey, chosen).continue?.disabled).toBe(false);
  });

  it('should ask a Text answer to join its lines, and number the questions on the route in the summary', () => {
    const q3 = continued(atQuestions(), { 'case-answers': { q1: '3' } });
    const q4 = continued(q3, { 'case-answers': { q1: '3', q3: 'N' } });
    expect(viewModel(journey, q4).fields[0]).toMatchObject({ name: 'case-answers.q4', joinLines: true });
    const review = continued(q4, { 'case-answers': { q1: '3', q3: 'N', q4: 'By the bins' } });
    const rows = summaryRows(journey.index, review).filter((row) => row.field.startsWith('case-answers.'));
    expect(rows.map((row) => [row.labelKey, row.labelValues])).toEqual([
      ['review.question', { number: 1, label: 'How many fobs?' }],
      ['review.question', { number: 3, label: 'Is anyone self-isolating?' }],
      ['review.question', { number: 4, label: 'Anything else?' }],
    ]);
    expect(viewModel(journey, review).continue?.slowNotice).toEqual({ messageKey: 'Case_CC022', afterMs: 1000 });
  });

  it('should truncate the later answers and set the edit flag when an earlier answer changes, and only then', () => {
    const q3 = continued(atQuestions(), { 'case-answers.q1': '3' });
    const q4 = continued(q3, { 'case-answers.q3': 'N' });
    // First answers set no flag, nor does giving an answer again unchanged.
    const answered = answer(journey, q4, { 'case-answers.q4': 'By the bins' }).snapshot;
    expect(answered.answers).toEqual({
      'case-type': 'CT-FOB',
      'case-answers': { q1: '3', q3: 'N', q4: 'By the bins' },
    });
    expect(answer(journey, answered, { 'case-answers.q1': '3' }).snapshot.answers).not.toHaveProperty('case-edit');
    // Back to the first question, and a change: the later answers go from the saved answers, the flag is set.
    let first = answered;
    while (first.page > 0) first = back(journey, first).snapshot;
    const changed = answer(journey, first, { 'case-answers.q1': '1' });
    expect(changed.cleared).toEqual(['case-answers.q3', 'case-answers.q4']);
    expect(changed.snapshot.answers).toEqual({ 'case-type': 'CT-FOB', 'case-answers': { q1: '1' }, 'case-edit': true });
    // The summary never shows it, and Leave forgets it with every other answer.
    const review = continued(continued(changed.snapshot, { 'case-answers.q2': 'N' }), {
      'case-answers.q3': 'N',
      'case-answers.q4': 'Lost',
    });
    expect(summaryRows(journey.index, review).map((row) => row.field)).not.toContain('case-edit');
    expect(leave(journey, review).snapshot.answers).toEqual({});
  });

  it('should offer only Leave and Return when the exit modal has no Save and exit', () => {
    const q1 = atQuestions();
    const moves = allowedMoves(journey, q1).map((move) => move.move);
    expect(moves).toContain('leave');
    expect(moves).not.toContain('save-and-exit');
    expect(() => saveAndExit(journey, q1)).toThrow(JourneyMoveError);
    expect(leave(journey, q1).snapshot).toMatchObject({ status: 'done', stepId: 'home', answers: {} });
    expect(viewModel(journey, q1).exitModal).not.toHaveProperty('saveAndExitKey');
  });

  it('should refuse save operations on a modal without Save and exit', () => {
    const broken = structuredClone(definition);
    Object.assign(broken.exitModal, { saveEffects: [{ operation: 'delete-draft' }] });
    expect(() => loadJourney(broken, { operations: ['delete-draft'] })).toThrow(JourneyDefinitionError);
    try {
      loadJourney(broken, { operations: ['delete-draft'] });
    } catch (error) {
      expect((error as JourneyDefinitionError).issues.map((issue) => issue.code)).toContain('save-without-key');
    }
  });
});
