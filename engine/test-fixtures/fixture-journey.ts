import type { Journey, JourneySnapshot } from '../runtime/journey';
import { loadJourney } from '../runtime/journey';
import type { AnswerEdit } from '../machine/apply-answers';
import { answer } from '../runtime/navigation';
import raw from './service-request.json';
import { continuePastWarning, startIn, type WalkWorld } from './journey-walker';
import { fixtureFacts, fixtureToggles, runFixtureEffects } from './service-request-world';

let loaded: Journey | undefined;

/** The fixture journey, loaded once. */
export function fixtureJourney(): Journey {
  loaded ??= loadJourney(structuredClone(raw));
  return loaded;
}

/** The fixture journey's world: the resident's tenancy attributes, the damp and mould toggle, its operations. */
export const fixtureWorld: WalkWorld = { facts: fixtureFacts, toggles: fixtureToggles, effects: runFixtureEffects };

/** The fixture journey started in its world, with the first step's operations run. */
export function startFixture(journey: Journey = fixtureJourney()): JourneySnapshot {
  return startIn(journey, fixtureWorld);
}

/** Answers and continues through the given edits, one per position; throws if one does not move on. */
export function drive(journey: Journey, snapshot: JourneySnapshot, edits: AnswerEdit[]): JourneySnapshot {
  let current = snapshot;
  for (const edit of edits) {
    const result = continuePastWarning(journey, answer(journey, current, edit).snapshot, runFixtureEffects);
    if (result.status !== 'moved' && result.status !== 'exited') {
      throw new Error(`stuck at ${current.stepId}/${current.page} with ${JSON.stringify(edit)}: ${result.status}`);
    }
    current = result.snapshot;
  }
  return current;
}

/** The answers of a lost-fob request by the saved number, up to the summary. */
export const lostFobToSummary: AnswerEdit[] = [
  { property: 'P-100' },
  { 'case-type': 'CT-LOSTFOB' },
  { 'case-answers.q1': '1' },
  { 'case-answers.q2': 'N' },
  { 'case-answers.q3': 'Left on the bus' },
  { 'contact-method': 'saved-number' },
  { 'contact-name': 'Sam Jones', relation: 'customer' },
];

/** The answers of a damp and mould request by another number, up to the summary. */
export const dampToSummary: AnswerEdit[] = [
  { property: 'P-200' },
  { 'case-type': 'CT-DAMP' },
  { 'damp-answers.q1_1': ['1'], 'damp-answers.q1_2': '2' },
  { 'damp-answers.q2_1': '1' },
  { 'damp-answers.q7_1': ['5'] },
  { 'contact-method': 'another-number' },
  { 'phone-number': '07700900123' },
  { 'contact-name': 'Sam Jones', relation: 'friend-or-family' },
];

/**
 * A journey of one question page, /details, asking the given fields, then a confirmation: for
 * tests of what a field declares (its limit, the characters it removes).
 * @example const journey = oneQuestionJourney('limit-test', [{ answer: 'name', widget: 'text', labelKey: 'n', maxLength: 60 }]);
 */
export function oneQuestionJourney(id: string, fields: Record<string, unknown>[]): Journey {
  return loadJourney({
    id,
    version: 1,
    titleKey: 't',
    start: 'details',
    steps: [
      { id: 'details', kind: 'question', route: '/details', headingKey: 'h', fields, next: [{ to: 'done' }] },
      { id: 'done', kind: 'confirmation', route: '/done', headingKey: 'd' },
    ],
  });
}
