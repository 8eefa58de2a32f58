/**
 * The HTTP-layer policy (docs/rules.md REP-API-03 to REP-API-05), as a pure function. The client asks it what a finished call means; the
 * app acts on the answer (signs out, shows the generic error page) through `onPolicyAction`.
 *
 * | outcome (after the retries of the "5 hits" rule) | action |
 * |---|---|
 * | a response with status 200–399 | none (`undefined`): the data goes to the caller |
 * | 401, any method | `signOut`: clear local storage, go to the site origin's start page and reload |
 * | 412, any method | `reportPreconditionFailed`: status and the server's title go to the caller |
 * | any other failure of a GET or HEAD (other status, network failure, timeout) | `returnStatus`: the status (0 without a response) goes to the caller |
 * | any other failure of a call whose caller shows its own message (`callerHandlesFailure`, e.g. the reschedule, REP-CXL-05) | `returnError`: the caller handles it |
 * | 500 on POST or PATCH | `returnError`: the caller handles it (the booking goes to /genericerror after 1 s) |
 * | every other failure (other status, network failure or timeout of POST, PUT, PATCH, DELETE) | `genericError`: clear storage, go to /genericerror |
 *
 * The rows are checked top to bottom; the first that matches decides.
 */

/** How a call ended: a response arrived (`http`), the connection failed (`network`) or an attempt ran out of time (`timeout`). */
export type OutcomeKind = 'http' | 'network' | 'timeout';

/** What the policy needs to know about a finished call. */
export interface HttpOutcome {
  /** Request method, in any case. */
  method: string;
  kind: OutcomeKind;
  /** Response status; only read when `kind` is `http`. */
  status?: number;
  /** The server's title from the error body; kept for 412. */
  title?: string;
  /** The caller shows its own message for every failure but 401 and 412 (GatewayRequestOptions.callerHandlesFailure). */
  callerHandlesFailure?: boolean;
}

/** Clear local storage, return to the site origin's start page and reload. */
export interface SignOutAction {
  type: 'signOut';
}

/** 412: the caller gets status and title (the reschedule screen shows SSR071). */
export interface ReportPreconditionFailedAction {
  type: 'reportPreconditionFailed';
  status: 412;
  title: string;
}

/** A failed read: the caller gets the status code (0 when no response arrived). */
export interface ReturnStatusAction {
  type: 'returnStatus';
  status: number;
}

/** 500 on POST or PATCH, or any failure of a call whose caller handles failures: the caller decides what to show. */
export interface ReturnErrorAction {
  type: 'returnError';
  /** 0 when no response arrived. */
  status: number;
  title: string;
}

/** Clear local storage and go to /genericerror. */
export interface GenericErrorAction {
  type: 'genericError';
}

export type HttpPolicyAction =
  SignOutAction | ReportPreconditionFailedAction | ReturnStatusAction | ReturnErrorAction | GenericErrorAction;

/** The actions the app itself carries out (the others are for the caller of the request). */
export type AppPolicyAction = SignOutAction | GenericErrorAction;

/** Title used for a 412 whose body carries none. */
export const PRECONDITION_FAILED_TITLE = 'Precondition Failed';

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
const CALLER_HANDLES_500: ReadonlySet<string> = new Set(['POST', 'PATCH']);

/**
 * Whether an outcome is a success: a response with a status from 200 to 399.
 *
 * @example
 * isSuccessfulOutcome({ method: 'GET', kind: 'http', status: 204 }); // true
 * isSuccessfulOutcome({ method: 'GET', kind: 'timeout' }); // false
 */
export function isSuccessfulOutcome(outcome: HttpOutcome): boolean {
  const status = outcome.status ?? 0;
  return outcome.kind === 'http' && status >= 200 && status < 400;
}

/**
 * Decides what a finished call means, following the table at the top of this file.
 * Returns `undefined` for a success and exactly one action for every failure.
 *
 * @example
 * decideHttpAction({ method: 'GET', kind: 'http', status: 401 }); // { type: 'signOut' }
 * decideHttpAction({ method: 'GET', kind: 'http', status: 404 }); // { type: 'returnStatus', status: 404 }
 * decideHttpAction({ method: 'POST', kind: 'http', status: 500 }); // { type: 'returnError', status: 500, title: 'Server Error' }
 * decideHttpAction({ method: 'PUT', kind: 'network' }); // { type: 'genericError' }
 * decideHttpAction({ method: 'PATCH', kind: 'http', status: 409, title: 'Conflict', callerHandlesFailure: true }); // { type: 'returnError', status: 409, title: 'Conflict' }
 */
export function decideHttpAction(outcome: HttpOutcome): HttpPolicyAction | undefined {
  if (isSuccessfulOutcome(outcome)) return undefined;
  const method = outcome.method.toUpperCase();
  const status = outcome.kind === 'http' ? (outcome.status ?? 0) : 0;
  if (outcome.kind === 'http' && status === 401) return { type: 'signOut' };
  if (outcome.kind === 'http' && status === 412) {
    return { type: 'reportPreconditionFailed', status: 412, title: outcome.title || PRECONDITION_FAILED_TITLE };
  }
  if (READ_METHODS.has(method)) return { type: 'returnStatus', status };
  if (outcome.callerHandlesFailure) return { type: 'returnError', status, title: outcome.title ?? '' };
  if (outcome.kind === 'http' && status === 500 && CALLER_HANDLES_500.has(method)) {
    return { type: 'returnError', status: 500, title: 'Server Error' };
  }
  return { type: 'genericError' };
}

/**
 * Whether the app (not the caller) carries out the action: sign-out and the generic error page.
 *
 * @example
 * isAppPolicyAction({ type: 'signOut' }); // true
 * isAppPolicyAction({ type: 'returnStatus', status: 404 }); // false
 */
export function isAppPolicyAction(action: HttpPolicyAction): action is AppPolicyAction {
  return action.type === 'signOut' || action.type === 'genericError';
}
