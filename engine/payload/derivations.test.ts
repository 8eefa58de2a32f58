/**
 * The named derivations a payload line may send (derivations.ts): one test each, with the rule
 * of docs/rules.md it keeps. Each is given only what it declares it reads (build-payload.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Scope } from '../definition/scope';
import { deriveValue } from './build-payload';
import { DERIVATIONS } from './derivations';

const scope = (answers: Record<string, unknown>, facts: Record<string, unknown> = {}): Scope => ({
  answers: answers as Scope['answers'],
  facts,
  toggles: {},
});

const REASONS = {
  'repair-reasons': {
    reasons: [
      {
        id: 'RR-0301',
        description: 'Dripping tap',
        priority: 'NA',
        repairLocation: 'Kitchen',
        repairLocationId: 3,
        sorCode: 'PLUMTAP01',
      },
    ],
  },
};

const QUESTIONS = [
  {
    questionId: 'q1',
    type: 'Radio',
    isEnabled: true,
    label: 'What is lost?',
    options: [
      { id: 'F', value: 'A fob', skipQuestions: 2 },
      { id: 'K', value: 'A key' },
    ],
  },
  { questionId: 'q2', type: 'Text', isEnabled: true, label: 'Which door?', options: [] },
  { questionId: 'q3', type: 'Text', isEnabled: true, label: 'Where?', options: [] },
];

describe('the named derivations', () => {
  it('each names the rule it keeps and what it reads', () => {
    for (const [name, derivation] of Object.entries(DERIVATIONS)) {
      expect(derivation.ruleId, name).toMatch(/^(REP|ACC)-[A-Z]+-\d{2}$/);
      expect(Object.values(derivation.reads).flat().length, name).toBeGreaterThan(0);
    }
  });

  it('chosen-reason (REP-ENT-06): the chosen reason from those loaded, trade null when it has none', () => {
    expect(deriveValue('chosen-reason', scope({ reason: 'RR-0301' }, REASONS))).toMatchObject({
      description: 'Dripping tap',
      sorCode: 'PLUMTAP01',
      trade: null,
    });
    expect(deriveValue('chosen-reason', scope({ reason: 'RR-9999' }, REASONS))).toBeUndefined();
  });

  it("repair-type (REP-PRI-02): the eligibility check's SOR code, else the reason's, else NA", () => {
    expect(
      deriveValue('repair-type', scope({ reason: 'RR-0301' }, { ...REASONS, eligibility: { sorCode: 'PRODAMP' } })),
    ).toBe('PRODAMP');
    expect(deriveValue('repair-type', scope({ reason: 'RR-0301' }, REASONS))).toBe('PLUMTAP01');
    expect(deriveValue('repair-type', scope({}))).toBe('NA');
  });

  it("chosen-property (REP-LIF-01): the property chosen, else the resident's only one", () => {
    expect(
      deriveValue('chosen-property', scope({ property: 'AST-2' }, { properties: [{ premisesId: 'AST-1' }] })),
    ).toBe('AST-2');
    expect(deriveValue('chosen-property', scope({}, { properties: [{ premisesId: 'AST-1' }] }))).toBe('AST-1');
    expect(deriveValue('chosen-property', scope({}, { properties: [{ premisesId: 'A' }, { premisesId: 'B' }] }))).toBe(
      undefined,
    );
  });

  it('chosen-asset (REP-LIF-01): the asset of the chosen part of the home', () => {
    const assets = { assets: { byType: { Property: 'AST-30001', Block: 'AST-20001' } } };
    expect(deriveValue('chosen-asset', scope({ asset: 'Block' }, assets))).toBe('AST-20001');
    expect(deriveValue('chosen-asset', scope({ asset: 'Estate' }, assets))).toBeUndefined();
  });

  it('potential-duplicate (REP-DUP-02): duplicates found and not answered "none"; nothing before the question', () => {
    const found = { duplicates: [{ id: 'WO-1' }] };
    expect(deriveValue('potential-duplicate', scope({ 'duplicate-choice': 'WO-1' }, found))).toBe(true);
    expect(deriveValue('potential-duplicate', scope({ 'duplicate-choice': 'none' }, found))).toBe(false);
    expect(deriveValue('potential-duplicate', scope({ 'duplicate-choice': 'none' }, { duplicates: [] }))).toBe(false);
    expect(deriveValue('potential-duplicate', scope({}, found))).toBeUndefined();
  });

  it('damp-assessment (REP-DMP-02, REP-ENT-04): type 47 with its outcome and every answer labelled', () => {
    const questions = [
      {
        questionId: 'q1_1',
        label: 'Where?',
        options: [
          { id: '1', value: 'Bathroom' },
          { id: '2', value: 'Bedroom' },
        ],
      },
    ];
    const assessed = deriveValue(
      'damp-assessment',
      scope(
        { 'damp-answers': { q1_1: ['1', '2'] } },
        {
          'damp-questions': questions,
          'damp-score': { priorityLevel: 'HIGH', score: 24, type: 'DampAndMould', isEmergency: true },
        },
      ),
    );
    expect(assessed).toEqual({
      assessmentTypeId: 47,
      assessmentDescription: 'Damp, Mould and Condensation',
      assessmentOutcome: { priorityLevel: 'HIGH', score: 24, type: 'DampAndMould' },
      supplementaryQuestionResponses: [
        { questionId: 'q1_1', questionLabel: 'Where?', responseId: ['1', '2'], responseValue: 'Bathroom, Bedroom' },
      ],
    });
    expect(deriveValue('damp-assessment', scope({}))).toBeUndefined();
  });

  it('damp-emergency (REP-DMP-03): the flag the scored assessment gives, only once assessed', () => {
    const score = { 'damp-score': { isEmergency: false } };
    expect(deriveValue('damp-emergency', scope({ 'damp-answers': { q1_1: '1' } }, score))).toBe(false);
    expect(deriveValue('damp-emergency', scope({}, score))).toBeUndefined();
    expect(
      deriveValue('damp-emergency', scope({ 'damp-answers': { q1_1: '1' } }, { 'damp-score': {} })),
    ).toBeUndefined();
  });

  it('vulnerable (REP-DMP-04): Yes to the health question, or answers 2 to 5 of q7_1', () => {
    expect(deriveValue('vulnerable', scope({ vulnerable: 'yes' }))).toBe(true);
    expect(deriveValue('vulnerable', scope({ vulnerable: 'no' }))).toBe(false);
    expect(deriveValue('vulnerable', scope({ vulnerable: 'no', 'damp-answers': { q7_1: ['1', '4'] } }))).toBe(true);
    expect(deriveValue('vulnerable', scope({ 'damp-answers': { q7_1: '3' } }))).toBe(true);
    expect(deriveValue('vulnerable', scope({ 'damp-answers': { q7_1: ['1'] } }))).toBeUndefined();
  });

  it('resumed-priority (REP-EDT-04): the priority asked on resume while what it was asked with holds', () => {
    const facts = {
      'resumed-priority': {
        repairPriority: 'EME',
        askedWith: { isEmergency: true, isVulnerable: false, sorCode: 'PLUMTAP01' },
      },
    };
    const derive = (payload: Record<string, unknown>) =>
      DERIVATIONS['resumed-priority'].derive({ answers: {}, facts, toggles: {}, payload });
    expect(derive({ '/isEmergency': true, '/isVulnerable': false, '/sorCode': 'PLUMTAP01' })).toBe('EME');
    expect(derive({ '/isEmergency': false, '/isVulnerable': false, '/sorCode': 'PLUMTAP01' })).toBeUndefined();
    expect(derive({ '/isEmergency': true, '/isVulnerable': true, '/sorCode': 'PLUMTAP01' })).toBeUndefined();
  });

  it('case-answers (ACC-CAS-06): the answers on the route taken, in question order, Text trimmed', () => {
    const detail = { 'case-type-detail': { additionalInfo: QUESTIONS } };
    expect(
      deriveValue('case-answers', scope({ 'case-answers': { q3: ' By the bins ', q2: 'Front', q1: 'F' } }, detail)),
    ).toEqual([
      { questionId: 'q1', responseId: ['F'] },
      { questionId: 'q3', responseText: 'By the bins' },
    ]);
  });

  it('case-asset (ACC-CAS-15): the block for a type about the block when there is one, else the property', () => {
    const detail = (assetType: string, blockId: string | null) => ({
      'case-type-detail': { assetType, blockId, propertyId: 'AST-30004' },
    });
    expect(deriveValue('case-asset', scope({}, detail('Block', 'AST-20002')))).toEqual({
      id: 'AST-20002',
      type: { assetTypeId: 1, assetTypeName: 'Block' },
    });
    expect(deriveValue('case-asset', scope({}, detail('Block', null)))).toEqual({
      id: 'AST-30004',
      type: { assetTypeId: 2, assetTypeName: 'Property' },
    });
  });

  it("saved-number-type (ACC-FIN-07): a saved number's own type, other for one typed in", () => {
    const saved = { 'contact-numbers': [{ type: 'homePhone', number: '02079460456' }] };
    expect(deriveValue('saved-number-type', scope({ 'phone-number': '02079460456' }, saved))).toBe('homePhone');
    expect(deriveValue('saved-number-type', scope({ 'phone-number': '07000000001' }, saved))).toBe('other');
  });
});
