import { createHmac } from 'node:crypto';
import { secretsEqual } from '../http/constant-time';

/** The header a provider callback carries its signature in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Payment-Signature';

/** The HMAC-SHA256 (hex) of `${timestamp}.${rawBody}` under the shared secret. */
export function callbackSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * The Payment-Signature header value for a body sent at `at`.
 *
 * @example
 * signatureHeader(secret, new Date('2026-03-02T10:00:00Z'), body) // 't=1772445600,v1=5f0c…'
 */
export function signatureHeader(secret: string, at: Date, rawBody: string): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${callbackSignature(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

/**
 * Checks a callback's Payment-Signature against its raw body: the header must name a timestamp
 * within `toleranceMs` of `now` (else 'stale', so a captured callback cannot be sent again much
 * later) and a v1 signature equal, compared in constant time, to ours over that timestamp and
 * body. Several v1 entries are allowed (a provider rotating its secret sends one per secret).
 */
export function checkSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
  toleranceMs: number,
): SignatureCheck {
  if (header === undefined || header.trim() === '') return 'missing';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value ?? '');
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0] ?? '') || signatures.length === 0) {
    return 'malformed';
  }
  const timestamp = Number(timestamps[0]);
  const expected = callbackSignature(secret, timestamp, rawBody);
  // Every entry is compared, so the time taken does not say which one (if any) matched.
  const matched = signatures.map((sent) => secretsEqual(sent.toLowerCase(), expected)).includes(true);
  if (!matched) return 'mismatch';
  return Math.abs(now.getTime() - timestamp * 1000) > toleranceMs ? 'stale' : 'valid';
}
