import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseActivity,
  CaseCreate,
  CaseCreateResult,
  CaseDetail,
  CaseList,
  CaseType,
  ErrorBody,
  ReferenceData,
  TeamDeterminationResponse,
} from '../../schemas/generated/types';
import { manualClock } from '../../gateway/server/common/clock';
import { DAMP_TRIAGE } from '../../gateway/server/seed/cases';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, type TestGateway } from './gateway-harness';

const { amara, ben, chloe } = PERSONA;

/** Amara's lost fob: "3 or more" fobs skips the question about how to get them. */
const lostFob = (change: Partial<CaseCreate> = {}): CaseCreate => ({
  assessmentTypeId: null,
  caseTypeDescription: 'Lost fob',
  assignee: 'Estate Services Enquiries',
  assigneeType: 'Team',
  identifiers: {
    assetIdentifier: amara.houseAssetId,
    customerIdentifier: amara.customerId,
    tenancyIdentifier: amara.tenancyId,
  },
  contactDetails: { phoneNumber: amara.mobilePhone, name: 'Amara Okafor', relationId: 1, relation: 'Customer' },
  asset: { type: { assetTypeId: 2, assetTypeName: 'Property' } },
  additionalInfo: [
    { questionId: 'q1', responseId: ['L'] },
    { questionId: 'q2', responseId: ['3'] },
    { questionId: 'q4', responseText: 'Three fobs, one for each of us.' },
  ],
  ...change,
});

