/**
 * The gateway client against a real local server, for what does not turn on time: headers,
 * answers, errors, retries counted (never timed) and the policy. What turns on how long an answer
 * takes is in gateway-client-timing.test.ts, on fake timers with a scripted fetch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sendJson,
  startLocalHttpServer,
  type LocalHandler,
  type LocalHttpServer,
} from '../../tests/support/local-http-server';
import { clientFor, failure } from '../../tests/support/gateway-client-fixtures';
import type { GatewayError } from './gateway-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: LocalHttpServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

async function serve(handler: LocalHandler): Promise<LocalHttpServer> {
  server = await startLocalHttpServer(handler);
  return server;
}

describe('request headers', () => {
  it('sends the spec headers on every call', async () => {
    const { baseUrl, requests } = await serve((_, res) => sendJson(res, 200, {}));
    await clientFor(baseUrl).get('/customers/CUST-1');
    const headers = requests[0]!.headers;
    expect(headers['ocp-apim-subscription-key']).toBe('sub-key-1');
    expect(headers['channel']).toBe('CustomerSelfService');
    expect(headers['x-correlation-id']).toMatch(UUID);
    expect(headers['x-session-id']).toBe('SESSION-1');
    expect(headers['x-agent-id']).toBe('CUST-1');
    expect(headers['if-match']).toBe('*');
    expect(headers['accept']).toBe('application/json');
    expect(headers['authorization']).toBeUndefined();
  });

  it('sends the default agent id, no session id and the bearer token as the session says', async () => {
    const { baseUrl, requests } = await serve((_, res) => sendJson(res, 200, {}));
    const session = { getCustomerId: () => null, getSessionId: () => undefined, getAccessToken: () => 'tok-9' };
    await clientFor(baseUrl, { session, defaultAgentId: 'portal-agent', channel: 'ERGO' }).get('/configuration/x');
    const headers = requests[0]!.headers;
    expect(headers['x-agent-id']).toBe('portal-agent');
    expect(headers['x-session-id']).toBeUndefined();
    expect(headers['authorization']).toBe('Bearer tok-9');
    expect(headers['channel']).toBe('ERGO');
  });

  it('sends the entity tag as If-Match and the operation key', async () => {
    const { baseUrl, requests } = await serve((_, res) => sendJson(res, 200, {}));
    await clientFor(baseUrl).post('/works-orders/1/appointments', { a: 1 }, { etag: 'W/"7"', operationKey: 'op-1' });
    expect(requests[0]!.headers['if-match']).toBe('W/"7"');
    expect(requests[0]!.headers['operation-key']).toBe('op-1');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]!.body)).toEqual({ a: 1 });
  });

  it('makes a fresh correlation id per call and keeps it across the retries of one call', async () => {
    const { baseUrl, requests } = await serve((_, res, index) => sendJson(res, index === 0 ? 503 : 200, {}));
    const client = clientFor(baseUrl);
    const first = await client.get('/a');
    await client.get('/a');
    const ids = requests.map((request) => request.headers['x-correlation-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(first.correlationId).toBe(ids[0]);
  });
});

describe('urls', () => {
  it('puts every path below the base, even one starting with the base, and repeats list parameters', async () => {
    const { baseUrl, requests } = await serve((_, res) => sendJson(res, 200, {}));
    await clientFor(baseUrl).get('/api/v2/works-orders', {
      query: { propertiesIds: ['p 1', 'p2'], limit: 10, skip: null },
    });
    expect(requests[0]!.url).toBe('/api/api/v2/works-orders?propertiesIds=p%201&propertiesIds=p2&limit=10');
  });
});

describe('responses', () => {
  it('passes on data, status, entity tag and location', async () => {
    const { baseUrl } = await serve((_, res) =>
      sendJson(res, 201, { jobNo: 'J1' }, { ETag: 'W/"3"', Location: 'https://gw.example/works-orders/WO-1' }),
    );
    const response = await clientFor(baseUrl).post('/works-orders', {});
    expect(response).toMatchObject({
      data: { jobNo: 'J1' },
      status: 201,
      etag: 'W/"3"',
      location: 'https://gw.example/works-orders/WO-1',
    });
  });

  it.each([
    ['text/html', '<html>Bad gateway</html>'],
    ['application/json', '{"truncated":'],
    ['application/json', ''],
  ])('treats a %s body that does not parse as empty', async (type, body) => {
    const { baseUrl } = await serve((_, res) => {
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    });
    const response = await clientFor(baseUrl).get('/configuration/x');
    expect(response.status).toBe(200);
    expect(response.data).toBeUndefined();
  });

  it('gives undefined data for 204 No Content', async () => {
    const { baseUrl } = await serve((_, res) => {
      res.writeHead(204);
      res.end();
    });
    expect((await clientFor(baseUrl).delete('/works-orders/1', { etag: 'W/"1"' })).data).toBeUndefined();
  });

  it('reads a document as a Blob when asked', async () => {
    const { baseUrl, requests } = await serve((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7');
    });
    const response = await clientFor(baseUrl).get<Blob>('/customers/1/documents/d1', { responseType: 'blob' });
    expect(response.data).toBeInstanceOf(Blob);
    expect(await response.data!.text()).toBe('%PDF-1.7');
    expect(requests[0]!.headers['accept']).toBe('*/*');
  });
});

