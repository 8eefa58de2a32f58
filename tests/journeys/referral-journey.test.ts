import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answer,
  back,
  continueFrom,
  editFromSummary,
  evaluateCondition,
  loadJourney,
  payloadsFor,
  OPERATION_NAMES,
  recordFacts,
  startJourney,
  summaryRows,
  validatePosition,
  viewModel,
  type AnswerEdit,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { journeyWorld } from '../../scripts/journeys/worlds';

const journey: Journey = loadJourney(JSON.parse(readFileSync('journeys/referral.json', 'utf8')), {
  operations: OPERATION_NAMES,
});
const world = journeyWorld('financial-advice-referral');

function settle(moved: { snapshot: JourneySnapshot; effects: Parameters<typeof world.effects>[0] }): JourneySnapshot {
  return moved.effects.length > 0
    ? recordFacts(journey, moved.snapshot, world.effects(moved.effects, moved.snapshot))
    : moved.snapshot;
}

function go(snapshot: JourneySnapshot, edit: AnswerEdit): JourneySnapshot {
  const result = continueFrom(journey, answer(journey, snapshot, edit).snapshot);
  if (result.status === 'needs-effects') {
    const facts = world.effects(result.effects, result.snapshot);
    const settled = continueFrom(journey, recordFacts(journey, result.snapshot, facts, { settles: true }));
    if (settled.status !== 'moved') throw new Error(`stuck at ${snapshot.stepId}: ${settled.status}`);
    return settle(settled);
  }
  if (result.status !== 'moved') throw new Error(`stuck at ${snapshot.stepId}: ${result.status}`);
  return settle(result);
}

const start = () => settle(startJourney(journey, { facts: world.facts, toggles: world.toggles }));
const contact: AnswerEdit = {
  'phone-number': '07700900999',
  'contact-name': "Amara O'Kafor-Smith",
  'contact-relation': 'Customer',
};

function toReview(): JourneySnapshot {
  let snapshot = start();
  for (const edit of [
    { 'referral-for': 'Other member of household' },
    { 'referral-reasons': ['Help with debt', 'Rent arrears'] },
    { 'additional-details': 'Behind on bills & rent! See https://a.example/?a=1&b=2' },
    contact,
  ])
    snapshot = go(snapshot, edit);
  return snapshot;
}

const errorsAt = (snapshot: JourneySnapshot, edit: AnswerEdit) =>
  validatePosition(journey.index, { step: snapshot.stepId, page: 0 }, answer(journey, snapshot, edit).snapshot).errors;

