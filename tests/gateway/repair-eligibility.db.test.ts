import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EligibilityRequest,
  EligibilityResult,
  EnhancedEligibilityResult,
  RepairReason,
  SorDeterminationResult,
} from '../../schemas/generated/types';
import { EXTRA_PLACES } from '../../gateway/server/seed/places';
import { PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { json } from './repair-fixtures';

const { amara, ben, dev } = PERSONA;
const UPRN = {
  amaraHouse: '100021045127',
  benFlat: '100023336018',
  benGarage: '100023336057',
  chloeFlat: '100022170049',
  chloeBlock: '100022170040',
  devFlat: '100021987013',
  devBlock: '100021987011',
};

const request = (repairType: string, change: Partial<EligibilityRequest> = {}): EligibilityRequest => ({
  premisesType: 'Property',
  maintenanceResponsibility: 'FMFULL',
  repairResponsibility: null,
  additionalRepairInfo: null,
  isRepairEligible: null,
  isCustomerView: true,
  uprn: UPRN.amaraHouse,
  isInDefects: false,
  repairType,
  heatingRepairContext: null,
  ...change,
});

describe('repair reasons, eligibility outcomes and the heating determination', () => {
  let gateway: TestGateway;
  const check = async (body: EligibilityRequest, as: PersonaName = 'amara') => {
    const response = await gateway.api({
      as,
      method: 'POST',
      url: '/api/works-orders/eligibilityoutcomes',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [outcome] = json<EligibilityResult[]>(response);
    return outcome as EligibilityResult;
  };
  const code = async (body: EligibilityRequest, as: PersonaName = 'amara') => {
    const outcome = await check(body, as);
    return [outcome.isEligible, outcome.errorCode];
  };

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  it('lists the reasons of a home or of communal parts, by search text, without staff or catalyst ones', async () => {
    const reasons = async (query: string) =>
      json<RepairReason[]>(await gateway.api({ url: `/api/repair-reasons?${query}` })).map((r) => r.description);
    expect(await reasons('assetType=Property&searchText=tap&isUsedForCreation=true')).toEqual(['Dripping tap']);
    const communal = await reasons('assetType=Communal&isUsedForCreation=true');
    expect(communal).toContain('Lift not working');
    expect(communal).not.toContain('Dripping tap');
    expect(communal).not.toContain('Communal water pump failure');
    expect(await reasons('assetType=Communal&searchText=pump')).toContain('Communal water pump failure');
    expect(await reasons('assetType=Property&searchText=new build&isUsedForCreation=true')).toEqual([]);
    expect(await reasons('assetType=Property&searchText=new build&isUsedForCreation=true&isCatalyst=true')).toContain(
      'New home defect - snagging',
    );
    expect(await reasons('assetType=Block&searchText=LIGHTS')).toEqual(['Communal lights not working']);
    const dripping = json<RepairReason[]>(
      await gateway.api({ url: '/api/repair-reasons?assetType=Property&searchText=drip' }),
    );
    expect(dripping[0]).toMatchObject({ sors: [{ sorCode: 'PLUMTAP01' }], priority: 'NA', repairLocation: 'Kitchen' });
  });

  it('finds an ordinary repair eligible, with the tenancy group and region', async () => {
    expect(await check(request('PLUMTAP01'))).toEqual({
      isEligible: true,
      errorCode: null,
      supplimentaryCodes: '',
      tenancyGroup: 'Social',
      statuses: { isInDefects: false },
      region: 'East London',
    });
  });

  it("refuses a leaseholder's own home (E1) but takes the communal parts of her block", async () => {
    expect(await code(request('PLUMTAP01', { uprn: UPRN.chloeFlat }), 'chloe')).toEqual([false, 'E1']);
    expect(await code(request('COMLIGHT01', { uprn: UPRN.chloeBlock, premisesType: 'Block' }), 'chloe')).toEqual([
      true,
      null,
    ]);
  });

  it('gives the reason codes of the catalogue: E3, E21, E2, E4, SSR037', async () => {
    expect(await code(request('LOCKOUT01'))).toEqual([false, 'E3']);
    expect(await code(request('NOSUCH99'))).toEqual([false, 'E3']);
    expect(await code(request('GASLEAK01'))).toEqual([false, 'E21']);
    const lift = request('LIFTBRK01', { uprn: UPRN.chloeBlock, premisesType: 'Block', isRepairEligible: false });
    expect(await code({ ...lift, additionalRepairInfo: 'Yes' }, 'chloe')).toEqual([false, 'E2']);
    // Not answered yet: a later refusal comes first (the lift engineers are phoned directly, E25)...
    expect(await code({ ...lift, additionalRepairInfo: null }, 'chloe')).toEqual([false, 'E25']);
    expect(await code({ ...lift, additionalRepairInfo: 'No' }, 'chloe')).toEqual([false, 'E25']);
    // ...else soft E2 (the portal asks the question): a shared garden fence; No is eligible.
    const fence = request('FENCGDN01', { isRepairEligible: false });
    expect(await code(fence)).toEqual([false, 'E2']);
    expect(await code({ ...fence, additionalRepairInfo: 'Yes' })).toEqual([false, 'E2']);
    expect(await code({ ...fence, additionalRepairInfo: 'No' })).toEqual([true, null]);
    expect(await code(request('N/A'))).toEqual([false, 'E4']);
    expect(await code(request('GASCO01'))).toEqual([true, 'SSR037']);
  });

  it('asks a garage tenant to call about plumbing (E5), and a commercial tenant always (E8)', async () => {
    expect(await code(request('PLUMTAP01', { uprn: UPRN.benGarage }), 'ben')).toEqual([false, 'E5']);
    expect(await code(request('CARPBKD01', { uprn: UPRN.benGarage }), 'ben')).toEqual([true, null]);
    await gateway.db
      .updateTable('tenancies')
      .set({ tenancy_group: 'Commercial' })
      .where('id', '=', amara.tenancyId)
      .execute();
    try {
      expect(await code(request('PLUMTAP01'))).toEqual([false, 'E8']);
    } finally {
      await gateway.db
        .updateTable('tenancies')
        .set({ tenancy_group: 'Social' })
        .where('id', '=', amara.tenancyId)
        .execute();
    }
  });

  it('checks heating: no communal heating (SSR069) and a heating source mismatch (SSR049)', async () => {
    expect(await code(request('COMHIU'))).toEqual([false, 'SSR069']);
    expect(await code(request('HEATREP01', { heatingRepairContext: 'Individual gas heating' }))).toEqual([true, null]);
    expect(
      await code(request('HEATREP01', { uprn: UPRN.benFlat, heatingRepairContext: 'Individual gas heating' }), 'ben'),
    ).toEqual([false, 'SSR049']);
    expect(
      await code(request('HEATREP01', { uprn: UPRN.benFlat, heatingRepairContext: 'Communal heating' }), 'ben'),
    ).toEqual([true, null]);
  });

  it('refuses where no contractor works: no pest control (E22), area not served (E24); lift engineers must be phoned (E25)', async () => {
    expect(await code(request('PESTINT01', { uprn: UPRN.devFlat }), 'dev')).toEqual([false, 'E22']);
    expect(await code(request('PESTINT01'))).toEqual([true, null]);
    expect(
      await code(
        request('LIFTBRK01', { uprn: UPRN.chloeBlock, premisesType: 'Block', additionalRepairInfo: 'No' }),
        'chloe',
      ),
    ).toEqual([false, 'E25']);
    await gateway.db.updateTable('assets').set({ region: 'Thames Valley' }).where('id', '=', amara.estateId).execute();
    try {
      expect(await code(request('PLUMTAP01'))).toEqual([false, 'E24']);
    } finally {
      await gateway.db.updateTable('assets').set({ region: 'East London' }).where('id', '=', amara.estateId).execute();
    }
  });

  it('warns a resident of a sheltered scheme to tell the warden (E23), still eligible', async () => {
    await gateway.db
      .updateTable('assets')
      .set({ parent_id: EXTRA_PLACES.riversideSchemeId })
      .where('id', '=', ben.garageAssetId)
      .execute();
    try {
      expect(await code(request('CARPBKD01', { uprn: UPRN.benGarage }), 'ben')).toEqual([true, 'E23']);
    } finally {
      await gateway.db
        .updateTable('assets')
        .set({ parent_id: ben.garageCourtAssetId })
        .where('id', '=', ben.garageAssetId)
        .execute();
    }
  });

  it('adds supplementary codes: FISPUMPS02 for a pumped block, DEFECTS in the defects period', async () => {
    expect((await check(request('PLUMLOSS01', { uprn: UPRN.benFlat }), 'ben')).supplimentaryCodes).toBe('FISPUMPS02');
    const devOutcome = await check(request('PLUMTAP01', { uprn: UPRN.devFlat }), 'dev');
    expect((await check(request('PLUMLOSS01', { uprn: UPRN.devFlat }), 'dev')).supplimentaryCodes).toBe(
      'FISPUMPS02,DEFECTS',
    );
    expect(devOutcome).toMatchObject({
      isEligible: true,
      supplimentaryCodes: 'DEFECTS',
      statuses: { isInDefects: true },
      region: dev.region,
    });
  });

  it("answers SSR005 for an unknown uprn and 403 for another resident's home", async () => {
    expect(await code(request('PLUMTAP01', { uprn: '999999999999' }))).toEqual([false, 'SSR005']);
    const foreign = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/works-orders/eligibilityoutcomes',
      payload: request('PLUMTAP01', { uprn: UPRN.benFlat }),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('blocks with E35 what must be reported by phone (enhanced check)', async () => {
    const enhanced = async (change: object) =>
      json<EnhancedEligibilityResult>(
        await gateway.api({
          as: 'amara',
          method: 'POST',
          url: '/api/api/v2/works-orders/enhanced-repair-eligibility',
          payload: {
            isEmergency: false,
            sor: 'PLUMTAP01',
            isPotentialDuplicate: false,
            isVulnerable: false,
            channel: 'CustomerSelfService',
            ...change,
          },
        }),
      );
    expect(await enhanced({})).toEqual({ isEligible: true, errorCode: null });
    expect(await enhanced({ isEmergency: true, isVulnerable: true })).toEqual({ isEligible: false, errorCode: 'E35' });
    expect(await enhanced({ isEmergency: true, isPotentialDuplicate: true })).toEqual({
      isEligible: false,
      errorCode: 'E35',
    });
    expect(await enhanced({ sor: 'ELECWIRE01' })).toEqual({ isEligible: false, errorCode: 'E35' });
    expect(await enhanced({ sor: 'ELECWIRE01', channel: 'ERGO' })).toEqual({ isEligible: true, errorCode: null });
    expect(await enhanced({ isEmergency: true })).toEqual({ isEligible: true, errorCode: null });
  });

  it('determines the heating repair from the home, and answers SSR049 on a mismatch and SSR069 without a heat network', async () => {
    const determine = async (body: object, as: PersonaName = 'amara', id = '00000000-0000-0000-0000-000000000000') =>
      gateway.api({ as, method: 'POST', url: `/api/works-orders/${id}/sor-determination`, payload: body });
    const result = async (body: object, as: PersonaName = 'amara') =>
      json<SorDeterminationResult>(await determine(body, as));
    expect(await result({ context: 'Heating or hot water repair', propertyAttribute: 'HEATGAS' })).toEqual({
      repairContext: 'Individual gas heating',
      sor: 'HEATGAS01',
      errorCode: null,
    });
    expect(await result({ context: 'Heating or hot water repair', propertyAttribute: 'HEATELEC' })).toEqual({
      repairContext: null,
      sor: null,
      errorCode: 'SSR049',
    });
    expect(await result({ context: 'Boiler leaking water', propertyAttribute: 'HEATELEC' }, 'ben')).toMatchObject({
      errorCode: 'SSR049',
    });
    expect(await result({ context: 'HEATREP01', propertyAttribute: 'HEATELEC+HEATGAS' }, 'dev')).toMatchObject({
      sor: 'HEATGAS01',
    });
    expect(await result({ context: 'COMHIU', propertyAttribute: 'HEATELEC', blockAttribute: 'HEAT' }, 'ben')).toEqual({
      repairContext: 'Communal heating',
      sor: 'COMHIU',
      errorCode: null,
    });
    expect(
      await result({ context: 'COMHIU', propertyAttribute: 'HEATELEC', blockAttribute: null }, 'ben'),
    ).toMatchObject({
      errorCode: 'SSR069',
    });
    expect((await determine({ context: 'Dripping tap', propertyAttribute: 'HEATGAS' })).statusCode).toBe(400);
    expect(
      (await determine({ context: 'HEATREP01', propertyAttribute: 'HEATGAS' }, 'amara', 'WO-200101')).statusCode,
    ).toBe(400);
  });
});
