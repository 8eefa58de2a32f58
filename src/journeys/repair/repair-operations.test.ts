/**
 * The repair journey's calls leave their failures to the journey (REP-ERR-07): the submission's
 * priority call answering 503 ends on the repair error page with repair_Journey_Error_Message1,
 * and the app never clears the saved answers for /genericerror.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '../../../engine/browser';
import { createGatewayClient, type AppPolicyAction } from '../../../gateway/client';
import { failurePage, JOURNEY_ERROR_PATH } from '../journey-failure';
import { withDeclaredPayloads } from '../../../tests/support/declared-payloads';
import { repairOperations } from './repair-operations';

/** The portal's client on a gateway that answers every call with `status`, recording what the app was asked to do. */
function gatewayAnswering(status: number) {
  const acted: AppPolicyAction['type'][] = [];
  const calls: string[] = [];
  const client = createGatewayClient({
    baseUrl: 'https://gateway.test/api',
    subscriptionKey: 'key',
    session: { getCustomerId: () => 'CUS-1', getSessionId: () => 'S-1' },
    maxAttempts: 1,
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return new Response(`{"status":${status},"title":"Unavailable"}`, {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
    onPolicyAction: (action) => acted.push(action.type),
  });
  return { client, acted, calls };
}

const scope: Scope = {
  answers: { asset: 'Property', reason: 'RR-1', 'additional-details': 'The tap drips.' },
  facts: { 'work-order': { id: 'WO-9', eTag: '"1"' }, eligibility: { sorCode: 'PLUMTAP01' } },
  toggles: {},
};

describe('the repair operations’ failures (REP-ERR-07)', () => {
  // The priority request carries the date raised: a fixed one, never the real clock.
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a submission whose priority call answers 503 to the repair error page, the app not acting', async () => {
    const gateway = gatewayAnswering(503);
    const operations = repairOperations({
      client: gateway.client,
      saveClient: gateway.client,
      customerId: 'CUS-1',
      translate: (key) => key,
      formatDate: (iso) => iso,
    });
    const failed = await operations['submit-repair']?.(
      withDeclaredPayloads('repair', 'submit-repair', scope, { enhanced: 'false' }),
      scope,
    ).catch((error: unknown) => error);
    expect(gateway.calls).toEqual(['POST /api/works-orders/repair-priority']);
    expect(failurePage(failed)).toEqual({ path: JOURNEY_ERROR_PATH, messageKey: 'repair_Journey_Error_Message1' });
    expect(gateway.acted).toEqual([]);
  });
});