describe('cases: create, list, details and activities', () => {
  let gateway: TestGateway;
  const clock = manualClock(new Date(0));
  const create = (body: unknown, as: 'amara' | 'ben' | 'chloe' = 'amara') =>
    gateway.api({ as, method: 'POST', url: '/api/cases', payload: body as Record<string, unknown> });
  const caseCount = async () =>
    Number(
      (
        await gateway.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The 400 of a refused case, after checking nothing was stored. */
  const refused = async (body: unknown, as: 'amara' | 'ben' | 'chloe' = 'amara') => {
    const before = await caseCount();
    const response = await create(body, as);
    expect(response.statusCode, response.body).toBe(400);
    expect(await caseCount()).toBe(before);
    return json<ErrorBody>(response).errors;
  };

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock } });
    // An hour after Amara's newest seeded case, so the dates follow the seed, not the real clock.
    const newest = await gateway.db
      .selectFrom('cases')
      .select('created_date')
      .where('id', '=', amara.cases.active)
      .executeTakeFirstOrThrow();
    clock.set(new Date(newest.created_date.getTime() + 3_600_000));
  });
  afterAll(async () => gateway?.close());

  it('creates an Active case at the gateway clock, first in the list, with its answers as detail lines', async () => {
    const response = await create(lostFob());
    expect(response.statusCode, response.body).toBe(201);
    const { caseIdentifier } = json<CaseCreateResult>(response);
    expect(caseIdentifier).toMatch(/^CAS-\d{6}$/);
    expect(response.headers.location).toBe(`/api/cases/${caseIdentifier}`);

    const list = json<CaseList>(
      await gateway.api({ as: 'amara', url: `/api/cases?customerId=${amara.customerId}&Limit=2` }),
    );
    expect(list['total-count']).toBe(4);
    expect(list.cases[0]).toEqual({
      identifiers: { caseIdentifier },
      caseReferenceNumber: caseIdentifier.replace('CAS-', 'CRN-'),
      caseTypeDescription: 'Lost fob',
      assignee: 'Estate Services Enquiries',
      createdDate: clock.now().toISOString(),
      status: 'Active',
      description: 'Three fobs, one for each of us.',
    });

    const detail = await gateway.api({ as: 'amara', url: `/api/cases/${caseIdentifier}` });
    expect(detail.statusCode).toBe(200);
    expect(json<CaseDetail>(detail)).toEqual({
      caseIdentifier,
      caseRefNo: caseIdentifier.replace('CAS-', 'CRN-'),
      caseStatus: 'Active',
      caseOwner: 'Estate Services Enquiries',
      dateCreated: clock.now().toISOString(),
      requsetType: 'Lost fob',
      caseDetailsData: [
        'Was your fob lost or stolen? - Lost',
        'How many fobs do you need? - 3 or more',
        'Is there anything else we should know? - Three fobs, one for each of us.',
      ],
    });
  });

  it('gives concurrent cases distinct identifiers and reference numbers', async () => {
    const responses = await Promise.all([1, 2, 3, 4].map(() => create(lostFob())));
    const ids = responses.map((r) => json<CaseCreateResult>(r).caseIdentifier);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(4);
  });

  it('refuses an unknown question, naming the answer', async () => {
    const body = lostFob();
    body.additionalInfo.push({ questionId: 'q9', responseText: 'Extra' });
    expect(await refused(body)).toEqual([
      expect.objectContaining({ field: 'body.additionalInfo[3].questionId', message: expect.stringContaining('q9') }),
    ]);
  });

  it('refuses a missing answer of a question on the route, and an answer to a skipped question', async () => {
    const missing = lostFob({
      additionalInfo: [
        { questionId: 'q1', responseId: ['L'] },
        { questionId: 'q2', responseId: ['3'] },
      ],
    });
    expect(await refused(missing)).toEqual([
      expect.objectContaining({
        field: 'body.additionalInfo',
        code: 'Case_Question_Error',
        message: expect.stringContaining('q4'),
      }),
    ]);
    const skipped = lostFob();
    skipped.additionalInfo.splice(2, 0, { questionId: 'q3', responseId: ['P'] });
    expect(await refused(skipped)).toEqual([
      expect.objectContaining({ field: 'body.additionalInfo[2].questionId', message: expect.stringContaining('q3') }),
    ]);
    // Without the skip (one fob), q3 is on the route and must be answered.
    const oneFob = lostFob({
      additionalInfo: [
        { questionId: 'q1', responseId: ['L'] },
        { questionId: 'q2', responseId: ['1'] },
        { questionId: 'q4', responseText: 'One fob.' },
      ],
    });
    expect(await refused(oneFob)).toEqual([
      expect.objectContaining({ field: 'body.additionalInfo', message: expect.stringContaining('q3') }),
    ]);
  });

  it.each([['Broken <b>'], ['Use & abuse'], ['Now*'], ['Help!'], ['a -- b'], ['x > y']])(
    'refuses the forbidden characters of %j in a text answer, naming it',
    async (text) => {
      const body = lostFob();
      body.additionalInfo[2] = { questionId: 'q4', responseText: text };
      expect(await refused(body)).toEqual([expect.objectContaining({ field: 'body.additionalInfo[2].responseText' })]);
    },
  );

  it("refuses another customer's tenancy and an asset that is not the tenancy's home or above it", async () => {
    const bens = lostFob();
    bens.identifiers = { ...bens.identifiers, tenancyIdentifier: ben.flatTenancyId };
    expect(await refused(bens)).toEqual([expect.objectContaining({ field: 'body.identifiers.tenancyIdentifier' })]);
    const benAsset = lostFob();
    benAsset.identifiers = { ...benAsset.identifiers, assetIdentifier: ben.towerAssetId };
    expect(await refused(benAsset)).toEqual([expect.objectContaining({ field: 'body.identifiers.assetIdentifier' })]);
    // The estate above her home is hers to raise a case about.
    const estate = lostFob();
    estate.identifiers = { ...estate.identifiers, assetIdentifier: amara.estateId };
    expect((await create(estate)).statusCode).toBe(201);
  });

  it('answers 403 when the customer identifier is not the signed-in customer, and stores nothing', async () => {
    const before = await caseCount();
    const body = lostFob();
    body.identifiers = { ...body.identifiers, customerIdentifier: ben.customerId };
    const response = await create(body);
    expect(response.statusCode).toBe(403);
    expect(await caseCount()).toBe(before);
  });

  it('refuses an option not offered for the tenancy type, and types not offered to the tenancy group', async () => {
    // A copy of a lease is offered to leaseholders only; Amara is a general-needs tenant.
    const lease = lostFob({
      caseTypeDescription: 'Copy of a document',
      additionalInfo: [
        { questionId: 'q1', responseId: ['2'] },
        { questionId: 'q2', responseId: ['E'] },
        { questionId: 'q4', responseText: 'Thanks.' },
      ],
    });
    expect(await refused(lease)).toEqual([expect.objectContaining({ field: 'body.additionalInfo[0].responseId' })]);
    // Rent queries are for Social and non-residential tenancies, not Chloe's lease.
    const chloeRent = lostFob({
      caseTypeDescription: 'Rent query',
      identifiers: {
        assetIdentifier: chloe.flatAssetId,
        customerIdentifier: chloe.customerId,
        tenancyIdentifier: chloe.tenancyId,
      },
      additionalInfo: [{ questionId: 'q1', responseId: ['3'] }],
    });
    expect(await refused(chloeRent, 'chloe')).toEqual([
      expect.objectContaining({ field: 'body.caseTypeDescription', code: 'Case_Type_Error' }),
    ]);
    // Staff-only types are never accepted from residents.
    const complaint = lostFob({
      caseTypeDescription: 'Complaint about our service',
      additionalInfo: [{ questionId: 'q1', responseText: 'Nobody came.' }],
    });
    expect(await refused(complaint)).toEqual([expect.objectContaining({ field: 'body.caseTypeDescription' })]);
  });

  it('accepts a blocking answer (the resident was warned) and refuses an answer to a disabled question', async () => {
    const stolen = lostFob();
    stolen.additionalInfo[0] = { questionId: 'q1', responseId: ['S'] };
    expect((await create(stolen)).statusCode).toBe(201);
    const graffiti = (extra: CaseCreate['additionalInfo']) =>
      lostFob({
        caseTypeDescription: 'Graffiti',
        additionalInfo: [
          { questionId: 'q1', responseId: ['N'] },
          ...extra,
          { questionId: 'q3', responseId: ['2'] },
          { questionId: 'q4', responseText: 'Back wall of the bin store.' },
        ],
      });
    expect((await create(graffiti([]))).statusCode).toBe(201);
    expect(await refused(graffiti([{ questionId: 'q2', responseId: ['Y'] }]))).toEqual([
      expect.objectContaining({ field: 'body.additionalInfo[1].questionId', message: expect.stringContaining('q2') }),
    ]);
  });

  it('follows a jump to the end: no later question may be answered or is required', async () => {
    const directDebit = lostFob({
      caseTypeDescription: 'Rent query',
      additionalInfo: [{ questionId: 'q1', responseId: ['3'] }],
    });
    expect((await create(directDebit)).statusCode).toBe(201);
  });

  it("answers 404 for another customer's case, exactly as for a case that does not exist", async () => {
    const foreign = await gateway.api({ as: 'ben', url: `/api/cases/${amara.cases.active}` });
    const missing = await gateway.api({ as: 'ben', url: '/api/cases/CAS-999999' });
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(foreign).errors[0]?.message).toBe(
      json<ErrorBody>(missing).errors[0]?.message.replace('CAS-999999', amara.cases.active),
    );
  });

  it("refuses to list another customer's cases (403) or assets that are not theirs", async () => {
    expect((await gateway.api({ as: 'ben', url: `/api/cases?customerId=${amara.customerId}` })).statusCode).toBe(403);
    const url = `/api/cases?customerId=${ben.customerId}&assetIdentifiers=${amara.houseAssetId}`;
    expect((await gateway.api({ as: 'ben', url })).statusCode).toBe(403);
  });

  it('lists the cases of a property by the case asset or the tenancy home (a case about the block shows too)', async () => {
    const url = (asset: string) => `/api/cases?customerId=${ben.customerId}&assetIdentifiers=${asset}`;
    const flat = json<CaseList>(await gateway.api({ as: 'ben', url: url(ben.flatAssetId) }));
    expect(flat.cases.map((c) => c.caseTypeDescription)).toEqual(['Lost fob']);
    const garage = json<CaseList>(await gateway.api({ as: 'ben', url: url(ben.garageAssetId) }));
    expect(garage).toEqual({ cases: [], 'total-count': 0 });
  });

  it('determines the owning team from the rule table', async () => {
    const team = await gateway.api({
      as: 'chloe',
      method: 'POST',
      url: '/api/case-team-determination',
      payload: {
        channel: 'CustomerSelfService',
        caseSubType: 'Leasehold Services',
        caseSubTypeCategory: 'Service charges',
        landLord: 'Thameside Homes',
        tenancyType: 'LEASE',
        caseCategory: 'NA',
      },
    });
    expect(team.statusCode).toBe(200);
    expect(json<TeamDeterminationResponse>(team)).toEqual({
      owningTeam: 'Leasehold Team',
      owningTeamCategory: 'Team',
    });
    const noSubType = await gateway.api({
      as: 'chloe',
      method: 'POST',
      url: '/api/case-team-determination',
      payload: { channel: 'CustomerSelfService', caseSubTypeCategory: 'Service charges' },
    });
    expect(noSubType.statusCode).toBe(400);
    expect(json<ErrorBody>(noSubType).errors[0]?.field).toBe('body.caseSubType');
  });

  describe('activities', () => {
    const activities = (caseId: string, as: 'amara' | 'ben' = 'amara', query = '') =>
      gateway.api({ as, url: `/api/cases/${caseId}/activities${query}` });
    const triage = `?activityType=Action&subType=${encodeURIComponent(DAMP_TRIAGE)}`;
    const complete = (caseId: string, activityId: string, as: 'amara' | 'ben' = 'amara') =>
      gateway.api({
        as,
        method: 'PATCH',
        url: `/api/cases/${caseId}/activities/${activityId}`,
        payload: { status: 'Completed' },
      });

    it('lists the damp triage actions of the case they belong to, and the other actions without the filter', async () => {
      const open = json<CaseActivity[]>(await activities(amara.cases.active, 'amara', triage));
      expect(open).toEqual([
        expect.objectContaining({
          activityIdentifier: amara.caseActions.openDampTriage,
          activityType: 'Action',
          subType: DAMP_TRIAGE,
          status: 'Open',
        }),
      ]);
      const all = json<CaseActivity[]>(await activities(amara.cases.active));
      expect(all.map((a) => a.activityIdentifier).sort()).toEqual(
        [amara.caseActions.openDampTriage, amara.caseActions.callBack].sort(),
      );
      const resolved = json<CaseActivity[]>(await activities(amara.cases.resolved, 'amara', triage));
      expect(resolved.map((a) => a.status)).toEqual(['Completed']);
      expect(json<CaseActivity[]>(await activities(amara.cases.cancelled, 'amara', triage))).toEqual([]);
    });

    it("answers 404 for another customer's case, on both calls, and changes nothing", async () => {
      expect((await activities(amara.cases.active, 'ben', triage)).statusCode).toBe(404);
      expect((await complete(amara.cases.active, amara.caseActions.openDampTriage, 'ben')).statusCode).toBe(404);
      const still = json<CaseActivity[]>(await activities(amara.cases.active, 'amara', triage));
      expect(still[0]?.status).toBe('Open');
    });

    it('completes an open action once; completing it again answers the same; an action of another case is 404', async () => {
      expect((await complete(amara.cases.resolved, amara.caseActions.openDampTriage)).statusCode).toBe(404);
      const first = await complete(amara.cases.active, amara.caseActions.openDampTriage);
      expect(first.statusCode).toBe(200);
      expect(json<CaseActivity>(first)).toMatchObject({ status: 'Completed' });
      const again = await complete(amara.cases.active, amara.caseActions.openDampTriage);
      expect(json<CaseActivity>(again)).toEqual(json<CaseActivity>(first));
      const row = await gateway.db
        .selectFrom('case_activities')
        .select('completed_date')
        .where('id', '=', amara.caseActions.openDampTriage)
        .executeTakeFirstOrThrow();
      expect(row.completed_date?.toISOString()).toBe(clock.now().toISOString());
      const refusedStatus = await gateway.api({
        as: 'amara',
        method: 'PATCH',
        url: `/api/cases/${amara.cases.active}/activities/${amara.caseActions.callBack}`,
        payload: { status: 'Open' },
      });
      expect(refusedStatus.statusCode).toBe(400);
    });
  });

  describe('a case type an analyst adds as data', () => {
    const bulkyWaste: CaseType = {
      id: 'CT-BULKY',
      description: 'Bulky waste collection',
      keywords: ['bulky', 'waste', 'sofa', 'fridge', 'mattress'],
      tenancyGroups: ['Social'],
      isVisibleForSelfServe: true,
      subType: 'Estate Services',
      subTypeCategory: 'Bulky waste',
      category: 'NA',
      assetType: 'Property',
      additionalInfo: [
        {
          questionId: 'b1',
          label: 'What do you need collected?',
          type: 'List',
          isEnabled: true,
          options: [
            { id: 'S', value: 'Furniture' },
            { id: 'F', value: 'A fridge or freezer', skipQuestions: 2 },
          ],
        },
        { questionId: 'b2', label: 'How many items?', type: 'Text', isEnabled: true, options: [] },
        { questionId: 'b3', label: 'Where will they be left?', type: 'Text', isEnabled: true, options: [] },
      ],
    };

    it('is offered by the reference data call and accepted by POST /cases, with no restart', async () => {
      await gateway.db
        .insertInto('reference_data')
        .values({ namespace: 'case-types', key: bulkyWaste.id, value: JSON.stringify(bulkyWaste) })
        .execute();
      const reference = json<ReferenceData>(
        await gateway.api({ url: '/api/reference-data/cases/reference-data?NamespaceNames=case-types' }),
      );
      const offered = reference.namespaces[0]?.referenceData.map((entry) => (entry.value as CaseType).description);
      expect(offered).toContain('Bulky waste collection');
      const response = await create(
        lostFob({
          caseTypeDescription: 'Bulky waste collection',
          additionalInfo: [
            { questionId: 'b1', responseId: ['F'] },
            { questionId: 'b3', responseText: 'By the bin store.' },
          ],
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const detail = json<CaseDetail>(
        await gateway.api({ as: 'amara', url: `/api/cases/${json<CaseCreateResult>(response).caseIdentifier}` }),
      );
      expect(detail.caseDetailsData).toEqual([
        'What do you need collected? - A fridge or freezer',
        'Where will they be left? - By the bin store.',
      ]);
    });
  });
});
