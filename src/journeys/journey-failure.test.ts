import { describe, expect, it } from 'vitest';
import { EffectFailedError } from '../../engine/browser';
import { GatewayError } from '../../gateway/client';
import { failAs, failurePage, JOURNEY_ERROR_PATH, JourneyFailureError } from './journey-failure';

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
