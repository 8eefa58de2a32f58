import type { Channel } from '../../schemas/http-headers';
import type { ResponseKind } from './attempt';
import type { GatewayError } from './gateway-error';
import type { QueryParams } from './gateway-url';
import type { AppPolicyAction } from './http-policy';
import type { GatewaySession } from './request-headers';

/** Types of the gateway client's options, calls and answers. */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface GatewayClientOptions {
  /** Base URL of the gateway API: '/api' in the portal, an absolute URL in Node. */
  baseUrl: string;
  subscriptionKey: string;
  /** Sent as `Channel`; DEFAULT_CHANNEL (CustomerSelfService) by default. */
  channel?: Channel;
  session: GatewaySession;
  /** `X-Agent-Id` while no customer id is stored; DEFAULT_AGENT_ID by default. */
  defaultAgentId?: string;
  /** The fetch to use (tests, server-side callers); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  /**
   * Called when the policy says the app must act: `signOut` (clear local storage, go to the site
   * origin's start page, reload) or `genericError` (clear storage, go to /genericerror). The call
   * still rejects with the GatewayError. A handler that throws does not change that; its error is
   * rethrown on its own so that the app's error reporting sees it.
   */
  onPolicyAction?: (action: AppPolicyAction, error: GatewayError) => void;
  /**
   * Called once for every failed call (after its retries; not for the caller's own abort), before
   * `onPolicyAction` and synchronously, so the signed-in state is still there to read: the
   * portal's error reporting. A handler that throws does not change the call's rejection.
   */
  onFailure?: (error: GatewayError) => void;
  /** Time per attempt; DEFAULT_TIMEOUT_MS (5000) by default. */
  timeoutMs?: number;
  /** Attempts in all for a repeatable call; MAX_ATTEMPTS (5) by default. */
  maxAttempts?: number;
  /** Backoff tuning; the constants by default (tests pass small values). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Makes the correlation id of each call; newCorrelationId by default. */
  createCorrelationId?: () => string;
}

export interface GatewayRequestOptions {
  query?: QueryParams;
  /** JSON body (a plain object or array), or a BodyInit such as FormData. */
  body?: unknown;
  /** Entity tag sent as `If-Match`; DEFAULT_IF_MATCH when absent. */
  etag?: string | null;
  /** Sent as `Operation-Key`; makes a POST or PATCH repeatable. */
  operationKey?: string | null;
  /** Time per attempt, e.g. APPOINTMENT_TIMEOUT_MS for the availability fetch. */
  timeoutMs?: number;
  /** Attempts in all, at most the client's; 1 turns retries off for this call. */
  maxAttempts?: number;
  /** Aborting it ends the call at once with the signal's reason, without policy action. */
  signal?: AbortSignal;
  /** 'blob' for documents; 'json' by default. */
  responseType?: ResponseKind;
  /** Lets the request outlive the page (fetch keepalive), e.g. an error report sent as the page is left. */
  keepalive?: boolean;
  /**
   * The caller shows its own message for a failure: every failure but 401 (sign-out) and 412
   * rejects with `returnError` instead of the app's generic error page (http-policy.ts).
   */
  callerHandlesFailure?: boolean;
}

/** A successful call. `data` is undefined when the body is empty or does not parse. */
export interface GatewayResponse<T> {
  data: T | undefined;
  status: number;
  /** The response's `ETag`, to pass back as `etag` on the next write. */
  etag: string | undefined;
  /** The response's `Location` (see idFromLocation). */
  location: string | undefined;
  correlationId: string;
}

export interface GatewayClient {
  request<T>(method: HttpMethod, path: string, options?: GatewayRequestOptions): Promise<GatewayResponse<T>>;
  get<T>(path: string, options?: GatewayRequestOptions): Promise<GatewayResponse<T>>;
  post<T>(path: string, body: unknown, options?: GatewayRequestOptions): Promise<GatewayResponse<T>>;
  put<T>(path: string, body: unknown, options?: GatewayRequestOptions): Promise<GatewayResponse<T>>;
  patch<T>(path: string, body: unknown, options?: GatewayRequestOptions): Promise<GatewayResponse<T>>;
  delete<T>(path: string, options?: GatewayRequestOptions): Promise<GatewayResponse<T>>;
}
