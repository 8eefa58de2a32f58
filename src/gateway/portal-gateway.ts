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
 * Codes a gateway error may carry that the generic error page shows as its message instead of
 * Generic_Error (REP-ERR-13): IDEM_Error, a sign-in with no self-service account (the token
 * exchange's 403). Only these are taken from the address: a link cannot make the page say anything else.
 */
export const GENERIC_PAGE_MESSAGES = ['IDEM_Error'] as const;
export type GenericPageMessage = (typeof GENERIC_PAGE_MESSAGES)[number];

/** The generic page's message named in its address (`?message=`), when it is one it may show. */
export function genericPageMessage(value: string | null): GenericPageMessage | undefined {
  return GENERIC_PAGE_MESSAGES.find((key) => key === value);
}

/**
 * /genericerror for a failure: with the failed call's correlation id as the tracking id (the one
 * its error report carries, REP-PG-19), and the message its code names when the page has one (the
 * token exchange's IDEM_Error), in the address so that they survive the full page load.
 *
 * @example
 * genericErrorPath(error); // '/genericerror?trackingId=5f0c…' for a GatewayError, else '/genericerror'
 * genericErrorPath(idemError); // '/genericerror?trackingId=5f0c…&message=IDEM_Error'
 */
export function genericErrorPath(error?: unknown): string {
  if (!(error instanceof GatewayError)) return GENERIC_ERROR_PATH;
  const query = new URLSearchParams({ trackingId: error.correlationId });
  const message = genericPageMessage(error.errors.find((item) => genericPageMessage(item.code ?? null))?.code ?? null);
  if (message) query.set('message', message);
  return `${GENERIC_ERROR_PATH}?${query.toString()}`;
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
