import { describe, expect, it } from 'vitest';
import type { CaseQuestion, CaseType } from '../../../schemas/generated/types';
import { fakeGatewayClient } from '../../testing/fake-gateway';
import { JourneyFailureError } from '../journey-failure';
import { caseOperations } from './case-operations';
import { additionalInfoOf, questionsOnRoute } from '../../../engine/browser';
import { declaredPayloads } from '../../../tests/support/declared-payloads';
import type { CaseTypeDetail } from './case-types';

const lostFobQuestions: CaseQuestion[] = [
  {
    questionId: 'q1',
    label: 'Was your fob lost or stolen?',
    type: 'Radio',
    isEnabled: true,
    options: [
      { id: 'L', value: 'Lost' },
      { id: 'S', value: 'Stolen' },
    ],
    blocking: { errorCode: 'Case_Fob_Stolen', dependsOn: [{ responseId: 'S' }] },
  },
  {
    questionId: 'q2',
    label: 'How many fobs do you need?',
    type: 'List',
    isEnabled: true,
    options: [
      { id: '1', value: '1' },
      { id: '3', value: '3 or more', skipQuestions: 2 },
    ],
  },
  {
    questionId: 'q3',
    label: 'How would you like to get the new fob?',
    type: 'Radio',
    isEnabled: true,
    options: [
      { id: 'P', value: 'Post it to me' },
      { id: 'C', value: 'I will collect it', endsQuestionnaire: true },
    ],
  },
  { questionId: 'q4', label: 'Is there anything else we should know?', type: 'Text', isEnabled: true, options: [] },
];

const caseType = (fields: Partial<CaseType> & Pick<CaseType, 'id' | 'description'>): CaseType => ({
  keywords: [],
  tenancyGroups: ['All'],
  isVisibleForSelfServe: true,
  subType: 'Estate Services',
  subTypeCategory: 'Door entry',
  category: 'NA',
  assetType: 'Property',
  additionalInfo: [],
  ...fields,
});

const CASE_TYPES: CaseType[] = [
  caseType({
    id: 'CT-LOSTFOB',
    description: 'Lost fob',
    keywords: ['fob', 'key'],
    assetType: 'Block',
    additionalInfo: lostFobQuestions,
  }),
  caseType({ id: 'CT-RENTQUERY', description: 'Rent query', tenancyGroups: ['Social'], subType: 'Income' }),
  caseType({
    id: 'CT-SCQUERY',
    description: 'Service charge query',
    tenancyGroups: ['Leasehold', 'Freehold'],
    subType: 'Leasehold Services',
    subTypeCategory: 'Service charges',
    category: 'Leasehold',
    additionalInfo: [lostFobQuestions[3] as CaseQuestion],
  }),
  caseType({ id: 'CT-COMPLAINT', description: 'Complaint', isVisibleForSelfServe: false }),
];

/** A reply of the fake gateway with a status of its own. */
const reply = (status: number, body?: unknown) => () => ({ status, body });

/** Chloe-like: a leaseholder of a flat in a block. */
function gateway(overrides: Record<string, unknown> = {}) {
  const { client, requests } = fakeGatewayClient({
    'GET /customers/CUS-1/premises/AST-30004/tenancies': { tenancyIdentifier: 'TEN-4', tenancyGroup: 'Leasehold' },
    'GET /customers/CUS-1/tenancies': [
      {
        tenancyId: 'TEN-4',
        tenancyType: 'LEASE',
        tenancyStartDate: '2019-04-01',
        premisesIds: ['AST-30004'],
        paymentReference: '6001000044',
        statuses: [{ type: 'isTenancyActive', value: true }],
      },
    ],
    'GET /reference-data/cases/reference-data': {
      namespaces: [
        { namespaceName: 'case-types', referenceData: CASE_TYPES.map((value) => ({ key: value.id, value })) },
      ],
    },
    'GET /assets/AST-30004/assets': [
      { id: 'AST-30004', assetType: 'Property' },
      { id: 'AST-25001', assetType: 'Divided block' },
      { id: 'AST-20002', assetType: 'Block' },
      { id: 'AST-10003', assetType: 'Estate' },
    ],
    'GET /assets/AST-30004/associates': {
      neighbourhoodManager: { organisation: { name: 'Elm Team' } },
      incomesOfficer: { organisation: { name: 'Income Services' } },
      landLord: { organisation: { name: 'Thameside Homes' } },
      previousLandLord: { organisation: { name: 'UNKNOWN' } },
    },
    'POST /case-team-determination': { owningTeam: 'Estate Services Enquiries', owningTeamCategory: 'Team' },
    'POST /cases': reply(201, { caseIdentifier: 'CASE-9' }),
    'GET /cases/CASE-9': {
      caseIdentifier: 'CASE-9',
      caseRefNo: 'CAS-2025-000777',
      caseStatus: 'Active',
      caseOwner: 'Estate Services Enquiries',
      dateCreated: '2025-02-20T11:30:00Z',
      requsetType: 'Lost fob',
      caseDetailsData: [],
    },
    ...overrides,
  });
  return { operations: caseOperations({ client, customerId: 'CUS-1' }), requests };
}

