import { describe, expect, it } from 'vitest';
import { GatewayError, type GatewayClient } from '../../../gateway/client';
import { JourneyFailureError } from '../journey-failure';
import type { Scope } from '../../../engine/browser';
import { declaredPayloads } from '../../../tests/support/declared-payloads';
import { DRAFT_CONFLICT_KEY, saveRepairDraft, type DraftPayloads } from './repair-draft';

/** A client whose PATCH and POST answer in turn from a list (an Error is thrown). */
function clientAnswering(answers: (Error | { etag?: string; location?: string })[]) {
  const calls: string[] = [];
  const next = async (method: string) => {
    calls.push(method);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return { data: undefined, status: 200, etag: answer?.etag, location: answer?.location, correlationId: 'c' };
  };
  const client = { patch: () => next('PATCH'), post: () => next('POST') } as unknown as GatewayClient;
  return { client, calls };
}

const failure = (status: number) =>
  status === 0
    ? new GatewayError({
        method: 'PATCH',
        path: '/works-orders/WO-1',
        kind: 'network',
        attempts: 1,
        correlationId: 'c',
      })
    : new GatewayError({
        method: 'PATCH',
        path: '/works-orders/WO-1',
        kind: 'http',
        status,
        attempts: 1,
        correlationId: 'c',
      });

const saved = {
  answers: { asset: 'Property', reason: 'RR-0301', property: 'AST-30001' },
  facts: { 'work-order': { id: 'WO-1', eTag: '"1"' } },
  toggles: {},
};
/** Saves a scope's draft with the payloads journeys/repair.json declares for it, for the customer CUS-1. */
const save = (client: GatewayClient, scope: Scope, delays: number[]) =>
  saveRepairDraft(
    client,
    scope,
    declaredPayloads('repair', 'save-repair-draft', scope) as unknown as DraftPayloads,
    'CUS-1',
    delays,
  );

describe('saving the draft work order', () => {
  it('should update with the eTag and keep the new one', async () => {
    const { client, calls } = clientAnswering([{ etag: '"2"' }]);
    expect(await save(client, saved, [])).toEqual({ id: 'WO-1', eTag: '"2"' });
    expect(calls).toEqual(['PATCH']);
  });

  it('should try a save that failed on the way again, then give up on the repair error page', async () => {
    const retried = clientAnswering([failure(503), failure(0), { etag: '"3"' }]);
    expect(await save(retried.client, saved, [1, 1])).toEqual({ id: 'WO-1', eTag: '"3"' });
    expect(retried.calls).toEqual(['PATCH', 'PATCH', 'PATCH']);
    const failing = clientAnswering([failure(503), failure(503)]);
    await expect(save(failing.client, saved, [1])).rejects.toMatchObject({
      messageKey: 'repair_Journey_Error_Message1',
    });
  });

  it('should never overwrite a draft changed elsewhere: a 412 is the conflict message, not tried again', async () => {
    const { client, calls } = clientAnswering([failure(412), { etag: '"9"' }]);
    const refused = save(client, saved, [1, 1]);
    await expect(refused).rejects.toBeInstanceOf(JourneyFailureError);
    await expect(refused).rejects.toMatchObject({ messageKey: DRAFT_CONFLICT_KEY });
    expect(calls).toEqual(['PATCH']);
  });

  it('should create the draft once, its id from the fifth part of the Location, and not try a create again', async () => {
    const facts = { assets: { byType: { Property: 'AST-30001' } }, 'repair-reasons': { reasons: [] } };
    const created = clientAnswering([{ etag: '"1"', location: '/api/v2/works-orders/WO-500001' }]);
    expect(await save(created.client, { ...saved, facts }, [1])).toEqual({
      id: 'WO-500001',
      eTag: '"1"',
    });
    const lost = clientAnswering([failure(0), { etag: '"1"', location: '/api/v2/works-orders/WO-500002' }]);
    await expect(save(lost.client, { ...saved, facts }, [1])).rejects.toBeInstanceOf(JourneyFailureError);
    expect(lost.calls).toEqual(['POST']);
  });
});
