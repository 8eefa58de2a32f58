/**
 * The gateway client where time matters: timeouts, a call given longer, each attempt its own
 * timeout, a body that stops arriving, the caller's abort. Every case runs on fake timers against
 * a fetch the test scripts (an answer that never comes, or one after so many milliseconds of fake
 * time), never against a real server: on a busy machine a real answer could come before or after
 * a short real timer, and nothing here waits on one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor, failure } from '../../tests/support/gateway-client-fixtures';

// Every case here on fake timers: no test waits on a real one.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fetch the test answers; `index` counts calls from 0. */
function scriptedFetch(answer: (index: number, signal: AbortSignal) => Promise<Response>) {
  const calls: string[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return answer(calls.length - 1, init?.signal ?? new AbortController().signal);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** An answer that never comes: it fails only when the request is aborted (a timeout, the caller). */
function never(signal: AbortSignal): Promise<Response> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

/** A JSON answer `ms` after the request, on the fake timers, unless the request is aborted first. */
function answerAfter(ms: number, signal: AbortSignal, status: number, body: unknown): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
      ms,
    );
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

describe('timeouts and the "5 hits" rule', () => {
  it('gives up after five attempts that time out, with a timeout error carrying status 0 only', async () => {
    const onPolicyAction = vi.fn();
    // Nothing ever answers: every attempt ends by its own timeout.
    const { fetch, calls } = scriptedFetch((_, signal) => never(signal));
    const call = failure(
      clientFor('http://gateway.test/api', { onPolicyAction, timeoutMs: 60, fetch }).get('/assets/1'),
    );
    await vi.advanceTimersByTimeAsync(1000);
    const error = await call;
    expect(calls).toHaveLength(5);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, title: undefined, errors: [], attempts: 5 });
    expect(error.action).toEqual({ type: 'returnStatus', status: 0 });
    expect(onPolicyAction).not.toHaveBeenCalled();
  });

  it('never repeats a POST without an operation key, even after a timeout', async () => {
    const onPolicyAction = vi.fn();
    const { fetch, calls } = scriptedFetch((_, signal) => never(signal));
    const call = failure(
      clientFor('http://gateway.test/api', { onPolicyAction, timeoutMs: 60, fetch }).post('/works-orders', {}),
    );
    await vi.advanceTimersByTimeAsync(1000);
    const error = await call;
    expect(calls).toHaveLength(1);
    expect(error.kind).toBe('timeout');
    expect(onPolicyAction).toHaveBeenCalledExactlyOnceWith({ type: 'genericError' }, error);
  });

  it('lets one call wait longer than the default, as the appointment fetch does', async () => {
    const { fetch, calls } = scriptedFetch((_, signal) => answerAfter(200, signal, 200, { ok: true }));
    const call = clientFor('http://gateway.test/api', { timeoutMs: 60, fetch }).get(
      '/works-orders/1/appointments/availability',
      { timeoutMs: 3000 },
    );
    await vi.advanceTimersByTimeAsync(200);
    expect((await call).data).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });
});

describe('each attempt on its own (docs/adr/0004)', () => {
  it('gives the attempt after a timeout a full timeout of its own', async () => {
    // The first never answers; the second takes most of a timeout, which a shared timer would not allow.
    const { fetch, calls } = scriptedFetch((index, signal) =>
      index === 0 ? never(signal) : answerAfter(350, signal, 200, { late: true }),
    );
    const call = clientFor('http://gateway.test/api', { timeoutMs: 400, fetch }).get('/assets/1');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await call).data).toEqual({ late: true });
    expect(calls).toHaveLength(2);
  });

  it('times out a response whose body stops arriving after its headers, then tries again', async () => {
    const { fetch, calls } = scriptedFetch((index, signal) => {
      if (index > 0) return answerAfter(0, signal, 200, { whole: true });
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"whole":'));
          signal.addEventListener('abort', () => stream.error(signal.reason), { once: true });
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    const call = clientFor('http://gateway.test/api', { timeoutMs: 300, fetch }).get('/assets/1');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await call).data).toEqual({ whole: true });
    expect(calls).toHaveLength(2);
  });

  it('gives a write no second attempt after its timeout, and tells the timeout from a dropped connection', async () => {
    const { fetch, calls } = scriptedFetch((index, signal) =>
      index === 0 ? never(signal) : Promise.reject(new TypeError('fetch failed')),
    );
    const client = clientFor('http://gateway.test/api', { timeoutMs: 150, fetch });
    const patched = failure(client.patch('/works-orders/1', {}, { etag: 'W/"1"' }));
    await vi.advanceTimersByTimeAsync(150);
    expect(await patched).toMatchObject({ kind: 'timeout', attempts: 1 });
    const dropped = await failure(client.post('/works-orders', {}));
    expect(dropped).toMatchObject({ kind: 'network', attempts: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe('the caller aborting', () => {
  it('ends at once with the caller’s abort reason, without retries or policy action', async () => {
    const onPolicyAction = vi.fn();
    const { fetch, calls } = scriptedFetch((_, signal) => never(signal));
    const controller = new AbortController();
    const call = clientFor('http://gateway.test/api', { onPolicyAction, fetch }).get('/assets/1', {
      signal: controller.signal,
    });
    const rejected = expect(call).rejects.toThrow('left the page');
    // The request hangs (30 ms of fake time pass without an answer), then the caller leaves.
    await vi.advanceTimersByTimeAsync(30);
    controller.abort(new Error('left the page'));
    await rejected;
    expect(calls).toHaveLength(1);
    expect(onPolicyAction).not.toHaveBeenCalled();
  });
});
