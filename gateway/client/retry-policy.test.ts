import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRepeatableRequest, parseRetryAfter, retryDelayMs, shouldRetry, type FailedAttempt } from './retry-policy';

const attempt = (overrides: Partial<FailedAttempt>): FailedAttempt => ({
  method: 'GET',
  hasOperationKey: false,
  kind: 'http',
  status: 503,
  attempt: 1,
  ...overrides,
});

describe('isRepeatableRequest', () => {
  it.each(['GET', 'head', 'OPTIONS', 'PUT', 'DELETE'])('repeats %s', (method) => {
    expect(isRepeatableRequest(method, false)).toBe(true);
  });

  it.each(['POST', 'PATCH'])('repeats %s only with an operation key', (method) => {
    expect(isRepeatableRequest(method, false)).toBe(false);
    expect(isRepeatableRequest(method, true)).toBe(true);
  });
});

describe('shouldRetry', () => {
  it.each([408, 425, 429, 502, 503, 504])('retries a GET answered %i', (status) => {
    expect(shouldRetry(attempt({ status }))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 412, 428, 500, 501])('does not retry a GET answered %i', (status) => {
    expect(shouldRetry(attempt({ status }))).toBe(false);
  });

  it.each(['network', 'timeout'] as const)('retries a GET after a %s failure', (kind) => {
    expect(shouldRetry(attempt({ kind, status: undefined }))).toBe(true);
  });

  it('never retries a POST without an operation key, whatever happened', () => {
    expect(shouldRetry(attempt({ method: 'POST', kind: 'timeout' }))).toBe(false);
    expect(shouldRetry(attempt({ method: 'POST', status: 503 }))).toBe(false);
    expect(shouldRetry(attempt({ method: 'PATCH', kind: 'network' }))).toBe(false);
  });

  it('retries a POST with an operation key on 503 but never on 500', () => {
    expect(shouldRetry(attempt({ method: 'POST', hasOperationKey: true, status: 503 }))).toBe(true);
    expect(shouldRetry(attempt({ method: 'POST', hasOperationKey: true, status: 500 }))).toBe(false);
  });

  it('stops after the fifth attempt', () => {
    expect(shouldRetry(attempt({ attempt: 4 }))).toBe(true);
    expect(shouldRetry(attempt({ attempt: 5 }))).toBe(false);
  });

  it('honours a smaller number of attempts for the call', () => {
    expect(shouldRetry(attempt({ attempt: 1, maxAttempts: 1 }))).toBe(false);
    expect(shouldRetry(attempt({ attempt: 1, maxAttempts: 2 }))).toBe(true);
  });

  it('never allows more than five attempts in all', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.boolean(),
        fc.constantFrom('http', 'network', 'timeout' as const),
        fc.integer({ min: 100, max: 599 }),
        fc.integer({ min: 5, max: 50 }),
        (method, hasOperationKey, kind, status, n) => {
          expect(shouldRetry({ method, hasOperationKey, kind, status, attempt: n })).toBe(false);
        },
      ),
    );
  });
});

describe('retryDelayMs', () => {
  it('doubles the pause per attempt, between half and all of it', () => {
    expect(retryDelayMs(1, { random: 0 })).toBe(100);
    expect(retryDelayMs(1, { random: 1 })).toBe(200);
    expect(retryDelayMs(2, { random: 0 })).toBe(200);
    expect(retryDelayMs(4, { random: 1 })).toBe(1600);
  });

  it('never waits longer than the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, random) => {
        const delay = retryDelayMs(n, { random })!;
        expect(delay).toBeGreaterThanOrEqual(50);
        expect(delay).toBeLessThanOrEqual(2000);
      }),
    );
  });

  it('honours Retry-After within the cap and gives up beyond it', () => {
    expect(retryDelayMs(1, { retryAfter: '1', random: 0 })).toBe(1000);
    expect(retryDelayMs(1, { retryAfter: '120' })).toBeUndefined();
  });

  it('falls back to the backoff when Retry-After cannot be read', () => {
    expect(retryDelayMs(1, { retryAfter: 'later', random: 0 })).toBe(100);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000);
    const now = Date.parse('Wed, 21 Oct 2015 07:27:59 GMT');
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', now)).toBe(1000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
  });

  it('gives undefined for a missing or unreadable value', () => {
    expect(parseRetryAfter(undefined, 0)).toBeUndefined();
    expect(parseRetryAfter('  ', 0)).toBeUndefined();
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter('-1', 0)).toBeUndefined();
  });
});
