/**
 * The eligibility check of the chosen reason (src/journeys/repair/repair-lookups.ts): what it asks
 * the gateway, the code fixes it applies and the supplementary codes it shows (REP-API-12, REP-EDT-04,
 * REP-ERR-06).
 */
import { describe, expect, it } from 'vitest';
import type { Scope } from '../../../engine/browser';
import type { GatewayClient } from '../../../gateway/client';
import { checkEligibility } from './repair-lookups';
import type { JourneyReason } from './repair-facts';
import { eligibilityScope, journeyReason } from './testing/eligibility-fixtures';

/** A gateway whose eligibility outcome carries these supplementary codes; it records what was asked. */
function gateway(supplimentaryCodes: string | null) {
  const asked: unknown[] = [];
  const post = async (path: string, body: unknown) => {
    asked.push({ path, body });
    const data =
      path === '/works-orders/eligibilityoutcomes'
        ? [{ isEligible: true, errorCode: null, supplimentaryCodes, tenancyGroup: null }]
        : undefined;
    return { data, status: 200, correlationId: 'c' };
  };
  return { client: { post, get: post } as unknown as GatewayClient, asked };
}

const reason = (description: string, sorCode: string): JourneyReason => journeyReason({ description, sorCode });

/** Amara's home with these maintenance responsibilities, and one reason offered. */
const scopeOf = (offered: JourneyReason, responsibilities: { type: string; value: string }[] = []): Scope =>
  eligibilityScope(offered, { responsibilities });

const words = { yes: 'Yes', no: 'No' };
const bodyOf = (asked: unknown[]) => (asked[0] as { body: Record<string, unknown> }).body;

describe('the eligibility check of the chosen reason', () => {
  it('asks with the maintenance responsibility FMFULL when the asset names none', async () => {
    const world = gateway(null);
    await checkEligibility(world.client, scopeOf(reason('Dripping tap', 'PLUMTAP01')), words);
    expect(bodyOf(world.asked)).toMatchObject({ maintenanceResponsibility: 'FMFULL', repairType: 'PLUMTAP01' });
    const named = gateway(null);
    const scope = scopeOf(reason('Dripping tap', 'PLUMTAP01'), [
      { type: 'MaintenanceResponsibility', value: 'FMLEASE' },
    ]);
    await checkEligibility(named.client, scope, words);
    expect(bodyOf(named.asked)).toMatchObject({ maintenanceResponsibility: 'FMLEASE' });
  });

  it('uses COMPUMP for "Total loss of water" when the outcome names the pump code FISPUMPS02', async () => {
    const pump = await checkEligibility(
      gateway('FISPUMPS02, SSR040').client,
      scopeOf(reason('Total loss of water', 'PLUMWAT01')),
      words,
    );
    expect(pump).toMatchObject({ sorCode: 'COMPUMP', supplementaryCodes: ['FISPUMPS02', 'SSR040'] });
    // Without the pump code, or for another reason with it, the reason's own code stays.
    const noPump = await checkEligibility(
      gateway(null).client,
      scopeOf(reason('Total loss of water', 'PLUMWAT01')),
      words,
    );
    expect(noPump).toMatchObject({ sorCode: 'PLUMWAT01' });
    const other = await checkEligibility(
      gateway('FISPUMPS02').client,
      scopeOf(reason('Dripping tap', 'PLUMTAP01')),
      words,
    );
    expect(other).toMatchObject({ sorCode: 'PLUMTAP01' });
  });

  it('gives as notices the supplementary codes that have words, whichever they are, and keeps every code (REP-ERR-06)', async () => {
    const worded = new Set(['FISPUMPS02', 'SSR040', 'SSR046']);
    const outcome = await checkEligibility(
      gateway('FISPUMPS02, DEFECTS, SSR046').client,
      scopeOf(reason('Total loss of water', 'PLUMWAT01')),
      { ...words, hasWords: (code) => worded.has(code) },
    );
    expect(outcome).toMatchObject({
      supplementaryCodes: ['FISPUMPS02', 'DEFECTS', 'SSR046'],
      supplementaryNotices: ['FISPUMPS02', 'SSR046'],
    });
    // Told of no words at all, nothing is shown.
    const silent = await checkEligibility(
      gateway('SSR040').client,
      scopeOf(reason('Dripping tap', 'PLUMTAP01')),
      words,
    );
    expect(silent).toMatchObject({ supplementaryCodes: ['SSR040'], supplementaryNotices: [] });
  });
});
