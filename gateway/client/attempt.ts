import type { $Fetch } from 'ofetch';
import { parseJsonBody } from './response-body';

/** How the body of a successful response is read: JSON (the gateway's bodies) or a Blob (documents, PDFs). */
export type ResponseKind = 'json' | 'blob';

/** One HTTP exchange to try. */
export interface AttemptRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  responseType: ResponseKind;
  timeoutMs: number;
  /** The caller's signal: aborting it ends the call at once, without retries or policy. */
  signal?: AbortSignal;
  /** fetch keepalive: the request survives the page being left. */
  keepalive?: boolean;
}

/** The result of one attempt: a response (any status), or no response. */
export type AttemptResult =
  { kind: 'http'; status: number; headers: Headers; body: unknown } | { kind: 'network' | 'timeout'; cause: unknown };

/**
 * Sends one attempt through the ofetch instance, with its own timeout covering the whole exchange
 * (headers and body). A response of any status resolves; a failed connection or a timeout resolves
 * as `network` or `timeout`; only the caller's own abort rejects (with the signal's reason).
 * A JSON body that does not parse is `undefined`; an error body read as a Blob is parsed as JSON.
 */
export async function sendAttempt(fetcher: $Fetch, request: AttemptRequest): Promise<AttemptResult> {
  const { signal } = request;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${request.timeoutMs} ms`, 'TimeoutError'));
  }, request.timeoutMs);
  const abortFromCaller = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const response = await fetcher.raw(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body as BodyInit | Record<string, unknown> | undefined,
      signal: controller.signal,
      ...(request.keepalive ? { keepalive: true } : {}),
      responseType: request.responseType === 'blob' ? 'blob' : 'text',
      retry: false,
      ignoreResponseError: true,
    });
    const raw: unknown = response._data;
    const failed = response.status >= 400;
    let body: unknown;
    if (raw instanceof Blob) body = failed ? parseJsonBody(await raw.text()) : raw;
    else body = parseJsonBody(typeof raw === 'string' ? raw : undefined);
    return { kind: 'http', status: response.status, headers: response.headers, body };
  } catch (cause) {
    signal?.throwIfAborted();
    return { kind: timedOut ? 'timeout' : 'network', cause };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}
