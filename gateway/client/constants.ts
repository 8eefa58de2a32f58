/**
 * Numbers and defaults of the gateway contract as the portal's client applies them
 * (docs/rules.md REP-API-01, REP-API-07).
 */

/** Time allowed for one attempt of an ordinary API call: "API 5000 ms". */
export const DEFAULT_TIMEOUT_MS = 5000;

/** Time allowed for one attempt of the appointment availability fetch: "appointment fetch 30000 ms". */
export const APPOINTMENT_TIMEOUT_MS = 30_000;

/** The "5 hits" rule: at most this many attempts in all (the first one and four retries). */
export const MAX_ATTEMPTS = 5;

/** First backoff pause before a retry; doubled for each further retry. */
export const RETRY_BASE_DELAY_MS = 200;

/** Longest pause the client waits before a retry, including one asked for by `Retry-After`. */
export const RETRY_MAX_DELAY_MS = 2000;

/**
 * Statuses that say "try again": 408 Request Timeout, 425 Too Early, 429 Too Many Requests,
 * 502 Bad Gateway, 503 Service Unavailable, 504 Gateway Timeout. A 500 is never retried: the
 * reference gateway answers 500 for its own bugs, which a retry does not cure.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 502, 503, 504]);

/**
 * `If-Match` sent when a call has no entity tag of its own. `*` means "any current version"
 * (RFC 9110 §13.1.1): a server ignores it on reads and accepts it on writes without a version check,
 * so write endpoints that need optimistic concurrency take the entity tag as a required argument.
 */
export const DEFAULT_IF_MATCH = '*';

/** `X-Agent-Id` sent while no customer is signed in (the spec: "stored customer id or a default"). */
export const DEFAULT_AGENT_ID = 'anonymous';

/** Position of the id among the `/`-separated parts of a `Location` value (REP-ENT-09: the fifth part). */
export const LOCATION_ID_POSITION = 5;
