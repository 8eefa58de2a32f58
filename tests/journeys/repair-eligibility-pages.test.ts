/**
 * REP-PG-06, REP-VAL-02 and REP-ERR-05 on journeys/repair.json: the reason's no-match message and disabled
 * Continue, the enhanced check's E35 block on /repairlocation and on the summary, and the
 * supplementary page headed by the reason.
 */
import { describe, expect, it } from 'vitest';
import {
  answer,
  editFromSummary,
  viewModel,
  type AnswerEdit,
  type Facts,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { continueSettled, startIn, type SyncEffects } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, type JourneyWorld } from '../../scripts/journeys/worlds';

const journey: Journey = loadJourneyFile('journeys/repair.json');
const demo = journeyWorld('report-a-repair');

/** The demo world with some operations answering otherwise. */
function worldWith(results: Record<string, (scope: JourneySnapshot) => unknown>): JourneyWorld {
  const effects: SyncEffects = (requests, scope) => {
    const facts: Facts = {};
    for (const request of requests) {
      const own = results[request.operation];
      if (own && request.storeAs) facts[request.storeAs] = own(scope as JourneySnapshot);
      else Object.assign(facts, demo.effects([request], scope));
    }
    return facts;
  };
  return { ...demo, effects };
}

/** Answers page after page from the start, Continue on each. */
function walk(world: JourneyWorld, pages: AnswerEdit[]): JourneySnapshot {
  let snapshot = startIn(journey, world);
  for (const page of pages) {
    const result = continueSettled(journey, answer(journey, snapshot, page).snapshot, world.effects);
    if (result.status !== 'moved') throw new Error(`Continue from ${snapshot.stepId} did not move: ${result.status}`);
    snapshot = result.snapshot;
  }
  return snapshot;
}

const atReasonPage = () => walk(demo, [{ asset: 'Property' }]);

describe('the reason typed with no match (REP-VAL-02)', () => {
  it('says Repair_Reason_NoMatch_Message and keeps Continue disabled until a suggestion is chosen', () => {
    const start = atReasonPage();
    expect(start.stepId).toBe('repair-location');
    const typed = answer(journey, start, { location: 'Kitchen', reason: 'zzzz' }).snapshot;
    const model = viewModel(journey, typed);
    expect(model.fields.find((field) => field.name === 'reason')?.noMatchKey).toBe('Repair_Reason_NoMatch_Message');
    expect(model.continue?.disabled).toBe(true);
    const chosen = answer(journey, typed, { reason: 'RR-0301' }).snapshot;
    expect(viewModel(journey, chosen).continue?.disabled).toBe(false);
  });

  it('leaves Continue enabled while nothing is typed, so that Continue says what is missing (SSR051, SSR052)', () => {
    const model = viewModel(journey, atReasonPage());
    expect(model.continue?.disabled).toBe(false);
  });

  it("is the repair reason's rule only: the case type (no matchRequired) tells a mismatch on Continue", () => {
    const caseJourney = loadJourneyFile('journeys/case.json');
    const field = [...caseJourney.index.steps.values()]
      .flatMap((step) => (step.kind === 'question' ? step.fields : []))
      .find((candidate) => candidate.widget === 'autocomplete');
    expect(field?.invalidOptionKey).toBe('Case_Type_Error');
    expect(field?.matchRequired).toBeUndefined();
  });
});

describe('the enhanced eligibility check (REP-ERR-05)', () => {
  const refused = {
    isEligible: false,
    errorCode: 'E35',
    supplementaryCodes: [],
    isInDefects: false,
    supplementary: [],
  };

  it('blocks on /repairlocation with the four-part message and Continue disabled', () => {
    const world = worldWith({ 'check-repair-eligibility': () => refused });
    const start = walk(world, [{ asset: 'Property' }]);
    const result = continueSettled(
      journey,
      answer(journey, start, { location: 'Kitchen', reason: 'RR-0301' }).snapshot,
      world.effects,
    );
    expect(result.status).toBe('blocked');
    const model = viewModel(journey, result.snapshot);
    expect(model.route).toBe('/repairlocation');
    expect(model.notices).toEqual([{ messageKey: 'repair.enhanced-block', mode: 'block' }]);
    expect(model.continue?.disabled).toBe(true);
  });

  it('blocks on the summary when the submission is refused, and a new reason asks again', () => {
    let submissions = 0;
    const world = worldWith({
      'submit-repair': () => {
        submissions += 1;
        return submissions === 1
          ? { jobNo: null, next: 'blocked', errorCode: 'E35', confirmation: 'standard' }
          : { jobNo: 'JOB-2', next: 'scheduler', confirmation: 'standard' };
      },
    });
    const summary = walk(world, [
      { asset: 'Property' },
      { location: 'Kitchen', reason: 'RR-0301' },
      { 'duplicate-choice': 'none' },
      { 'additional-details': 'The kitchen tap drips all night, even when turned off hard.' },
      { 'damp-confirmed': 'no' },
      { media: [] },
      { vulnerable: 'no' },
      { 'self-isolating': 'no' },
      { 'contact-number': '07700900001', 'contact-name': 'Amara Okafor', 'contact-relation': 'Customer' },
    ]);
    expect(summary.stepId).toBe('confirmation-details');
    const result = continueSettled(journey, summary, world.effects);
    expect(result.status).toBe('blocked');
    const model = viewModel(journey, result.snapshot);
    expect(model.notices).toEqual([{ messageKey: 'repair.enhanced-block', mode: 'block' }]);
    expect(model.continue?.disabled).toBe(true);
    // A new reason: the refusal of the old one is dropped (a fact fetched with the reason).
    const changing = editFromSummary(journey, result.snapshot, 'repair-location').snapshot;
    const changed = answer(journey, changing, { reason: 'RR-0302' }).snapshot;
    expect(changed.facts.submission).toBeUndefined();
  });
});

describe('the supplementary question (REP-PG-06)', () => {
  it("is headed by the chosen reason and asks its additional data's question", () => {
    const world = worldWith({
      'check-repair-eligibility': () => ({
        isEligible: true,
        errorCode: null,
        supplementaryCodes: [],
        isInDefects: false,
        supplementary: [
          {
            questionId: 'supplementary',
            heading: 'Toilet not flushing',
            label: 'Is this the only toilet in your home?',
            type: 'Radio',
            options: [
              { id: 'yes', value: 'Yes' },
              { id: 'no', value: 'No' },
            ],
            blocking: { errorCode: 'SSR057', dependsOn: [{ responseId: 'no' }] },
          },
        ],
      }),
    });
    const page = walk(world, [{ asset: 'Property' }, { location: 'Kitchen', reason: 'RR-0301' }]);
    const model = viewModel(journey, page);
    expect(model.route).toBe('/supplementaryquestion');
    expect(model.heading).toBe('Toilet not flushing');
    expect(model.fields[0]?.label).toBe('Is this the only toilet in your home?');
  });
});
