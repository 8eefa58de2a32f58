import type { ErrorItem } from '../../schemas/generated/types';
import {
  decideHttpAction,
  isAppPolicyAction,
  PRECONDITION_FAILED_TITLE,
  type HttpPolicyAction,
  type OutcomeKind,
} from './http-policy';

/** Status names (REP-ERR-11); every other status is "Unknown Error", except 412. */
export const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Server Error',
};

export const UNKNOWN_ERROR_TITLE = 'Unknown Error';

/**
 * Title of a failed response: the spec's status name, or for 412 the server's own title.
 *
 * @example
 * statusTitle(404); // 'Not Found'
 * statusTitle(412, 'Version mismatch'); // 'Version mismatch'
 * statusTitle(418, 'I am a teapot'); // 'Unknown Error'
 */
export function statusTitle(status: number, serverTitle?: string): string {
  if (status === 412) return serverTitle || PRECONDITION_FAILED_TITLE;
  return STATUS_TITLES[status] ?? UNKNOWN_ERROR_TITLE;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `errors` list of an error body (schemas/error-body), keeping only well-formed entries;
 * an empty list for any other body.
 *
 * @example
 * readErrorItems({ status: 400, title: 'Bad Request', errors: [{ message: 'Too long', field: 'body.text' }] });
 * // [{ message: 'Too long', field: 'body.text' }]
 * readErrorItems('<html>'); // []
 */
export function readErrorItems(body: unknown): ErrorItem[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((entry: unknown): ErrorItem[] => {
    if (!isRecord(entry) || typeof entry.message !== 'string') return [];
    const item: ErrorItem = { message: entry.message };
    if (typeof entry.field === 'string') item.field = entry.field;
    if (typeof entry.code === 'string') item.code = entry.code;
    return [item];
  });
}

/** What the client knows about a failed call. */
export interface GatewayErrorInit {
  method: string;
  /** Path of the call below the base URL, without the query (which may hold personal data). */
  path: string;
  kind: OutcomeKind;
  /** Response status when `kind` is `http`. */
  status?: number;
  /** Parsed response body, if any. */
  body?: unknown;
  correlationId: string;
  /** Attempts made, retries included. */
  attempts: number;
  cause?: unknown;
  /** The caller shows its own message for the failure (GatewayRequestOptions.callerHandlesFailure). */
  callerHandlesFailure?: boolean;
}

/**
 * A failed gateway call. A failed response carries status, title and the errors list of its body;
 * a network failure or timeout carries the status only (0). `action` is the HTTP policy's decision,
 * so a caller can tell "returned to me" (returnStatus, returnError, reportPreconditionFailed) from
 * "the app already acts" (signOut, genericError).
 *
 * @example
 * try {
 *   await getCustomer(client, id);
 * } catch (error) {
 *   if (error instanceof GatewayError && error.status === 404) showNotFound();
 *   else throw error;
 * }
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly kind: OutcomeKind;
  readonly status: number;
  readonly title: string | undefined;
  readonly errors: readonly ErrorItem[];
  readonly method: string;
  readonly path: string;
  readonly correlationId: string;
  readonly attempts: number;
  readonly body: unknown;
  readonly action: HttpPolicyAction;

  constructor(init: GatewayErrorInit) {
    const method = init.method.toUpperCase();
    const status = init.kind === 'http' ? (init.status ?? 0) : 0;
    const serverTitle = isRecord(init.body) && typeof init.body.title === 'string' ? init.body.title : undefined;
    const title = init.kind === 'http' ? statusTitle(status, serverTitle) : undefined;
    const what =
      init.kind === 'http' ? `${status} ${title}` : init.kind === 'timeout' ? 'timed out' : 'network failure';
    super(`${method} ${init.path}: ${what} after ${init.attempts} attempt${init.attempts === 1 ? '' : 's'}`, {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = status;
    this.title = title;
    this.errors = init.kind === 'http' ? readErrorItems(init.body) : [];
    this.method = method;
    this.path = init.path;
    this.correlationId = init.correlationId;
    this.attempts = init.attempts;
    this.body = init.body;
    const callerHandlesFailure = init.callerHandlesFailure === true;
    this.action = decideHttpAction({ method, kind: init.kind, status, title, callerHandlesFailure }) ?? {
      type: 'genericError',
    };
  }
}

/**
 * True for a gateway error whose action the app already carries out (sign-out, the generic error
 * page): the caller must not act on it again (show its own message, navigate).
 *
 * @example
 * catch (error) { if (!isHandledByApp(error)) setState('error'); }
 */
export function isHandledByApp(error: unknown): error is GatewayError {
  return error instanceof GatewayError && isAppPolicyAction(error.action);
}
