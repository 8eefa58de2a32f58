import { describe, expect, it } from 'vitest';
import type { JourneyDefinition, QuestionStep } from '../definition/types';
import raw from '../test-fixtures/service-request.json';
import { continueSettled } from '../test-fixtures/journey-walker';
import { drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';
import { runFixtureEffects } from '../test-fixtures/service-request-world';
import { previousPlace, projectedRoute } from '../routing/route';
import { loadJourney } from './journey';
import { answer, back, continueFrom, leave, positionOf, recordFacts, saveAndExit } from './navigation';

const journey = fixtureJourney();
const toQuestions = () => drive(journey, startFixture(), lostFobToSummary.slice(0, 2));

describe('moving through a journey', () => {
  it('should report the first step and its onEnter operation at the start', () => {
    const start = startFixture();
    expect(positionOf(start)).toEqual({ step: 'select-property', page: 0 });
    expect(start.facts.tenancies).toHaveLength(2);
  });

  it('should not move on invalid answers and say why, per field', () => {
    const start = startFixture();
    expect(continueFrom(journey, start)).toMatchObject({
      status: 'invalid',
      errors: [{ field: 'property', messageKey: 'Case_Property_Required' }],
    });
    const wrong = answer(journey, start, { property: 'P-999' }).snapshot;
    expect(continueFrom(journey, wrong)).toMatchObject({ status: 'invalid', snapshot: { stepId: 'select-property' } });
  });

  it('should ask for onContinue operations before choosing the next step, then move', () => {
    const atType = drive(journey, startFixture(), [{ property: 'P-100' }]);
    const first = continueFrom(journey, answer(journey, atType, { 'case-type': 'CT-LOSTFOB' }).snapshot);
    expect(first).toMatchObject({
      status: 'needs-effects',
      effects: [
        {
          operation: 'load-case-type',
          params: { caseTypeId: 'CT-LOSTFOB' },
          storeAs: 'case-type-detail',
          phase: 'continue',
        },
      ],
    });
    if (first.status !== 'needs-effects') throw new Error('expected operations to run');
    const settled = recordFacts(journey, first.snapshot, runFixtureEffects(first.effects, first.snapshot), {
      settles: true,
    });
    expect(continueFrom(journey, settled)).toMatchObject({ status: 'moved', to: { step: 'case-questions', page: 0 } });
  });

  it('should run an operation with a condition only when it holds', () => {
    const atType = drive(journey, startFixture(), [{ property: 'P-100' }]);
    const result = continueFrom(journey, answer(journey, atType, { 'case-type': 'CT-DAMP' }).snapshot);
    expect(result.status === 'needs-effects' && result.effects.map((effect) => effect.operation)).toEqual([
      'load-case-type',
      'load-damp-questions',
    ]);
  });

  it('should show a blocking answer as a warning on the first Continue and proceed on the second', () => {
    const atQ2 = drive(journey, toQuestions(), [{ 'case-answers.q1': '1' }]);
    const first = continueSettled(
      journey,
      answer(journey, atQ2, { 'case-answers.q2': 'Y' }).snapshot,
      runFixtureEffects,
    );
    expect(first).toMatchObject({ status: 'warned', block: { messageKey: 'Case_Fob_Stolen', mode: 'warn' } });
    expect(continueSettled(journey, first.snapshot, runFixtureEffects)).toMatchObject({
      status: 'moved',
      to: { step: 'case-questions', page: 2 },
    });
  });

  it('should keep a hard block until the answer changes', () => {
    const definition = structuredClone(raw) as unknown as JourneyDefinition;
    (definition.steps.find((step) => step.id === 'contact-method') as QuestionStep).blocks = [
      { when: { answer: 'contact-method', equals: 'saved-number' }, messageKey: 'SSR068' },
    ];
    const blocking = loadJourney(definition);
    const atContact = drive(blocking, startFixture(blocking), lostFobToSummary.slice(0, 5));
    const chosen = answer(blocking, atContact, { 'contact-method': 'saved-number' }).snapshot;
    expect(continueFrom(blocking, chosen)).toMatchObject({ status: 'blocked', block: { messageKey: 'SSR068' } });
    expect(continueFrom(blocking, continueFrom(blocking, chosen).snapshot)).toMatchObject({ status: 'blocked' });
    expect(
      continueFrom(blocking, answer(blocking, chosen, { 'contact-method': 'another-number' }).snapshot).status,
    ).toBe('moved');
  });

  it('should report the 1-second pause of a step that declares one', () => {
    const atDetails = drive(journey, startFixture(), lostFobToSummary.slice(0, 6));
    expect(continueFrom(journey, answer(journey, atDetails, lostFobToSummary[6]!).snapshot)).toMatchObject({
      status: 'moved',
      delayMs: 1000,
    });
  });

  it('should go back through run pages by the route the answers took, and to the exit from the first step', () => {
    const atContact = drive(journey, startFixture(), [
      ...lostFobToSummary.slice(0, 2),
      { 'case-answers.q1': '3' },
      { 'case-answers.q3': 'Lost' },
    ]);
    expect(positionOf(atContact)).toEqual({ step: 'contact-method', page: 0 });
    const lastPage = back(journey, atContact).snapshot;
    expect(positionOf(lastPage)).toEqual({ step: 'case-questions', page: 2 });
    expect(positionOf(back(journey, lastPage).snapshot)).toEqual({ step: 'case-questions', page: 0 });
    const exited = back(journey, startFixture());
    expect(exited.snapshot).toMatchObject({ stepId: 'home', status: 'done' });
  });

  it('should lead Back from each position of the replayed route to the one before it, as the route to the summary has it', () => {
    // Back replays the route only as far as the position (issue 29 item 3): the same answer as the whole route's.
    const summary = drive(journey, startFixture(), lostFobToSummary);
    const route = projectedRoute(journey.index, summary);
    expect(route.at(-1)).toEqual({ step: 'case-review', page: 0 });
    expect(route.length).toBeGreaterThan(4);
    route.slice(1).forEach((position, at) => {
      expect(previousPlace(journey.index, position, summary)).toEqual(route[at]);
    });
  });

  it('should save and exit, or leave clearing every answer, through the exit modal', () => {
    const atQuestions = toQuestions();
    expect(saveAndExit(journey, atQuestions)).toMatchObject({
      snapshot: { stepId: 'home', status: 'done' },
      effects: [{ operation: 'save-draft', phase: 'save' }],
    });
    const left = leave(journey, atQuestions);
    expect(left.snapshot.answers).toEqual({});
    expect(left.effects).toEqual([{ operation: 'delete-draft', params: {}, phase: 'leave' }]);
  });

  it('should submit from the summary and finish at the confirmation', () => {
    const summary = drive(journey, startFixture(), lostFobToSummary);
    const submitted = continueSettled(journey, summary, runFixtureEffects);
    expect(submitted).toMatchObject({ status: 'moved', to: { step: 'case-created', page: 0 } });
    expect(submitted.snapshot.facts['case-created']).toEqual({ caseIdentifier: expect.stringMatching(/^CASE-/) });
    // The summary's operations ran; the confirmation's have not.
    expect(submitted.snapshot.settled).toBe(false);
  });

  it('should move from what a snapshot says now, even when its holder changed it in place', () => {
    const start = startFixture();
    const chosen = answer(journey, start, { property: 'P-100' }).snapshot;
    // A holder that edits the plain data in place (here: takes the answer away again).
    chosen.answers = {};
    expect(continueFrom(journey, chosen)).toMatchObject({ status: 'invalid', snapshot: { stepId: 'select-property' } });
    // Copies and JSON carry only the journey's data.
    expect(Object.keys(chosen)).toEqual(Object.keys(JSON.parse(JSON.stringify(chosen)) as object));
    expect(structuredClone(chosen)).toEqual(chosen);
  });
});
