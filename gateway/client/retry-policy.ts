import { MAX_ATTEMPTS, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, RETRYABLE_STATUSES } from './constants';
import type { OutcomeKind } from './http-policy';

/**
 * The "5 hits" rule (REP-API-07: 5000 ms an attempt, up to 5 attempts), as pure functions.
 *
 * - Which requests: GET, HEAD and OPTIONS always; PUT and DELETE too, because they are idempotent
 *   (RFC 9110 §9.2.2) and always carry `If-Match`, so a replay can never overwrite someone else's
 *   change (at worst it answers 412 or 404 after a lost response). POST and PATCH only when the call
 *   carries an `Operation-Key` header, with which the gateway recognises a repeat; otherwise never.
 * - Which outcomes: a network failure, a timed-out attempt, or a status in RETRYABLE_STATUSES
 *   (408, 425, 429, 502, 503, 504). Never another 4xx, never a 500.
 * - How often: at most MAX_ATTEMPTS attempts in all, with a short exponential backoff.
 */

const ALWAYS_RETRYABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** A failed attempt, as the retry rule sees it. */
export interface FailedAttempt {
  method: string;
  /** Whether the call carries an `Operation-Key` header. */
  hasOperationKey: boolean;
  kind: OutcomeKind;
  /** Response status when `kind` is `http`. */
  status?: number;
  /** 1 for the first attempt. */
  attempt: number;
  /** Attempts allowed in all; MAX_ATTEMPTS unless the call says otherwise. */
  maxAttempts?: number;
}

/**
 * Whether a request may be sent more than once.
 *
 * @example
 * isRepeatableRequest('GET', false); // true
 * isRepeatableRequest('POST', false); // false
 * isRepeatableRequest('POST', true); // true: the gateway deduplicates on the operation key
 */
export function isRepeatableRequest(method: string, hasOperationKey: boolean): boolean {
  return ALWAYS_RETRYABLE_METHODS.has(method.toUpperCase()) || hasOperationKey;
}

/**
 * Whether the failed attempt is worth another one.
 *
 * @example
 * shouldRetry({ method: 'GET', hasOperationKey: false, kind: 'http', status: 503, attempt: 1 }); // true
 * shouldRetry({ method: 'GET', hasOperationKey: false, kind: 'http', status: 503, attempt: 5 }); // false
 * shouldRetry({ method: 'POST', hasOperationKey: false, kind: 'timeout', attempt: 1 }); // false
 */
export function shouldRetry(failed: FailedAttempt): boolean {
  if (failed.attempt >= (failed.maxAttempts ?? MAX_ATTEMPTS)) return false;
  if (!isRepeatableRequest(failed.method, failed.hasOperationKey)) return false;
  if (failed.kind !== 'http') return true;
  return RETRYABLE_STATUSES.has(failed.status ?? 0);
}

/** Tuning of the backoff; the defaults are the constants. */
export interface BackoffOptions {
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** The response's `Retry-After` header, if any. */
  retryAfter?: string | null;
  /** A number in [0, 1) for the jitter; Math.random() by default. */
  random?: number;
  /** Current time in ms, for a `Retry-After` date; Date.now() by default. */
  now?: number;
}

/**
 * Pause before the retry that follows failed attempt number `attempt`: the base delay doubled per
 * attempt, capped, with "equal jitter" (half fixed, half random) so that many portals do not retry in
 * step. A `Retry-After` within the cap is honoured instead; one beyond the cap gives `undefined`:
 * give up now rather than keep a resident waiting.
 *
 * @example
 * retryDelayMs(1, { random: 0 }); // 100 (half of 200)
 * retryDelayMs(3, { random: 0.999 }); // just under 800
 * retryDelayMs(1, { retryAfter: '1' }); // 1000
 * retryDelayMs(1, { retryAfter: '120' }); // undefined
 */
export function retryDelayMs(attempt: number, options: BackoffOptions = {}): number | undefined {
  const base = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const cap = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  const asked = parseRetryAfter(options.retryAfter, options.now ?? Date.now());
  if (asked !== undefined) return asked <= cap ? asked : undefined;
  const exponential = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  const random = options.random ?? Math.random();
  return Math.round(exponential / 2 + (exponential / 2) * random);
}

/**
 * Reads a `Retry-After` value (delay in seconds or an HTTP date) as milliseconds from `now`.
 *
 * @example
 * parseRetryAfter('2', 0); // 2000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:59 GMT')); // 1000
 * parseRetryAfter('soon', 0); // undefined
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the day name (IMF-fixdate, RFC 850 or asctime form).
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