describe('errors', () => {
  it('turns an error body into a GatewayError with the spec title and the errors list', async () => {
    const body = {
      status: 404,
      title: 'Missing',
      errors: [{ message: 'No customer C9.', code: 'X1', extra: 1 }, { nope: 1 }],
    };
    const { baseUrl } = await serve((_, res) => sendJson(res, 404, body));
    const error = await failure(clientFor(baseUrl).get('/customers/C9', { query: { secret: 1 } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, title: 'Not Found', method: 'GET', attempts: 1 });
    expect(error.errors).toEqual([{ message: 'No customer C9.', code: 'X1' }]);
    expect(error.action).toEqual({ type: 'returnStatus', status: 404 });
    expect(error.message).toBe('GET /customers/C9: 404 Not Found after 1 attempt');
  });

  it('keeps the server title of a 412 and does not call the app', async () => {
    const onPolicyAction = vi.fn();
    const { baseUrl } = await serve((_, res) =>
      sendJson(res, 412, { status: 412, title: 'Precondition Failed', errors: [{ message: 'Stale' }] }),
    );
    const error = await failure(clientFor(baseUrl, { onPolicyAction }).patch('/works-orders/1/appointments', {}));
    expect(error.action).toEqual({ type: 'reportPreconditionFailed', status: 412, title: 'Precondition Failed' });
    expect(onPolicyAction).not.toHaveBeenCalled();
  });

  it('calls the app with signOut on 401 and still rejects', async () => {
    const onPolicyAction = vi.fn();
    const { baseUrl } = await serve((_, res) => sendJson(res, 401, { status: 401, title: 'Unauthorised', errors: [] }));
    const error = await failure(clientFor(baseUrl, { onPolicyAction }).get('/customers/1'));
    expect(error.title).toBe('Unauthorised');
    expect(onPolicyAction).toHaveBeenCalledExactlyOnceWith({ type: 'signOut' }, error);
  });

  it('calls the app with genericError when a PUT fails with 400', async () => {
    const onPolicyAction = vi.fn();
    const { baseUrl } = await serve((_, res) =>
      sendJson(res, 400, { status: 400, title: 'Bad Request', errors: [{ message: 'x' }] }),
    );
    const error = await failure(clientFor(baseUrl, { onPolicyAction }).put('/customers/1', {}, { etag: 'W/"1"' }));
    expect(onPolicyAction).toHaveBeenCalledExactlyOnceWith({ type: 'genericError' }, error);
  });

  it('leaves a 500 on POST to the caller, without retrying', async () => {
    const onPolicyAction = vi.fn();
    const { baseUrl, requests } = await serve((_, res) =>
      sendJson(res, 500, { status: 500, title: 'Server Error', errors: [{ message: 'x' }] }),
    );
    const error = await failure(clientFor(baseUrl, { onPolicyAction }).post('/works-orders/1/appointments', {}));
    expect(error.action).toEqual({ type: 'returnError', status: 500, title: 'Server Error' });
    expect(onPolicyAction).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('still rejects with the GatewayError when the app handler throws, and reports the handler error separately', async () => {
    const { baseUrl } = await serve((_, res) => sendJson(res, 401, {}));
    const original = globalThis.queueMicrotask;
    const thrownInMicrotasks: unknown[] = [];
    const deferred = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
      original(() => {
        try {
          callback();
        } catch (thrown) {
          thrownInMicrotasks.push(thrown);
        }
      }),
    );
    try {
      const handlerError = new Error('storage unavailable');
      const client = clientFor(baseUrl, {
        onPolicyAction: () => {
          throw handlerError;
        },
      });
      const error = await failure(client.get('/customers/1'));
      expect(error.status).toBe(401);
      // The handler's error is reported in a microtask after the rejection; wait for it, not for a timer.
      await vi.waitFor(() => expect(thrownInMicrotasks).toEqual([handlerError]), { timeout: 10_000 });
    } finally {
      deferred.mockRestore();
    }
  });
});

describe('the "5 hits" rule', () => {
  it('retries a GET after 503 and returns the later success', async () => {
    const { baseUrl, requests } = await serve((_, res, index) =>
      index < 2 ? sendJson(res, 503, {}) : sendJson(res, 200, { value: 'true' }),
    );
    const response = await clientFor(baseUrl).get('/configuration/IsMediaEnabledSS');
    expect(response.data).toEqual({ value: 'true' });
    expect(requests).toHaveLength(3);
  });

  it('repeats a POST that carries an operation key', async () => {
    const { baseUrl, requests } = await serve((_, res, index) => sendJson(res, index === 0 ? 502 : 201, {}));
    await clientFor(baseUrl).post('/works-orders/1/appointments', { slot: 1 }, { operationKey: 'op-7' });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toBe(requests[0]!.body);
  });

  it('does not retry a 404 or a 500 on GET', async () => {
    const { baseUrl, requests } = await serve((_, res, index) => sendJson(res, index === 0 ? 404 : 500, {}));
    await failure(clientFor(baseUrl).get('/assets/1'));
    await failure(clientFor(baseUrl).get('/assets/1'));
    expect(requests).toHaveLength(2);
  });

  it('gives up at once when Retry-After asks for longer than the client waits', async () => {
    const { baseUrl, requests } = await serve((_, res) => sendJson(res, 429, {}, { 'Retry-After': '120' }));
    const error = await failure(clientFor(baseUrl).get('/assets/1'));
    expect(error.status).toBe(429);
    expect(error.title).toBe('Unknown Error');
    expect(requests).toHaveLength(1);
  });

  it('honours a smaller number of attempts for one call', async () => {
    const { baseUrl, requests } = await serve((_, res) => sendJson(res, 503, {}));
    await failure(clientFor(baseUrl).get('/a', { maxAttempts: 2 }));
    expect(requests).toHaveLength(2);
  });
});

describe('each attempt on its own (docs/adr/0004)', () => {
  it('tries a GET again after a dropped connection, yet never after a 500', async () => {
    const { baseUrl, requests } = await serve((_, res, index) => {
      if (index === 0) res.socket?.destroy();
      else sendJson(res, index === 1 ? 200 : 500, { index });
    });
    const client = clientFor(baseUrl);
    expect((await client.get('/assets/1')).data).toEqual({ index: 1 });
    expect(requests).toHaveLength(2);
    const error = await failure(client.get('/assets/1'));
    expect(error).toMatchObject({ status: 500, attempts: 1 });
    expect(requests).toHaveLength(3);
  });
});

describe('network failures and aborts', () => {
  it('reports a refused connection as a network failure with status 0', async () => {
    const closed = await startLocalHttpServer(() => undefined);
    await closed.close();
    const onPolicyAction = vi.fn();
    const client = clientFor(closed.baseUrl, { onPolicyAction });
    const read = await failure(client.get('/assets/1'));
    expect(read).toMatchObject({
      kind: 'network',
      status: 0,
      attempts: 5,
      action: { type: 'returnStatus', status: 0 },
    });
    const write = await failure(client.patch('/works-orders/1', {}, { etag: 'W/"1"' }));
    expect(write).toMatchObject({ kind: 'network', attempts: 1, action: { type: 'genericError' } });
    expect(onPolicyAction).toHaveBeenCalledOnce();
  });
});

describe('onFailure (the error reporting)', () => {
  it('hears every failure once, after the retries and before the policy acts; a throwing handler changes nothing', async () => {
    const { baseUrl } = await serve((_, res) => sendJson(res, 503, { status: 503, title: 'Down', errors: [] }));
    const order: string[] = [];
    const onFailure = vi.fn((error: GatewayError) => {
      order.push(`failure ${error.status} after ${error.attempts}`);
      throw new Error('reporting broke');
    });
    const onPolicyAction = vi.fn(() => order.push('policy'));
    const client = clientFor(baseUrl, { onFailure, onPolicyAction, maxAttempts: 2 });
    const read = await failure(client.get('/customers/1'));
    const write = await failure(client.put('/customers/1', {}));
    expect(read.status).toBe(503);
    expect(write.action.type).toBe('genericError');
    expect(order).toEqual(['failure 503 after 2', `failure 503 after ${write.attempts}`, 'policy']);
    expect(onFailure.mock.calls.map(([error]) => error)).toEqual([read, write]);
  });

  it('is not told of a success or of the caller aborting', async () => {
    const { baseUrl } = await serve((req, res) => {
      // The slow call is never answered: only the caller's abort ends it.
      if (!req.url?.includes('slow')) sendJson(res, 200, {});
    });
    const onFailure = vi.fn();
    const client = clientFor(baseUrl, { onFailure });
    await client.get('/customers/1');
    const controller = new AbortController();
    const aborted = client.get('/slow', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(aborted).rejects.toThrow('left the page');
    expect(onFailure).not.toHaveBeenCalled();
  });
});
