import { describe, expect, it } from 'vitest';
import { continueSettled } from '../test-fixtures/journey-walker';
import { dampToSummary, drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';
import { runFixtureEffects } from '../test-fixtures/service-request-world';
import type { AnswerEdit } from '../machine/apply-answers';
import { allowedMoves } from './moves';
import { answer, back, editFromSummary, JourneyMoveError, positionOf } from './navigation';

const journey = fixtureJourney();
const atSummary = () => drive(journey, startFixture(), lostFobToSummary);

describe('changing an answer from the summary', () => {
  it('should go straight back to the summary when the route is unchanged', () => {
    const changing = editFromSummary(journey, atSummary(), 'contact-details').snapshot;
    expect(changing).toMatchObject({
      stepId: 'contact-details',
      mode: 'changing',
      changeFrom: { step: 'contact-details', page: 0 },
    });
    const result = continueSettled(
      journey,
      answer(journey, changing, { 'contact-name': 'Alex Jones' }).snapshot,
      runFixtureEffects,
    );
    expect(result).toMatchObject({ status: 'moved', to: { step: 'case-review', page: 0 } });
    expect(result.snapshot).toMatchObject({ mode: 'answering', changeFrom: null });
  });

  it('should go straight back from a change far up the route when later answers stand', () => {
    const changing = editFromSummary(journey, atSummary(), 'select-property').snapshot;
    const result = continueSettled(
      journey,
      answer(journey, changing, { property: 'P-200' }).snapshot,
      runFixtureEffects,
    );
    expect(result).toMatchObject({ status: 'moved', to: { step: 'case-review', page: 0 } });
  });

  it('should go through the new branch and then back to the summary when the route changes', () => {
    const changing = editFromSummary(journey, atSummary(), 'contact-method').snapshot;
    let result = continueSettled(
      journey,
      answer(journey, changing, { 'contact-method': 'another-number' }).snapshot,
      runFixtureEffects,
    );
    expect(result).toMatchObject({ status: 'moved', to: { step: 'another-number', page: 0 } });
    expect(result.snapshot.mode).toBe('changing');
    result = continueSettled(
      journey,
      answer(journey, result.snapshot, { 'phone-number': '07700900123' }).snapshot,
      runFixtureEffects,
    );
    expect(result).toMatchObject({ status: 'moved', to: { step: 'case-review', page: 0 } });
    expect(result.snapshot.answers).toMatchObject({
      'contact-method': 'another-number',
      'phone-number': '07700900123',
      'contact-name': 'Sam Jones',
    });
  });

  it('should go through every page of a new questionnaire when the request type changes', () => {
    const changing = editFromSummary(journey, atSummary(), 'case-type').snapshot;
    const { snapshot, cleared } = answer(journey, changing, { 'case-type': 'CT-HOUSEHOLD' });
    expect(cleared).toEqual(['case-answers']);
    const visited: string[] = [];
    let current = continueSettled(journey, snapshot, runFixtureEffects).snapshot;
    const edits: AnswerEdit[] = [
      { 'case-answers.h1': 'out' },
      { 'case-answers.h3': 'N' },
      { 'case-answers.h4': 'month' },
      { 'case-answers.h6': 'No' },
    ];
    for (const edit of edits) {
      visited.push(`${current.stepId}/${current.page}`);
      current = continueSettled(journey, answer(journey, current, edit).snapshot, runFixtureEffects).snapshot;
    }
    expect(visited).toEqual(['case-questions/0', 'case-questions/2', 'case-questions/3', 'case-questions/4']);
    expect(positionOf(current)).toEqual({ step: 'case-review', page: 0 });
  });

  it('should come back to the summary from a changed run answer when the later pages stand', () => {
    const summary = drive(journey, startFixture(), dampToSummary);
    const changing = editFromSummary(journey, summary, 'damp-assessment', 1).snapshot;
    expect(positionOf(changing)).toEqual({ step: 'damp-assessment', page: 1 });
    const result = continueSettled(
      journey,
      answer(journey, changing, { 'damp-answers.q2_1': '2' }).snapshot,
      runFixtureEffects,
    );
    expect(result).toMatchObject({ status: 'moved', to: { step: 'case-review', page: 0 } });
    expect(result.snapshot.facts['damp-outcome']).toEqual({ priorityLevel: 'HIGH' });
  });

  it('should return to the summary on Back from the step the change began at', () => {
    const changing = editFromSummary(journey, atSummary(), 'contact-method').snapshot;
    const { snapshot } = back(journey, changing);
    expect(snapshot).toMatchObject({ stepId: 'case-review', mode: 'answering' });
  });

  it('should offer a change link for every answered question, leading to its page', () => {
    const links = allowedMoves(journey, atSummary()).filter((move) => move.move === 'change');
    expect(links.map((move) => move.move === 'change' && `${move.field}@${move.to.step}/${move.to.page}`)).toEqual([
      'property@select-property/0',
      'case-type@case-type/0',
      'case-answers.q1@case-questions/0',
      'case-answers.q2@case-questions/1',
      'case-answers.q3@case-questions/2',
      'contact-method@contact-method/0',
      'contact-name@contact-details/0',
      'relation@contact-details/0',
    ]);
  });

  it('should refuse a change away from the summary or to a step without answers', () => {
    expect(() => editFromSummary(journey, startFixture(), 'case-type')).toThrow(JourneyMoveError);
    expect(() => editFromSummary(journey, atSummary(), 'case-created')).toThrow(JourneyMoveError);
  });
});
