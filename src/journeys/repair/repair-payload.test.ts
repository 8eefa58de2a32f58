/**
 * What the repair report sends, as journeys/repair.json declares it (payloads, built by the engine
 * over the scope as the journey session does for each operation).
 */
import { describe, expect, it } from 'vitest';
import type { Scope } from '../../../engine/browser';
import { chosenProperty } from '../chosen-property';
import { declaredPayloads } from '../../../tests/support/declared-payloads';

/** The work order's answers (the field list work-order-answers), as the submission sends them. */
const workOrderFields = (scope: Scope) => declaredPayloads('repair', 'submit-repair', scope).update ?? {};

/** The first save's work order (less the customer, which the operation adds). */
const workOrderCreate = (scope: Scope) => declaredPayloads('repair', 'save-repair-draft', scope).create ?? {};

const reasons = {
  reasons: [
    {
      id: 'RR-0301',
      description: 'Dripping tap',
      priority: 'NA',
      trade: 'Plumbing',
      element: 'Tap',
      repairLocation: 'Kitchen',
      repairLocationId: 3,
      sorCode: 'PLUMTAP01',
      hasQuestion: false,
      questionIsEligible: null,
      question: null,
    },
  ],
};
const scope = (answers: Record<string, unknown>, facts: Record<string, unknown> = {}) => ({
  answers: answers as never,
  facts: { 'repair-reasons': reasons, properties: [{ premisesId: 'AST-30001', address: 'x' }], ...facts },
  toggles: {},
});

describe('the work order the repair journey saves', () => {
  it('should send only what is answered, so an early draft holds no guesses', () => {
    expect(workOrderFields(scope({ asset: 'Property' }))).toEqual({ area: 'Property', isCommunal: false });
  });

  it('should write the spec fields of every answer given', () => {
    const fields = workOrderFields(
      scope({
        asset: 'Block',
        location: 'Kitchen',
        reason: 'RR-0301',
        'emergency-access': 'yes-access',
        'duplicate-choice': 'none',
        'additional-details': '  Drips all night.  ',
        'deliberate-damage': 'yes',
        'crime-reference': 'CR/1234',
        vulnerable: 'no',
        'self-isolating': 'no',
        'contact-number': '07700900123',
        'contact-name': 'Amara Okafor',
        'contact-relation': 'Friend or Family',
      }),
    );
    expect(fields).toMatchObject({
      area: 'Block',
      isCommunal: true,
      repairReason: 'Dripping tap',
      repairLocation: 'Kitchen',
      repairLocationId: 3,
      sorCode: 'PLUMTAP01',
      isEmergency: true,
      isPotentialDuplicate: false,
      description: 'Drips all night.',
      isVandalism: true,
      repairCause: 'Vandalism or Damage',
      repairCauseId: 4,
      crimeReferenceNumber: 'CR/1234',
      isVulnerable: false,
      VulnerableResponseText: null,
      isCovidSelfIsolated: false,
      reportingMethod: 'Customer Self-Serve',
      reportingMethodId: 4,
      reportedBy: 'Friend or Family',
      reportedById: 2,
      reporterToBeContacted: true,
      reporterContactDetails: {
        name: { title: null, givenName: 'Amara Okafor', surname: null },
        contactNumber: '07700900123',
      },
    });
  });

  it('should use the only property when the property page was passed over, and create nothing before the card is chosen', () => {
    expect(chosenProperty(scope({}))).toBe('AST-30001');
    // No asset to name yet: the save creates nothing (repair-draft.ts).
    expect(workOrderCreate(scope({}))).not.toHaveProperty('assetIdentifier');
    const created = workOrderCreate(
      scope({ asset: 'Property', reason: 'RR-0301' }, { assets: { byType: { Property: 'AST-30001' } } }),
    );
    expect(created).toMatchObject({
      assetIdentifier: 'AST-30001',
      premisesId: 'AST-30001',
      channel: 'CustomerSelfService',
      isDraft: true,
      isCatalyst: false,
      isSubmitted: false,
      sorCode: 'PLUMTAP01',
    });
  });

  it('should mark the resident vulnerable when q7_1 of the damp and mould questions is answered 2, 3, 4 or 5 (REP-DMP-04)', () => {
    for (const q7 of [['2'], ['3'], ['4'], ['5'], ['1', '5'], '3'])
      expect(workOrderFields(scope({ 'damp-answers': { q7_1: q7 } })).isVulnerable, `q7_1 ${String(q7)}`).toBe(true);
    for (const q7 of [['1'], [], '1'])
      expect(
        workOrderFields(scope({ 'damp-answers': { q7_1: q7 } })).isVulnerable,
        `q7_1 ${String(q7)}`,
      ).toBeUndefined();
    // The health question answered No does not undo it.
    expect(workOrderFields(scope({ vulnerable: 'no', 'damp-answers': { q7_1: ['2'] } })).isVulnerable).toBe(true);
  });

  it('should carry a recall original', () => {
    const fields = workOrderFields(scope({}, { recall: { originalWorkOrderId: 'WO-100106', sorCode: 'PLUMTAP01' } }));
    expect(fields).toEqual({
      isRecall: true,
      originalWorkOrderIdentifier: 'WO-100106',
      originalWorkOrderSorCode: 'PLUMTAP01',
    });
  });

  it('should record the priority asked on resume while the answers it was asked with hold (REP-EDT-04)', () => {
    const resumed = {
      'resumed-priority': {
        repairPriority: 'EME',
        isWorkingHours: true,
        askedWith: { isEmergency: true, isVulnerable: false, sorCode: 'PLUMTAP01' },
      },
    };
    const answers = { asset: 'Property', location: 'Kitchen', reason: 'RR-0301', 'emergency-access': 'yes-access' };
    expect(workOrderFields(scope(answers, resumed))).toMatchObject({ priorityCode: 'EME' });
    // Another access answer, or a health need told since: the priority asked no longer holds.
    expect(workOrderFields(scope({ ...answers, 'emergency-access': 'no-appointment' }, resumed))).not.toHaveProperty(
      'priorityCode',
    );
    expect(workOrderFields(scope({ ...answers, vulnerable: 'yes' }, resumed))).not.toHaveProperty('priorityCode');
    expect(workOrderFields(scope(answers))).not.toHaveProperty('priorityCode');
  });
});
