import { describe, expect, it } from 'vitest';
import { EffectFailedError } from '../../engine/browser';
import { createGatewayClient, GatewayError, type AppPolicyAction } from '../../gateway/client';
import { failAs, failurePage, JOURNEY_ERROR_PATH, journeyClient, JourneyFailureError } from './journey-failure';

const gatewayFailure = (status: number) =>
  new GatewayError({ method: 'POST', path: '/cases', kind: 'http', status, correlationId: 'c', attempts: 1 });

describe('failAs', () => {
  it("turns a failure left to the caller (a 500 on POST) into the journeys' error page with the message, and passes the others as they are", async () => {
    const failed = await failAs('Case_CC023', () => Promise.reject(gatewayFailure(500))).catch((error) => error);
    expect(failed).toMatchObject({ path: JOURNEY_ERROR_PATH, messageKey: 'Case_CC023' });
    const own = new JourneyFailureError('/genericerror', 'cases_servicedown');
    expect(await failAs('Case_CC023', () => Promise.reject(own)).catch((error) => error)).toBe(own);
    const signedOut = gatewayFailure(401);
    expect(await failAs('Case_CC023', () => Promise.reject(signedOut)).catch((error) => error)).toBe(signedOut);
  });
});

describe('failurePage', () => {
  it('finds the journey failure inside an operation failure', () => {
    const wrapped = new EffectFailedError('submit-case', { cause: new JourneyFailureError('/x', 'Case_CC023') });
    expect(failurePage(wrapped)).toEqual({ path: '/x', messageKey: 'Case_CC023' });
  });

  it("sends any other failure to the journeys' error page, and none the gateway client already acted on", () => {
    expect(failurePage(new Error('boom'))).toEqual({
      path: JOURNEY_ERROR_PATH,
      messageKey: 'repair_Journey_Error_Message1',
    });
    expect(failurePage(gatewayFailure(401))).toBeNull();
    expect(failurePage(new EffectFailedError('save-draft', { cause: gatewayFailure(401) }))).toBeNull();
  });
});

describe('journeyClient', () => {
  /** A client like the portal's: the app acts on generic failures and sign-outs; the gateway answers `status`. */
  function portalClient(status: number) {
    const acted: AppPolicyAction['type'][] = [];
    const client = createGatewayClient({
      baseUrl: 'https://gateway.test/api',
      subscriptionKey: 'key',
      session: { getCustomerId: () => 'CUS-1', getSessionId: () => 'S-1' },
      maxAttempts: 1,
      fetch: async () => new Response('{"status":' + status + ',"title":"Down"}', { status }),
      onPolicyAction: (action) => acted.push(action.type),
    });
    return { client, acted };
  }

  it('leaves a failed check to the journey (REP-ERR-07), where the plain client would have the app show /genericerror', async () => {
    const plain = portalClient(503);
    await plain.client.post('/works-orders/eligibilityoutcomes', {}).catch(() => undefined);
    expect(plain.acted).toEqual(['genericError']);

    const journey = portalClient(503);
    const failed = await journeyClient(journey.client)
      .post('/works-orders/eligibilityoutcomes', {})
      .catch((error: unknown) => error);
    expect(journey.acted).toEqual([]);
    expect(failed).toMatchObject({ status: 503, action: { type: 'returnError' } });
    expect(
      failurePage(await failAs('repair_Journey_Error_Message1', () => Promise.reject(failed)).catch((error) => error)),
    ).toEqual({
      path: JOURNEY_ERROR_PATH,
      messageKey: 'repair_Journey_Error_Message1',
    });
  });

  it('still lets the app sign the resident out on a 401', async () => {
    const journey = portalClient(401);
    await journeyClient(journey.client)
      .patch('/works-orders/WO-1', {})
      .catch(() => undefined);
    expect(journey.acted).toEqual(['signOut']);
  });
});
