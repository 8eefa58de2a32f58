/**
 * Resuming a draft (src/journeys/repair/repair-entry.ts): the damp code fix of REP-EDT-04. A draft
 * of the home saved with PROMOULD resumes on the reason "Inspect Damp and Mould" (PRODAMP).
 */
import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '../../../gateway/client';
import { resumeEntry } from './repair-entry';

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

/** A gateway with one draft on an asset of this type, saved with this code. */
function gateway(assetType: 'Property' | 'Block', sorCode: string): GatewayClient {
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
      };
    else if (path === '/assets/AST-1/assets') data = [asset];
    else if (path === '/repair-reasons') data = REASONS;
    return { data, status: 200, correlationId: 'c' };
  };
  return { get } as unknown as GatewayClient;
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