/** The journey's scope with the property page passed over (one property). */
const scope = { answers: {}, facts: { properties: [{ premisesId: 'AST-30004' }] }, toggles: {} };

async function chosenType(run: ReturnType<typeof gateway>, caseTypeId: string): Promise<CaseTypeDetail> {
  return (await run.operations['load-case-type']?.({ caseTypeId }, scope)) as CaseTypeDetail;
}

const contact = { phoneNumber: '07700900789', contactName: "Chloe O'Neil-Martin", relation: 'Friend or Family' };

/**
 * What the journey hands submit-case: the chosen type, and the payload journeys/case.json declares
 * over the answers (as the journey session builds it).
 */
function submitted(detail: CaseTypeDetail, answers: Record<string, string>, who: typeof contact = contact) {
  const journeyScope = {
    answers: {
      'case-answers': answers,
      'phone-number': who.phoneNumber,
      'contact-name': who.contactName,
      'contact-relation': who.relation,
    },
    facts: { 'case-type-detail': detail },
    toggles: {},
  };
  return { caseType: detail, payloads: declaredPayloads('case', 'submit-case', journeyScope) };
}

describe('the questions on the route the resident took', () => {
  it('follows skips, a jump to the end and disabled questions, and stops at the first unanswered one', () => {
    const ids = (answers: Record<string, string>) =>
      questionsOnRoute(lostFobQuestions, answers).map((question) => question.questionId);
    expect(ids({ q1: 'L', q2: '1', q3: 'P', q4: 'x' })).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(ids({ q1: 'L', q2: '3', q3: 'P', q4: 'x' })).toEqual(['q1', 'q2', 'q4']);
    expect(ids({ q1: 'L', q2: '1', q3: 'C', q4: 'x' })).toEqual(['q1', 'q2', 'q3']);
    expect(ids({ q1: 'L', q3: 'P' })).toEqual(['q1']);
    const disabled = lostFobQuestions.map((question) =>
      question.questionId === 'q2' ? { ...question, isEnabled: false } : question,
    );
    expect(questionsOnRoute(disabled, { q1: 'L', q3: 'P', q4: 'x' }).map((q) => q.questionId)).toEqual([
      'q1',
      'q3',
      'q4',
    ]);
  });

  it('sends responseId lists for Radio and List, trimmed responseText for Text, in question order', () => {
    expect(additionalInfoOf(lostFobQuestions, { q4: '  On the stairs ', q2: '3', q1: 'L', q3: 'P' })).toEqual([
      { questionId: 'q1', responseId: ['L'] },
      { questionId: 'q2', responseId: ['3'] },
      { questionId: 'q4', responseText: 'On the stairs' },
    ]);
  });
});

