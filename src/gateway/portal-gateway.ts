import { createGatewayClient, GatewayError, type GatewayClient } from '../../gateway/client';
import { readSession } from '../auth/session';
import type { PortalConfig } from '../config/portal-config';
import { clearAllState } from '../storage/root-store';
import { failureReporter } from '../telemetry/error-reporting';

/** The portal's two gateway clients. */
export interface PortalGateway {
  /** Every ordinary call: the HTTP policy acts on 401 (sign out) and on generic failures. */
  client: GatewayClient;
  /** For logging out and the telemetry: failures are the caller's, never reported (no loops). */
  quietClient: GatewayClient;
}

/** Where the app's policy actions lead. */
export const START_PAGE_PATH = '/startpage';
export const GENERIC_ERROR_PATH = '/genericerror';

/**
 * /genericerror for a failure: with the failed call's correlation id as the tracking id (the one
 * its error report carries, REP-PG-19), in the address so that it survives the full page load.
 *
 * @example
 * genericErrorPath(error); // '/genericerror?trackingId=5f0c…' for a GatewayError, else '/genericerror'
 */
export function genericErrorPath(error?: unknown): string {
  return error instanceof GatewayError
    ? `${GENERIC_ERROR_PATH}?trackingId=${encodeURIComponent(error.correlationId)}`
    : GENERIC_ERROR_PATH;
}

/**
 * The gateway clients of the signed-in portal: subscription key and channel from the settings,
 * X-Agent-Id, X-Session-Id and the bearer token from the saved session. The HTTP policy's
 * `signOut` (a 401) clears all saved state and loads /startpage; `genericError` clears it and
 * loads /genericerror with the failed call's tracking id.
 */
export function createPortalGateway(
  config: PortalConfig,
  leave: (path: string) => void,
  fetchImpl?: typeof globalThis.fetch,
): PortalGateway {
  const base = {
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    baseUrl: config.gatewayBaseUrl,
    subscriptionKey: config.subscriptionKey,
    channel: config.channel,
    session: {
      getCustomerId: () => readSession()?.customerId,
      getSessionId: () => readSession()?.sessionId,
      getAccessToken: () => readSession()?.accessToken,
    },
  };
  // Logging out and the telemetry: no policy, one attempt, and no report of its own failures.
  const quietClient = createGatewayClient({ ...base, maxAttempts: 1 });
  return {
    client: createGatewayClient({
      ...base,
      onFailure: failureReporter(quietClient, config.channel),
      onPolicyAction: (action, error) => {
        clearAllState();
        leave(action.type === 'signOut' ? START_PAGE_PATH : genericErrorPath(error));
      },
    }),
    quietClient,
  };
}