describe('the financial advice referral (journeys/referral.json)', () => {
  it('offers only the reasons marked displayOnMyPeabody, in the reference data order', () => {
    const reasons = go(start(), { 'referral-for': 'Myself' });
    const options = viewModel(journey, reasons).fields[0]?.options?.map((option) => option.label);
    expect(options).toContain('Help with debt');
    expect(options).not.toContain('Court action or bailiffs');
    expect(options).toHaveLength(8);
  });

  it("maps each invalid answer to the spec's message key", () => {
    const consent = start();
    expect(errorsAt(consent, {})).toEqual([{ field: 'referral-for', messageKey: 'Financial_FI017a' }]);
    const reasons = go(consent, { 'referral-for': 'Myself' });
    expect(errorsAt(reasons, { 'referral-reasons': [] })).toEqual([
      { field: 'referral-reasons', messageKey: 'Financial_FI008a' },
    ]);
    const details = go(reasons, { 'referral-reasons': ['Universal Credit'] });
    expect(errorsAt(details, { 'additional-details': '  ' })[0]?.messageKey).toBe('Financial_FI005');
    expect(errorsAt(details, { 'additional-details': 'x'.repeat(1501) })[0]?.messageKey).toBe('Financial_FI009');
    expect(errorsAt(details, { 'additional-details': 'x'.repeat(1500) })).toEqual([]);
    const page = go(details, { 'additional-details': 'Help please' });
    expect(errorsAt(page, {}).map((error) => error.messageKey)).toEqual(
      expect.arrayContaining(['Financial_FI016c', 'Case_CC011']),
    );
    expect(errorsAt(page, { ...contact, 'phone-number': '7700900123' })).toEqual([
      { field: 'phone-number', messageKey: 'SSR002' },
    ]);
    expect(errorsAt(page, { ...contact, 'phone-number': '' })).toEqual([
      { field: 'phone-number', messageKey: 'Financial_FI016c' },
    ]);
    expect(errorsAt(page, { ...contact, 'contact-name': 'Amara 2' })).toEqual([
      { field: 'contact-name', messageKey: 'referral.contact.name.invalid' },
    ]);
  });

  it('strips the forbidden characters outside web addresses and lists every answer on the review', () => {
    const review = toReview();
    expect(review.stepId).toBe('enquiry-review');
    expect(review.answers['additional-details']).toBe('Behind on bills  rent See https://a.example/?a=1&b=2');
    const rows = summaryRows(journey.index, review);
    expect(rows.map((row) => row.field)).toEqual([
      'referral-for',
      'referral-reasons',
      'additional-details',
      'phone-number',
      'contact-name',
      'contact-relation',
    ]);
    expect(new Set(rows.map((row) => row.change.step))).toEqual(
      new Set(['enquiry-consent', 'enquiry-reason', 'additional-details', 'contact-details']),
    );
  });

  it('goes back from the review to the contact page and returns to the review after a change', () => {
    const review = toReview();
    expect(back(journey, review).snapshot.stepId).toBe('contact-details');
    const editing = editFromSummary(journey, review, 'enquiry-reason').snapshot;
    expect(go(editing, { 'referral-reasons': ['Claiming benefits'] }).stepId).toBe('enquiry-review');
  });

  it('offers the saved numbers on the contact page and takes another number too', () => {
    const page = go(go(go(start(), { 'referral-for': 'Myself' }), { 'referral-reasons': ['Rent arrears'] }), {
      'additional-details': 'Help',
    });
    expect(viewModel(journey, page).fields[0]?.options?.map((option) => option.value)).toEqual([
      '07700900123',
      '02079460123',
    ]);
    expect(errorsAt(page, { ...contact, 'phone-number': '02079460123' })).toEqual([]);
    expect(errorsAt(page, contact)).toEqual([]);
  });

  it('submits the answers to the referral operation and lands on the confirmation', () => {
    const review = toReview();
    const result = continueFrom(journey, review);
    expect(result.status).toBe('needs-effects');
    if (result.status !== 'needs-effects') return;
    // The saved numbers were loaded on the contact page: only the referral is sent.
    expect(result.effects.map((effect) => effect.operation)).toEqual(['submit-financial-referral']);
    // What it sends is the payload journeys/referral.json declares (the journey session builds it).
    const sent = payloadsFor('submit-financial-referral', result.snapshot, {
      definition: journey.definition,
      named: journey.index.named,
    });
    expect(sent?.referral).toMatchObject({
      referralFor: 'Other member of household',
      referralReason: ['Help with debt', 'Rent arrears'],
      serviceRequestType: 'financialinclusionenquiry',
      preferredContact: {
        phoneNumber: '07700900999',
        personName: "Amara O'Kafor-Smith",
        relationship: 'Customer',
        phoneNumberType: 'other',
      },
    });
    expect(go(review, {}).stepId).toBe('enquiry-confirmation');
  });

  it("shows the dashboard button as the spec's rule says", () => {
    const rule = journey.index.named['offered-on-dashboard']!.when;
    const shown = (flag: string, catalyst: boolean) =>
      evaluateCondition(
        rule,
        {
          answers: {},
          facts: { 'is-catalyst-customer': catalyst },
          toggles: { IsMyPeabodyCatalystFinancialEnquiry: flag },
        },
        journey.index.named,
      );
    expect([shown('true', false), shown('true', true), shown('false', false), shown('false', true)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