describe('the case operations', () => {
  it("offers the self-service types of the property's tenancy group or All, with their keywords", async () => {
    const run = gateway();
    expect(await run.operations['load-case-types']?.({}, scope)).toEqual([
      { id: 'CT-LOSTFOB', description: 'Lost fob', keywords: ['fob', 'key'] },
      { id: 'CT-SCQUERY', description: 'Service charge query', keywords: [] },
    ]);
    expect(run.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'GET /customers/CUS-1/premises/AST-30004/tenancies',
    );
  });

  it('gives the chosen type with the tenancy attributes its options depend on, and the block for a block type', async () => {
    const run = gateway();
    const fob = await chosenType(run, 'CT-LOSTFOB');
    expect(fob).toMatchObject({
      id: 'CT-LOSTFOB',
      assetType: 'Block',
      category: 'NA',
      tenancyAttributes: { TenancyType: 'LEASE' },
      tenancyIdentifier: 'TEN-4',
      tenancyType: 'LEASE',
      propertyId: 'AST-30004',
      blockId: 'AST-20002',
    });
    expect(fob.additionalInfo).toHaveLength(4);
    const charges = await chosenType(gateway(), 'CT-SCQUERY');
    expect(charges).toMatchObject({ assetType: 'Property', blockId: null, category: 'Leasehold' });
    // A type not offered to this tenancy group (or not in self-service) is refused.
    await expect(chosenType(gateway(), 'CT-RENTQUERY')).rejects.toMatchObject({ messageKey: 'Service_API_Error' });
    await expect(chosenType(gateway(), 'CT-COMPLAINT')).rejects.toBeInstanceOf(JourneyFailureError);
  });

  it('asks the owning team, then creates the case about the block with the answers on the route and the relation id', async () => {
    const run = gateway();
    const detail = await chosenType(run, 'CT-LOSTFOB');
    const created = await run.operations['submit-case']?.(
      // q3 was answered before q2 changed to "3 or more", which skips it: it is not sent.
      submitted(detail, { q1: 'L', q2: '3', q3: 'P', q4: 'Lost it\u00a0on the bus' }),
      scope,
    );
    expect(created).toEqual({ caseIdentifier: 'CASE-9', caseReferenceNumber: 'CAS-2025-000777' });
    const body = (path: string) => run.requests.find((request) => `${request.method} ${request.path}` === path)?.body;
    expect(body('POST /case-team-determination')).toEqual({
      channel: 'CustomerSelfService',
      caseSubType: 'Estate Services',
      caseSubTypeCategory: 'Door entry',
      landLord: 'Thameside Homes',
      tenancyType: 'LEASE',
      caseCategory: 'NA',
    });
    expect(body('POST /cases')).toEqual({
      assessmentTypeId: null,
      caseTypeDescription: 'Lost fob',
      assignee: 'Estate Services Enquiries',
      assigneeType: 'Team',
      identifiers: { assetIdentifier: 'AST-20002', customerIdentifier: 'CUS-1', tenancyIdentifier: 'TEN-4' },
      contactDetails: {
        phoneNumber: '07700900789',
        name: "Chloe O'Neil-Martin",
        relationId: 2,
        relation: 'Friend or Family',
      },
      asset: { type: { assetTypeId: 1, assetTypeName: 'Block' } },
      additionalInfo: [
        { questionId: 'q1', responseId: ['L'] },
        { questionId: 'q2', responseId: ['3'] },
        { questionId: 'q4', responseText: 'Lost it\u00a0on the bus' },
      ],
    });
  });

  it('makes a property case about the property, and maps every relation to its id', async () => {
    const ids: number[] = [];
    for (const relation of ['Customer', 'Friend or Family', 'Other']) {
      const run = gateway();
      const detail = await chosenType(run, 'CT-SCQUERY');
      await run.operations['submit-case']?.(submitted(detail, { q4: 'Why so high?' }, { ...contact, relation }), scope);
      const sent = run.requests.find((request) => request.path === '/cases')?.body as {
        identifiers: { assetIdentifier: string };
        asset: unknown;
        contactDetails: { relationId: number };
      };
      expect(sent.identifiers.assetIdentifier).toBe('AST-30004');
      expect(sent.asset).toEqual({ type: { assetTypeId: 2, assetTypeName: 'Property' } });
      ids.push(sent.contactDetails.relationId);
    }
    expect(ids).toEqual([1, 2, 3]);
  });

  it('ends on the journey error page: Service_API_Error for the team or the landlord, Case_CC023 for the case', async () => {
    const failing = reply(500, { status: 500, title: 'Server Error', errors: [] });
    const submit = async (overrides: Record<string, unknown>) => {
      const run = gateway(overrides);
      const detail = await chosenType(run, 'CT-LOSTFOB');
      const sent = run.operations['submit-case']?.(submitted(detail, { q1: 'L' }), scope);
      return { sent, run };
    };
    const team = await submit({ 'POST /case-team-determination': failing });
    await expect(team.sent).rejects.toMatchObject({ path: '/repairJourneyErrorPage', messageKey: 'Service_API_Error' });
    expect(team.run.requests.some((request) => request.path === '/cases')).toBe(false);
    const landlord = await submit({
      'GET /assets/AST-30004/associates': reply(404, { status: 404, title: 'Not Found', errors: [] }),
    });
    await expect(landlord.sent).rejects.toMatchObject({ messageKey: 'Service_API_Error' });
    const create = await submit({ 'POST /cases': failing });
    await expect(create.sent).rejects.toMatchObject({ path: '/repairJourneyErrorPage', messageKey: 'Case_CC023' });
  });

  it('names the case by its identifier when its reference cannot be read back: it was created', async () => {
    const run = gateway({ 'GET /cases/CASE-9': reply(503, { status: 503, title: 'Unavailable', errors: [] }) });
    const detail = await chosenType(run, 'CT-LOSTFOB');
    expect(await run.operations['submit-case']?.(submitted(detail, { q1: 'L' }), scope)).toEqual({
      caseIdentifier: 'CASE-9',
      caseReferenceNumber: 'CASE-9',
    });
  });

  it('uses the property chosen on the property page over the only one', async () => {
    const run = gateway({
      'GET /customers/CUS-1/premises/AST-30003/tenancies': {
        tenancyIdentifier: 'TEN-3',
        tenancyGroup: 'Non-residential',
      },
    });
    expect(await run.operations['load-case-types']?.({ property: 'AST-30003' }, scope)).toEqual([
      { id: 'CT-LOSTFOB', description: 'Lost fob', keywords: ['fob', 'key'] },
    ]);
  });
});
