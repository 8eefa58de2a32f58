/**
 * Resuming a draft (src/journeys/repair/repair-entry.ts): the damp code fix of REP-EDT-04 (a draft
 * of the home saved with PROMOULD resumes on the reason "Inspect Damp and Mould", PRODAMP), the
 * priority asked on resume, and the answers that differ from the browser's copy (REP-EDT-02).
 */
import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '../../../gateway/client';
import requestSchema from '../../../schemas/repair-priority-request.schema.json';
import { changedSinceCached, resumeEntry } from './repair-entry';

const REASONS = [
  { id: 'RR-MOULD', description: 'Mould on walls', sorCode: 'PROMOULD' },
  { id: 'RR-DAMP', description: 'Inspect Damp and Mould', sorCode: 'PRODAMP' },
].map((reason) => ({
  id: reason.id,
  description: reason.description,
  priority: 'NA',
  trade: 'General',
  element: 'Walls',
  repairLocation: 'Bedroom',
  sors: [{ sorCode: reason.sorCode }],
  additionalData: null,
}));

/** What the priority lookup was asked, by the gateways below. */
const prioritiesAsked: unknown[] = [];

/** A gateway with one draft on an asset of this type, saved with this code. */
function gateway(assetType: 'Property' | 'Block', sorCode: string, held: Record<string, unknown> = {}): GatewayClient {
  const asset = { id: 'AST-1', assetType, premisesType: assetType === 'Property' ? 'House' : 'Block' };
  const get = async (path: string) => {
    let data: unknown;
    if (path === '/works-orders/WO-5')
      data = {
        id: 'WO-5',
        eTag: '"3"',
        premisesId: 'AST-1',
        assetIdentifier: 'AST-1',
        area: assetType,
        sorCode,
        repairLocation: 'Bedroom',
        repairReason: 'Mould on walls',
        isSupplementary: null,
        description: null,
        raisedDate: '2026-11-27T09:30:00Z',
        ...held,
      };
    else if (path === '/assets/AST-1/assets') data = [asset];
    else if (path === '/repair-reasons') data = REASONS;
    return { data, status: 200, correlationId: 'c' };
  };
  const post = async (path: string, body: unknown) => {
    if (path !== '/works-orders/repair-priority') throw new Error(`no ${path} here`);
    prioritiesAsked.push(body);
    // The gateway refuses a property the request schema does not have (additionalProperties false).
    const allowed = Object.keys(requestSchema.properties);
    const extra = Object.keys(body as object).filter((key) => !allowed.includes(key));
    if (extra.length > 0) throw new Error(`400: ${extra.join(', ')} not allowed`);
    return { data: { repairPriority: 'EME', isWorkingHours: false }, status: 200, correlationId: 'c' };
  };
  return { get, post } as unknown as GatewayClient;
}

describe('resuming a repair draft (REP-EDT-04)', () => {
  it('resumes a PROMOULD draft of the home on the PRODAMP reason, Inspect Damp and Mould', async () => {
    const { answers } = await resumeEntry(gateway('Property', 'PROMOULD'), 'WO-5', false);
    expect(answers).toMatchObject({ asset: 'Property', location: 'Bedroom', reason: 'RR-DAMP' });
  });

  it('keeps the code of a draft that is not of the home, and of any other code', async () => {
    expect((await resumeEntry(gateway('Block', 'PROMOULD'), 'WO-5', false)).answers).toMatchObject({
      reason: 'RR-MOULD',
    });
    expect((await resumeEntry(gateway('Property', 'PRODAMP'), 'WO-5', false)).answers).toMatchObject({
      reason: 'RR-DAMP',
    });
  });
});

describe('resuming a repair draft: the priority and the browser’s copy (REP-EDT-04, REP-EDT-02)', () => {
  it('asks the priority lookup with what the draft holds, its code fixed, before the journey routes', async () => {
    prioritiesAsked.length = 0;
    const held = { isEmergency: true, isVulnerable: true, description: 'Mould behind the wardrobe.' };
    const { facts } = await resumeEntry(gateway('Property', 'PROMOULD', held), 'WO-5', false);
    expect(prioritiesAsked).toEqual([
      expect.objectContaining({
        isEmergency: true,
        isVulnerable: true,
        repairType: 'PRODAMP',
        isRecall: false,
        description: 'Mould behind the wardrobe.',
        channel: 'CustomerSelfService',
        raisedDate: '2026-11-27T09:30:00Z',
      }),
    ]);
    expect(facts['resumed-priority']).toEqual({
      repairPriority: 'EME',
      isWorkingHours: false,
      askedWith: { isEmergency: true, isVulnerable: true, sorCode: 'PRODAMP' },
    });
  });

  it('names the location, reason, supplementary or deliberate damage answer that differs from the browser’s copy', async () => {
    const resumed = { location: 'Bedroom', reason: 'RR-DAMP', 'supplementary-answers': { supplementary: 'yes' } };
    expect(changedSinceCached(undefined, resumed)).toEqual([]);
    expect(changedSinceCached({ ...resumed, 'additional-details': 'Other words.' }, resumed)).toEqual([]);
    expect(changedSinceCached({ ...resumed, reason: 'RR-MOULD' }, resumed)).toEqual(['reason']);
    expect(
      changedSinceCached(
        {
          location: 'Kitchen',
          reason: 'RR-TAP',
          'supplementary-answers': { supplementary: 'no' },
          'deliberate-damage': 'no',
        },
        resumed,
      ),
    ).toEqual(['location', 'reason', 'supplementary-answers', 'deliberate-damage']);
    // Where the browser's copy has no answer, the draft's stands.
    expect(changedSinceCached({ location: 'Bedroom' }, resumed)).toEqual([]);
    const { changedSinceCached: named } = await resumeEntry(gateway('Property', 'PRODAMP'), 'WO-5', false, {
      location: 'Bedroom',
      reason: 'RR-MOULD',
    });
    expect(named).toEqual(['reason']);
  });
});
