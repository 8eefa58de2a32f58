import { ofetch } from 'ofetch';
import { DEFAULT_CHANNEL, GatewayHeader } from '../../schemas/http-headers';
import { sendAttempt, type AttemptResult } from './attempt';
import type {
  GatewayClient,
  GatewayClientOptions,
  GatewayRequestOptions,
  GatewayResponse,
  HttpMethod,
} from './client-types';
import {
  DEFAULT_AGENT_ID,
  DEFAULT_TIMEOUT_MS,
  MAX_ATTEMPTS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from './constants';
import { newCorrelationId } from './correlation-id';
import { GatewayError } from './gateway-error';
import { appendQuery, joinUrl } from './gateway-url';
import { isAppPolicyAction, isSuccessfulOutcome } from './http-policy';
import { buildRequestHeaders } from './request-headers';
import { retryDelayMs, shouldRetry } from './retry-policy';

export type {
  GatewayClient,
  GatewayClientOptions,
  GatewayRequestOptions,
  GatewayResponse,
  HttpMethod,
} from './client-types';

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Creates the portal's gateway client: one ofetch instance, the spec's headers on every call, 5000 ms
 * per attempt, the "5 hits" retry rule (retry-policy.ts) and the HTTP policy (http-policy.ts).
 * A call resolves with data, entity tag and location, or rejects with a GatewayError whose
 * `action` says what the policy decided.
 *
 * @example
 * const client = createGatewayClient({
 *   baseUrl: '/api',
 *   subscriptionKey: config.subscriptionKey,
 *   session: { getCustomerId: () => store.customerId, getSessionId: () => store.sessionId },
 *   onPolicyAction: (action) => (action.type === 'signOut' ? signOutAndReload() : goToGenericError()),
 * });
 * const { data, etag } = await client.get<Customer>(gatewayPath`/customers/${id}`);
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetcher = ofetch.create(
    { retry: false, ignoreResponseError: true },
    options.fetch ? { fetch: options.fetch } : {},
  );
  const clientMaxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;

  const fail = (error: GatewayError): never => {
    try {
      options.onFailure?.(error);
    } catch {
      // Reporting a failure never changes how the call fails.
    }
    const { action } = error;
    if (isAppPolicyAction(action) && options.onPolicyAction) {
      try {
        options.onPolicyAction(action, error);
      } catch (handlerError) {
        queueMicrotask(() => {
          throw handlerError;
        });
      }
    }
    throw error;
  };

  /**
   * Reads in flight, by everything that shapes their answer: a GET asked while the same GET is
   * on its way takes that call's answer (or failure, reported once) instead of a second request.
   * Pages whose parts each read the same thing as they mount (the dashboard's cards and header
   * asked for the resident's tenancies four times at once) send it once (docs/adr/0014). Only
   * calls in flight are shared, never a settled answer, and any write forgets them, so a read
   * asked after a write is always a new request.
   */
  const readsInFlight = new Map<
    string,
    { answer: Promise<GatewayResponse<unknown>>; abort: AbortController; callers: number }
  >();

  function request<T>(
    method: HttpMethod,
    path: string,
    callOptions: GatewayRequestOptions = {},
  ): Promise<GatewayResponse<T>> {
    if (method !== 'GET' || callOptions.body !== undefined || callOptions.keepalive) {
      readsInFlight.clear();
      return send<T>(method, path, callOptions);
    }
    const { signal, ...shaping } = callOptions;
    const key = JSON.stringify([path, shaping]);
    let shared = readsInFlight.get(key);
    if (!shared) {
      const abort = new AbortController();
      const answer = send<unknown>(method, path, { ...shaping, signal: abort.signal });
      const entry = { answer, abort, callers: 0 };
      readsInFlight.set(key, entry);
      const forget = () => {
        if (readsInFlight.get(key) === entry) readsInFlight.delete(key);
      };
      answer.then(forget, forget);
      shared = entry;
    }
    return joinRead(shared, signal) as Promise<GatewayResponse<T>>;
  }

  /**
   * One caller's share of a read in flight: its own signal ends its share at once (rejecting with
   * the signal's reason, as an unshared call does), and the request itself is aborted only when
   * every caller has left it.
   */
  function joinRead(
    shared: { answer: Promise<GatewayResponse<unknown>>; abort: AbortController; callers: number },
    signal: AbortSignal | undefined,
  ): Promise<GatewayResponse<unknown>> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    shared.callers += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      shared.callers -= 1;
    };
    if (!signal) {
      shared.answer.then(leave, leave);
      return shared.answer;
    }
    return new Promise((resolve, reject) => {
      const stop = () => {
        leave();
        if (shared.callers === 0) shared.abort.abort(signal.reason);
        reject(signal.reason);
      };
      signal.addEventListener('abort', stop, { once: true });
      shared.answer.then(
        (answer) => {
          signal.removeEventListener('abort', stop);
          leave();
          resolve(answer);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', stop);
          leave();
          reject(error);
        },
      );
    });
  }

  async function send<T>(
    method: HttpMethod,
    path: string,
    callOptions: GatewayRequestOptions = {},
  ): Promise<GatewayResponse<T>> {
    const correlationId = (options.createCorrelationId ?? newCorrelationId)();
    const maxAttempts = Math.max(1, Math.min(callOptions.maxAttempts ?? clientMaxAttempts, clientMaxAttempts));
    const url = appendQuery(joinUrl(options.baseUrl, path), callOptions.query);
    let attempt = 0;
    let result: AttemptResult;
    for (;;) {
      attempt += 1;
      result = await sendAttempt(fetcher, {
        url,
        method,
        headers: buildRequestHeaders({
          subscriptionKey: options.subscriptionKey,
          channel: options.channel ?? DEFAULT_CHANNEL,
          session: options.session,
          defaultAgentId: options.defaultAgentId ?? DEFAULT_AGENT_ID,
          correlationId,
          etag: callOptions.etag,
          operationKey: callOptions.operationKey,
          accept: callOptions.responseType === 'blob' ? '*/*' : 'application/json',
        }),
        body: callOptions.body,
        responseType: callOptions.responseType ?? 'json',
        timeoutMs: callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        signal: callOptions.signal,
        keepalive: callOptions.keepalive,
      });
      const status = result.kind === 'http' ? result.status : undefined;
      if (result.kind === 'http' && isSuccessfulOutcome({ method, kind: 'http', status })) {
        return {
          data: result.body as T | undefined,
          status: result.status,
          etag: result.headers.get(GatewayHeader.etag) ?? undefined,
          location: result.headers.get(GatewayHeader.location) ?? undefined,
          correlationId,
        };
      }
      const retry = shouldRetry({
        method,
        hasOperationKey: Boolean(callOptions.operationKey),
        kind: result.kind,
        status,
        attempt,
        maxAttempts,
      });
      const delay = retry
        ? retryDelayMs(attempt, {
            baseDelayMs: options.retryBaseDelayMs ?? RETRY_BASE_DELAY_MS,
            maxDelayMs: options.retryMaxDelayMs ?? RETRY_MAX_DELAY_MS,
            retryAfter: result.kind === 'http' ? result.headers.get('Retry-After') : undefined,
          })
        : undefined;
      if (delay === undefined) break;
      await sleep(delay, callOptions.signal);
    }
    return fail(
      new GatewayError({
        method,
        path,
        kind: result.kind,
        status: result.kind === 'http' ? result.status : undefined,
        body: result.kind === 'http' ? result.body : undefined,
        cause: result.kind === 'http' ? undefined : result.cause,
        correlationId,
        attempts: attempt,
        callerHandlesFailure: callOptions.callerHandlesFailure,
      }),
    );
  }

  return {
    request,
    get: (path, callOptions) => request('GET', path, callOptions),
    post: (path, body, callOptions) => request('POST', path, { ...callOptions, body }),
    put: (path, body, callOptions) => request('PUT', path, { ...callOptions, body }),
    patch: (path, body, callOptions) => request('PATCH', path, { ...callOptions, body }),
    delete: (path, callOptions) => request('DELETE', path, callOptions),
  };
}
