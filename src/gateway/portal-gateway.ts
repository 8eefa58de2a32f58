import { createGatewayClient, type GatewayClient } from '../../gateway/client';
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
 * The gateway clients of the signed-in portal: subscription key and channel from the settings,
 * X-Agent-Id, X-Session-Id and the bearer token from the saved session. The HTTP policy's
 * `signOut` (a 401) clears all saved state and loads /startpage; `genericError` clears it and
 * loads /genericerror.
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
      onPolicyAction: (action) => {
        clearAllState();
        leave(action.type === 'signOut' ? START_PAGE_PATH : GENERIC_ERROR_PATH);
      },
    }),
    quietClient,
  };
}
