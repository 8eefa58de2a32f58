import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contractor, RepairPriorityRequest, RepairPriorityResult } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { amaraDraft, createRepair, json } from './repair-fixtures';

const { ben, chloe } = PERSONA;
/** A Friday: 10am and 9:40pm in London (GMT in March). */
const IN_HOURS = '2025-03-14T10:00:00Z';
const OUT_OF_HOURS = '2025-03-14T21:40:00Z';

describe('repair priority and contractor determination', () => {
  let gateway: TestGateway;
  const priority = async (change: Partial<RepairPriorityRequest>) => {
    const body: RepairPriorityRequest = {
      isEmergency: false,
      repairType: 'PLUMTAP01',
      isVulnerable: false,
      isRecall: false,
      isEMA: false,
      description: null,
      channel: 'CustomerSelfService',
      raisedDate: IN_HOURS,
      priorityLevel: null,
      assessmentType: null,
      contractorIdentifier: null,
      ...change,
    };
    const response = await gateway.api({
      as: 'amara',
      method: 'POST',
      url: '/api/works-orders/repair-priority',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<RepairPriorityResult>(response);
  };
  const contractors = async (id: string, query: string, as: 'amara' | 'ben' | 'chloe' = 'amara') => {
    const response = await gateway.api({ as, url: `/api/worksorder/${id}/contractors?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<Contractor[]>(response).map(
      (c) => `${c.name}@${c.contractorSites.map((s) => s.siteIdentifier).join(',')}`,
    );
  };

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { jobNumberDelayMs: 60_000 } });
  });
  afterAll(async () => gateway?.close());

  it('gives Next Available, Emergency in and out of working hours, and Next Available for a recall', async () => {
    expect(await priority({})).toEqual({ repairPriority: 'NA', isWorkingHours: true });
    expect(await priority({ isEmergency: true, repairType: 'PLUMBRST01' })).toEqual({
      repairPriority: 'EME',
      isWorkingHours: true,
    });
    expect(await priority({ isEmergency: true, repairType: 'PLUMBRST01', raisedDate: OUT_OF_HOURS })).toEqual({
      repairPriority: 'EME',
      isWorkingHours: false,
    });
    expect(await priority({ isEmergency: true, repairType: 'PLUMBRST01', isRecall: true })).toMatchObject({
      repairPriority: 'NA',
    });
  });

  it('takes an emergency answer for a routine repair only from a vulnerable resident', async () => {
    expect(await priority({ isEmergency: true })).toMatchObject({ repairPriority: 'NA' });
    expect(await priority({ isEmergency: true, isVulnerable: true })).toMatchObject({ repairPriority: 'EME' });
  });

  it('gives the damp and mould priorities by assessed level', async () => {
    expect(
      await priority({ assessmentType: 'DampAndMould', priorityLevel: 'HIGH', repairType: 'PRODAMP' }),
    ).toMatchObject({ repairPriority: 'DME' });
    expect(
      await priority({ assessmentType: 'DampAndMould', priorityLevel: 'MEDIUM', repairType: 'PRODAMP' }),
    ).toMatchObject({ repairPriority: 'DM' });
    expect(
      await priority({ assessmentType: 'DampAndMould', priorityLevel: 'LOW', repairType: 'PRODAMP' }),
    ).toMatchObject({ repairPriority: 'DM' });
  });

  it('ignores a damp and mould assessment of any repair type but PRODAMP (REP-DMP-03)', async () => {
    // A kitchen cupboard answered "yes, damp" that scores HIGH stays Next Available, not DME.
    expect(
      await priority({ assessmentType: 'DampAndMould', priorityLevel: 'HIGH', repairType: 'CARPCUP01' }),
    ).toMatchObject({ repairPriority: 'NA' });
    expect(
      await priority({ assessmentType: 'DampAndMould', priorityLevel: 'HIGH', repairType: 'PROMOULD' }),
    ).toMatchObject({ repairPriority: 'NA' });
    expect(
      await priority({
        assessmentType: 'DampAndMould',
        priorityLevel: 'LOW',
        repairType: 'PLUMBRST01',
        isEmergency: true,
      }),
    ).toMatchObject({ repairPriority: 'EME' });
  });

  it('knows Sunday and bank holidays are out of hours', async () => {
    expect(await priority({ raisedDate: '2025-03-16T12:00:00Z' })).toMatchObject({ isWorkingHours: false });
    expect(await priority({ raisedDate: '2025-12-25T12:00:00Z' })).toMatchObject({ isWorkingHours: false });
    expect(await priority({ raisedDate: '2025-03-15T09:30:00Z' })).toMatchObject({ isWorkingHours: true });
    expect(await priority({ raisedDate: '2025-03-15T13:30:00Z' })).toMatchObject({ isWorkingHours: false });
  });

  it('offers the trade specialist first, then the general contractor, and only emergency cover for EME', async () => {
    const { id } = await createRepair(gateway);
    expect(await contractors(id, 'priority=NA&repairType=PLUMTAP01')).toEqual([
      'Apex Property Maintenance@APX-EAST',
      'Thameside Repairs Hub@HUB1-REP',
    ]);
    expect(await contractors(id, 'priority=EME&repairType=PLUMBRST01')).toEqual(['Thameside Repairs Hub@HUB1-REP']);
    expect(await contractors(id, 'priority=NA&repairType=HEATGAS01')).toEqual([
      'Capital Gas & Heating@CGH-01',
      'Thameside Repairs Hub@HUB1-REP',
    ]);
  });

  it('sends a repair in its defects period to the builder, but not deliberate damage', async () => {
    const { id } = await createRepair(
      gateway,
      amaraDraft({
        customerIdentifier: chloe.customerId,
        premisesId: chloe.flatAssetId,
        assetIdentifier: chloe.dividedBlockAssetId,
        area: 'Divided block',
        sorCode: 'COMDOOR01',
      }),
      'chloe',
    );
    expect(await contractors(id, 'priority=NA&repairType=COMDOOR01', 'chloe')).toEqual(['Brickwell Builders@BRK-W5']);
    expect(await contractors(id, 'priority=NA&repairType=COMDOOR01&isVandalism=true', 'chloe')).toEqual([
      'Thameside Repairs Hub@HUB2-REP',
    ]);
  });

  it("sends communal repairs of a managed block to its managing agent, and refuses another resident's repair", async () => {
    const { id } = await createRepair(
      gateway,
      amaraDraft({
        customerIdentifier: ben.customerId,
        premisesId: ben.flatAssetId,
        assetIdentifier: ben.towerAssetId,
        area: 'Block',
        sorCode: 'BINCHUT01',
      }),
      'ben',
    );
    expect(await contractors(id, 'priority=NA&repairType=BINCHUT01', 'ben')).toEqual([
      'Riverside Estate Management Ltd@EMA-RIV',
    ]);
    expect(
      (await gateway.api({ as: 'amara', url: `/api/worksorder/${id}/contractors?priority=NA&repairType=BINCHUT01` }))
        .statusCode,
    ).toBe(403);
  });
});
