/**
 * The pages of journeys/case.json that the questionnaire model (case-questionnaire-model.test.ts)
 * does not look at: the messages of each invalid answer (ACC-CAS-04, ACC-CAS-09 to ACC-CAS-11)
 * and the page each question type has (ACC-CAS-05).
 */
import { describe, expect, it } from 'vitest';
import {
  answer,
  back,
  positionOf,
  positionRoute,
  validatePosition,
  type AnswerEdit,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { continueSettled, startIn, type SyncEffects } from '../../engine/test-fixtures/journey-walker';
import { caseResults, CASE_FACTS } from '../../scripts/journeys/case-world';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import type { CaseType } from '../../schemas/generated/types';

const journey: Journey = loadJourneyFile('journeys/case.json');

/** A type with one question of each kind, in the order Radio, List, Text. */
const TYPE: CaseType = {
  id: 'CT-EVERY-KIND',
  description: 'Every kind of question',
  keywords: ['kinds'],
  tenancyGroups: ['All'],
  isVisibleForSelfServe: true,
  subType: 'Test',
  subTypeCategory: 'Test',
  assetType: 'Property',
  additionalInfo: [
    {
      questionId: 'q1',
      label: 'Radio question',
      type: 'Radio',
      isEnabled: true,
      options: [
        { id: 'y', value: 'Yes' },
        { id: 'n', value: 'No' },
      ],
    },
    {
      questionId: 'q2',
      label: 'List question',
      type: 'List',
      isEnabled: true,
      options: [
        { id: 'a', value: 'One' },
        { id: 'b', value: 'Two' },
      ],
    },
    { questionId: 'q3', label: 'Text question', type: 'Text', isEnabled: true, options: [] },
  ],
};

const run: SyncEffects = (requests, scope) => {
  const results = caseResults([TYPE]);
  return Object.fromEntries(
    requests.flatMap((request) => {
      const operation = results[request.operation];
      if (!operation) throw new Error(`no result for ${request.operation}`);
      return request.storeAs ? [[request.storeAs, operation(request.params, scope)]] : [];
    }),
  );
};

/** The case-type page: Amara has one home, so the property page is passed over. */
const onCaseType = () => startIn(journey, { facts: CASE_FACTS, toggles: {}, effects: run });

function go(snapshot: JourneySnapshot, edit: AnswerEdit): JourneySnapshot {
  const moved = continueSettled(journey, answer(journey, snapshot, edit).snapshot, run);
  if (moved.status !== 'moved') throw new Error(`stuck at ${positionOf(snapshot).step}: ${moved.status}`);
  return moved.snapshot;
}

const errorsAt = (snapshot: JourneySnapshot, edit: AnswerEdit) =>
  validatePosition(journey.index, positionOf(snapshot), answer(journey, snapshot, edit).snapshot).errors;
const routeOf = (snapshot: JourneySnapshot) => positionRoute(journey.index, positionOf(snapshot), snapshot);

describe('the case journey (journeys/case.json)', () => {
  it('maps each invalid answer of the case journey to its message key', () => {
    const caseType = onCaseType();
    expect(routeOf(caseType)).toBe('/caseType');
    expect(errorsAt(caseType, {})).toEqual([{ field: 'case-type', messageKey: 'Case_Warning' }]);
    expect(errorsAt(caseType, { 'case-type': 'a type that does not exist' })).toEqual([
      { field: 'case-type', messageKey: 'Case_Type_Error' },
    ]);
    const radio = go(caseType, { 'case-type': TYPE.id });
    expect(errorsAt(radio, {}).map((error) => error.messageKey)).toEqual(['Case_Question_Error']);
    const list = go(radio, { 'case-answers.q1': 'y' });
    expect(errorsAt(list, {}).map((error) => error.messageKey)).toEqual(['Case_Question_Error']);
    const text = go(list, { 'case-answers.q2': 'a' });
    expect(errorsAt(text, {}).map((error) => error.messageKey)).toEqual(['Case_Question_Error']);
    for (const refused of ['a > b', 'a < b', 'this & that', 'a * b', 'help!', 'a -- b'])
      expect(
        errorsAt(text, { 'case-answers.q3': refused }).map((error) => error.messageKey),
        refused,
      ).toEqual(['Case_Input_Error']);
    expect(errorsAt(text, { 'case-answers.q3': 'Lost it on the bus, near the park - on Tuesday.' })).toEqual([]);
    const contact = go(text, { 'case-answers.q3': 'Lost it on the bus.' });
    expect(routeOf(contact)).toBe('/contactdetails');
    const valid = {
      'phone-number': '07700900123',
      'contact-name': "Amara O'Kafor-Smith",
      'contact-relation': 'Customer',
    };
    expect(errorsAt(contact, valid)).toEqual([]);
    expect(errorsAt(contact, { ...valid, 'phone-number': '' })).toEqual([
      { field: 'phone-number', messageKey: 'Case_CC010' },
    ]);
    for (const wrong of ['7700900123', '0770090012', '+4477009001'])
      expect(errorsAt(contact, { ...valid, 'phone-number': wrong }), wrong).toEqual([
        { field: 'phone-number', messageKey: 'SSR002' },
      ]);
    expect(errorsAt(contact, { ...valid, 'contact-name': '' })).toEqual([
      { field: 'contact-name', messageKey: 'Case_CC011' },
    ]);
    expect(errorsAt(contact, { ...valid, 'contact-name': 'Amara 2' })).toEqual([
      { field: 'contact-name', messageKey: 'case.contact.name.invalid' },
    ]);
  });

  it('gives each question type its own page, and Back from the first question goes to the case type', () => {
    const radio = go(onCaseType(), { 'case-type': TYPE.id });
    expect(routeOf(radio)).toBe('/caseQuestionnaireRadio');
    expect(routeOf(back(journey, radio).snapshot)).toBe('/caseType');
    const list = go(radio, { 'case-answers.q1': 'n' });
    expect(routeOf(list)).toBe('/caseQuestionnaireDropdown');
    const text = go(list, { 'case-answers.q2': 'b' });
    expect(routeOf(text)).toBe('/caseQuestionnaireText');
    expect(routeOf(back(journey, text).snapshot)).toBe('/caseQuestionnaireDropdown');
    expect(routeOf(go(text, { 'case-answers.q3': 'Nothing else.' }))).toBe('/contactdetails');
  });
});
