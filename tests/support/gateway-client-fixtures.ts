import { expect } from 'vitest';
import { createGatewayClient, type GatewayClientOptions } from '../../gateway/client/gateway-client';
import { GatewayError } from '../../gateway/client/gateway-error';

/**
 * A gateway client for the client's own tests (gateway/client/gateway-client*.test.ts), with the
 * test customer and session.
 */
export function clientFor(baseUrl: string, overrides: Partial<GatewayClientOptions> = {}) {
  return createGatewayClient({
    baseUrl,
    subscriptionKey: 'sub-key-1',
    session: { getCustomerId: () => 'CUST-1', getSessionId: () => 'SESSION-1' },
    // Generous, so a loaded machine never turns an ordinary test into a retry; timing tests pass their own.
    timeoutMs: 3000,
    // No pause between attempts: the retry tests against the local server count attempts, never
    // time them, so nothing waits on a real timer (the timing tests use a scripted fetch and fake timers).
    retryBaseDelayMs: 0,
    retryMaxDelayMs: 0,
    ...overrides,
  });
}

/** The GatewayError a call rejects with (the test fails when it resolves or rejects otherwise). */
export async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}
