import { isHandledByApp, type GatewayClient, type GatewayRequestOptions } from '../../gateway/client';

/**
 * An operation failed in a way the resident must be told about on a page of its own: where to
 * go and the message key to show there (for example /repairJourneyErrorPage with
 * Financial_API_Error when a referral cannot be sent).
 */
export class JourneyFailureError extends Error {
  constructor(
    readonly path: string,
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(`Journey operation failed: ${messageKey}`, options);
    this.name = 'JourneyFailureError';
  }
}

/** The error page of journeys (REP-ERR-07, ACC-CAS-17, ACC-FIN-08). */
export const JOURNEY_ERROR_PATH = '/repairJourneyErrorPage';

/**
 * Runs an operation of a journey; a failure the gateway client has not already acted on (a 401
 * signs out) becomes the journeys' error page with the message, and a JourneyFailureError passes
 * as it is.
 *
 * @example
 * 'submit-case': () => failAs('Case_CC023', () => createCase(client, payload)),
 */
export async function failAs<T>(messageKey: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isHandledByApp(error) || error instanceof JourneyFailureError) throw error;
    throw new JourneyFailureError(JOURNEY_ERROR_PATH, messageKey, { cause: error });
  }
}

/**
 * Where a journey's failure shows: the page and message of the JourneyFailureError it holds (an
 * operation's failure arrives wrapped in EffectFailedError, the journey's own reason its cause),
 * else the journeys' error page with the general message; null when the gateway client has already
 * acted on it (a 401 signs out).
 *
 * @example
 * failurePage(new EffectFailedError('submit-case', { cause: new JourneyFailureError('/x', 'Case_CC023') }))
 * // { path: '/x', messageKey: 'Case_CC023' }
 */
export function failurePage(error: unknown): { path: string; messageKey: string } | null {
  let reason: unknown = error;
  while (!(reason instanceof JourneyFailureError) && reason instanceof Error && reason.cause !== undefined)
    reason = reason.cause;
  if (isHandledByApp(error) || isHandledByApp(reason)) return null;
  return reason instanceof JourneyFailureError
    ? { path: reason.path, messageKey: reason.messageKey }
    : { path: JOURNEY_ERROR_PATH, messageKey: 'repair_Journey_Error_Message1' };
}

/**
 * The gateway client a journey's checks and submission call through: every failure but a 401
 * (sign-out) and a 412 comes back to the operation (the HTTP policy's callerHandlesFailure), which
 * sends it to the journey's own error page (REP-ERR-07). Through the plain client a failed POST
 * other than a 500 (a 503, a timeout, a lost connection) would clear every saved answer and show
 * /genericerror instead. Failures are still reported (the client's onFailure) and retried as before.
 *
 * @example
 * const client = journeyClient(portalClient); // client.post(...) rejects with returnError on a 503
 */
export function journeyClient(client: GatewayClient): GatewayClient {
  const own = (options?: GatewayRequestOptions): GatewayRequestOptions => ({ callerHandlesFailure: true, ...options });
  return {
    request: (method, path, options) => client.request(method, path, own(options)),
    get: (path, options) => client.get(path, own(options)),
    post: (path, body, options) => client.post(path, body, own(options)),
    put: (path, body, options) => client.put(path, body, own(options)),
    patch: (path, body, options) => client.patch(path, body, own(options)),
    delete: (path, options) => client.delete(path, own(options)),
  };
}
