/**
 * Reads in flight are shared (docs/adr/0014): the same GET asked while it is on its way takes that
 * call's answer. Every case answers from a fetch the test releases itself, so nothing turns on time.
 */
import { describe, expect, it, vi } from 'vitest';
import { clientFor, failure } from '../../tests/support/gateway-client-fixtures';

/** A fetch whose answers the test releases: `answer(i, status, body)` ends call i. */
function heldFetch() {
  const calls: { url: string; method: string; signal: AbortSignal; release: (response: Response) => void }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? new AbortController().signal;
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      calls.push({
        url: String(input instanceof Request ? input.url : input),
        method: init?.method ?? 'GET',
        signal,
        release: resolve,
      });
    })) as typeof globalThis.fetch;
  const answer = (index: number, status: number, body: unknown) =>
    calls[index]!.release(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  return { fetch, calls, answer };
}

/** Lets the client's promise chains run until the fetch has been called. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const options = (fetch: typeof globalThis.fetch) => ({ fetch, timeoutMs: 60_000, maxAttempts: 1 });

describe('reads in flight', () => {
  it('sends one request for the same read asked twice while it is on its way, and both get its answer', async () => {
    const held = heldFetch();
    const client = clientFor('http://gateway.test/api', options(held.fetch));
    const first = client.get('/customers/CUST-1/tenancies');
    const second = client.get('/customers/CUST-1/tenancies');
    await settle();
    expect(held.calls).toHaveLength(1);
    held.answer(0, 200, [{ tenancyId: 'T-1' }]);
    expect((await first).data).toEqual([{ tenancyId: 'T-1' }]);
    expect((await second).data).toEqual([{ tenancyId: 'T-1' }]);
  });

  it('asks again once the first answer has come, and for a read asked in another way', async () => {
    const held = heldFetch();
    const client = clientFor('http://gateway.test/api', options(held.fetch));
    const first = client.get('/a');
    const otherQuery = client.get('/a', { query: { limit: 1 } });
    const callerHandles = client.get('/a', { callerHandlesFailure: true });
    await settle();
    expect(held.calls).toHaveLength(3);
    held.answer(0, 200, { n: 1 });
    await first;
    const again = client.get('/a');
    await settle();
    expect(held.calls).toHaveLength(4);
    held.answer(3, 200, { n: 2 });
    expect((await again).data).toEqual({ n: 2 });
    held.answer(1, 200, {});
    held.answer(2, 200, {});
    await Promise.all([otherQuery, callerHandles]);
  });

  it('never gives a read asked after a write the answer of one asked before it', async () => {
    const held = heldFetch();
    const client = clientFor('http://gateway.test/api', options(held.fetch));
    const before = client.get('/customers/CUST-1');
    const write = client.patch('/customers/CUST-1', { email: 'new@example.org' });
    const after = client.get('/customers/CUST-1');
    await settle();
    expect(held.calls.map((call) => call.method)).toEqual(['GET', 'PATCH', 'GET']);
    held.answer(0, 200, { email: 'old@example.org' });
    held.answer(1, 200, {});
    held.answer(2, 200, { email: 'new@example.org' });
    expect((await before).data).toEqual({ email: 'old@example.org' });
    await write;
    expect((await after).data).toEqual({ email: 'new@example.org' });
  });

  it('reports a shared failure once and rejects every caller with it', async () => {
    const onFailure = vi.fn();
    const held = heldFetch();
    const client = clientFor('http://gateway.test/api', { ...options(held.fetch), onFailure });
    const first = failure(client.get('/a'));
    const second = failure(client.get('/a'));
    await settle();
    held.answer(0, 404, { errors: [{ code: 'NOT_FOUND' }] });
    const [one, two] = await Promise.all([first, second]);
    expect(one).toBe(two);
    expect(one.status).toBe(404);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("ends one caller's share at its own abort, and aborts the request only when every caller has left", async () => {
    const held = heldFetch();
    const client = clientFor('http://gateway.test/api', options(held.fetch));
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = client.get('/a', { signal: leaving.signal }).then(
      () => 'answered',
      (reason: unknown) => reason,
    );
    const stayed = client.get('/a', { signal: staying.signal });
    await settle();
    leaving.abort(new Error('left the page'));
    expect(await left).toEqual(new Error('left the page'));
    expect(held.calls[0]!.signal.aborted).toBe(false);
    held.answer(0, 200, { n: 1 });
    expect((await stayed).data).toEqual({ n: 1 });

    const a = new AbortController();
    const b = new AbortController();
    const calls = [client.get('/b', { signal: a.signal }), client.get('/b', { signal: b.signal })].map((call) =>
      call.catch((reason: unknown) => reason),
    );
    await settle();
    a.abort(new Error('a left'));
    b.abort(new Error('b left'));
    expect(await Promise.all(calls)).toEqual([new Error('a left'), new Error('b left')]);
    expect(held.calls[1]!.signal.aborted).toBe(true);
  });
});
