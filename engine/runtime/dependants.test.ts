import { describe, expect, it } from 'vitest';
import raw from '../test-fixtures/service-request.json';
import { indexJourney } from '../machine/index-journey';
import type { JourneyDefinition, QuestionStep } from '../definition/types';
import { clearedBy } from '../machine/apply-answers';
import { answer } from './navigation';
import { answerLabels } from './summary-rows';
import { drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';

const dependantsOf = (definition: JourneyDefinition) =>
  Object.fromEntries([...indexJourney(definition).dependants].map(([key, values]) => [key, [...values].sort()]));

describe('which answers an edit clears', () => {
  it('should derive dependants from the conditions: a branch chosen by an answer, shown fields, fetched questions', () => {
    expect(dependantsOf(structuredClone(raw) as unknown as JourneyDefinition)).toEqual({
      'case-type': ['case-answers', 'damp-answers'],
      'contact-method': ['phone-number'],
      relation: ['relation-details'],
    });
  });

  it('should add the answers a step declares in clears, and close the set transitively', () => {
    const definition = structuredClone(raw) as unknown as JourneyDefinition;
    (definition.steps.find((step) => step.id === 'another-number') as QuestionStep).clears = ['contact-name'];
    expect(dependantsOf(definition)['contact-method']).toEqual(['contact-name', 'phone-number']);
    expect(dependantsOf(definition)['phone-number']).toEqual(['contact-name']);
  });

  it('should tell before the edit which present answers it would remove, and only those', () => {
    const journey = fixtureJourney();
    const summary = drive(journey, startFixture(), [
      ...lostFobToSummary.slice(0, 5),
      { 'contact-method': 'another-number' },
      { 'phone-number': '07700900123' },
      lostFobToSummary[6]!,
    ]);
    expect(clearedBy(journey.index, summary, { 'contact-method': 'saved-number' })).toEqual(['phone-number']);
    expect(clearedBy(journey.index, summary, { 'contact-method': 'another-number' })).toEqual([]);
    expect(clearedBy(journey.index, summary, { 'case-type': 'CT-HOUSEHOLD' })).toEqual(['case-answers']);
    expect(clearedBy(journey.index, summary, { relation: 'other' })).toEqual([]);
  });

  it('should clear the later answers of a run with skips when an earlier one changes', () => {
    const journey = fixtureJourney();
    const summary = drive(journey, startFixture(), lostFobToSummary);
    expect(clearedBy(journey.index, summary, { 'case-answers.q1': '3' })).toEqual([
      'case-answers.q2',
      'case-answers.q3',
    ]);
    expect(clearedBy(journey.index, summary, { 'case-answers.q2': 'Y' })).toEqual(['case-answers.q3']);
    expect(clearedBy(journey.index, summary, { 'case-answers.q3': 'Found it' })).toEqual([]);
  });

  it('should name every answer it would remove by a message key or question text, never by its path', () => {
    const journey = fixtureJourney();
    const summary = drive(journey, startFixture(), lostFobToSummary);
    const named = (edit: Parameters<typeof clearedBy>[2]) =>
      answerLabels(journey.index, clearedBy(journey.index, summary, edit), summary);
    // A questionnaire as a whole: by the run's answersLabelKey.
    expect(named({ 'case-type': 'CT-HOUSEHOLD' })).toEqual([
      { field: 'case-answers', labelKey: 'case.questions.answers' },
    ]);
    // Its later questions: by their text, as the summary shows them.
    expect(named({ 'case-answers.q1': '3' })).toEqual([
      { field: 'case-answers.q2', label: 'Question q2' },
      { field: 'case-answers.q3', label: 'Anything else we should know?' },
    ]);
    // A question the run no longer holds: by the run's name; an answer no step asks: no name at all.
    expect(answerLabels(journey.index, ['case-answers.q9', 'unknown-answer'], summary)).toEqual([
      { field: 'case-answers.q9', labelKey: 'case.questions.answers' },
      { field: 'unknown-answer' },
    ]);
    // In the order they were asked, not by their paths.
    expect(answerLabels(journey.index, ['contact-name', 'case-answers'], summary).map((one) => one.field)).toEqual([
      'case-answers',
      'contact-name',
    ]);
  });

  it('should remove exactly what it told, and keep every other answer', () => {
    const journey = fixtureJourney();
    const summary = drive(journey, startFixture(), lostFobToSummary);
    const { snapshot, cleared } = answer(journey, summary, { 'case-answers.q1': '3' });
    expect(cleared).toEqual(['case-answers.q2', 'case-answers.q3']);
    expect(snapshot.answers).toEqual({ ...summary.answers, 'case-answers': { q1: '3' } });
  });
});
