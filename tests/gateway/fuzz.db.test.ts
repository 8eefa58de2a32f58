import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { reportFigure } from '../support/figures';
import { signInAs, type SignedIn } from '../support/sign-in';
import { customerIds, leakedValues, otherCustomersIdentifiers } from './customer-identities';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';
import { openApiOperations, urlOf, type Operation, type OpenApiOperations } from './openapi-operations';
import { fuzzBody, fuzzString, shapedValue, wrongTypeValue } from './schema-values';

/**
 * Requests generated per operation. About 80 operations: the fuzz takes about 7 s of CPU. Each
 * run draws a new seed; a failure names the operation, fast-check's seed and path, and the
 * request and answer, so passing `seed` and `path` to fc.check replays it.
 */
const RUNS_PER_OPERATION = 16;

const { amara } = PERSONA;

/** One generated request: who sends it and what. */
interface FuzzRequest {
  signed: boolean;
  params: Record<string, string>;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };
  ifMatch?: string;
}

/**
 * A path segment as a client could send it: percent-encoded from its UTF-8 bytes (a lone
 * surrogate becomes U+FFFD, as any encoder makes it), or raw with only the URL's own delimiters
 * escaped, so malformed percent escapes and dots reach the router too.
 */
function pathSegment(value: string, raw: boolean): string {
  if (raw) return value.replace(/[/?#\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`) || '%20';
  const bytes = Buffer.from(value, 'utf8');
  let out = '';
  for (const byte of bytes) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out || '%20';
}

function queryPart(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return `${pathSegment(name, false)}=${pathSegment(text, false)}`;
}

function requestArbitrary(operation: Operation, api: OpenApiOperations, ids: string[]): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(
      operation.pathParams.map((name) => [
        name,
        fc
          .tuple(fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...ids) }, fuzzString(ids)), fc.boolean())
          .map(([value, raw]) => pathSegment(value, raw)),
      ]),
    ),
  );
  const known = operation.query.map((q) =>
    fc.option(
      fc.oneof(shapedValue(q.schema, api.resolve, ids), wrongTypeValue(ids)).map((value) => {
        // An array value repeats the parameter (?a=1&a=2), as clients send lists.
        const values = Array.isArray(value) ? value : [value];
        return values.map((v) => queryPart(q.name, v)).join('&');
      }),
      { freq: 2 },
    ),
  );
  const extra = fc.option(fc.tuple(fuzzString(ids), fuzzString(ids)).map(([n, v]) => queryPart(n || 'x', v)));
  const query = fc
    .tuple(fc.tuple(...known, extra), fc.boolean())
    .map(([parts, raw]) =>
      [...parts.filter((p): p is string => typeof p === 'string'), ...(raw ? ['%zz=%', '&&='] : [])].join('&'),
    );
  const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
    {
      weight: operation.body ? 6 : 1,
      arbitrary: fuzzBody(operation.body, api.resolve, ids).map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            '{"a":',
            '[1,2',
            'null',
            '"x"',
            '\u0000',
            '{"__proto__":{"x":1}}',
            '{"constructor":{"prototype":{"x":1}}}',
          ),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ),
        )
        .map(([text, type]) => ({ kind: 'raw' as const, text, type })),
    },
  );
  return fc.record(
    {
      signed: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      params,
      query,
      body,
      ifMatch: fc.constantFrom('"x"', '*', 'W/"1"', '"\u00e9"'),
    },
    { requiredKeys: ['signed', 'params', 'query', 'body'] },
  );
}

function injectOptions(operation: Operation, request: FuzzRequest, session: SignedIn): InjectOptions & { url: string } {
  const headers: Record<string, string> = { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY };
  if (request.signed) headers.authorization = session.headers.authorization ?? '';
  if (request.ifMatch !== undefined) headers['if-match'] = request.ifMatch;
  const options: InjectOptions & { url: string } = {
    method: operation.method as 'GET',
    url: urlOf(operation, request.params, request.query),
    headers,
  };
  if (request.body.kind === 'json' && operation.method !== 'GET') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? 'null';
  } else if (request.body.kind === 'raw' && operation.method !== 'GET') {
    headers['content-type'] = request.body.type;
    options.payload = request.body.text;
  }
  return options;
}

// Once per npm test, on PGlite: requests are refused or answered by the same code on either
// database, and the PostgreSQL stage would double the file's time for the same cases.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "fuzzing every operation of the gateway's OpenAPI document",
  () => {
    let gateway: TestGateway;
    let api: OpenApiOperations;
    let session: SignedIn;
    let others: Set<string>;
    let ids: string[];

    beforeAll(async () => {
      gateway = await startTestGateway();
      api = await openApiOperations(gateway);
      session = await signInAs(gateway.app, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
      others = await otherCustomersIdentifiers(gateway.db, amara.customerId);
      const own = Object.values(await customerIds(gateway.db, amara.customerId)).flat();
      const ben = Object.values(await customerIds(gateway.db, PERSONA.ben.customerId)).flat();
      ids = [...own, ...ben, amara.houseAssetId, PERSONA.ben.flatAssetId, 'DOC-200001'];
    }, 120_000);
    afterAll(async () => gateway?.close());

    /** Amara's session still open (a fuzzed logout or refresh may have ended it), or a new one. */
    async function openSession(): Promise<SignedIn> {
      const probe = await gateway.app.inject({ url: `/api/customers/${amara.customerId}`, headers: session.headers });
      if (probe.statusCode !== 200)
        session = await signInAs(gateway.app, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
      return session;
    }

    it('refuses text the database cannot store (U+0000) with 400 in a path, a query and a body, sign-in pages included', async () => {
      const headers = session.headers;
      const path = await gateway.app.inject({ url: `/api/works-orders/WO%00/documents`, headers });
      expect(path.statusCode, path.body).toBe(400);
      expect(JSON.parse(path.body)).toMatchObject({ errors: [{ field: 'params.id' }] });
      const query = await gateway.app.inject({
        url: `/api/customers/${amara.customerId}/communications?searchText=a%00`,
        headers,
      });
      expect(query.statusCode, query.body).toBe(400);
      const body = await gateway.app.inject({
        method: 'POST',
        url: '/api/error-reports',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x', sessionId: 'nul\u0000byte' }),
      });
      expect(body.statusCode, body.body).toBe(400);
      const form = await gateway.app.inject({
        method: 'POST',
        url: '/idp/interaction/some-uid/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(form.statusCode).toBe(400);
      expect(form.body).toContain('The form could not be read.');
    });

    it("answers no 5xx and never another customer's data, signed in as Amara or not", async () => {
      let tried = 0;
      let serverErrors = 0;
      let leaks = 0;
      const failures: string[] = [];
      for (const operation of api.operations) {
        const signedIn = await openSession();
        const result = await fc.check(
          fc.asyncProperty(requestArbitrary(operation, api, ids), async (request) => {
            const options = injectOptions(operation, request, signedIn);
            const response = await gateway.app.inject(options);
            tried += 1;
            const sent = `${options.url} ${String(options.payload ?? '')}`;
            const answer = `${JSON.stringify(response.headers)} ${response.body}`;
            const leaked = leakedValues(others, sent, answer);
            if (response.statusCode >= 500) serverErrors += 1;
            if (leaked.length > 0) leaks += 1;
            return response.statusCode < 500 && leaked.length === 0;
          }),
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
        if (result.failed) {
          const example = result.counterexample?.[0];
          const options = example ? injectOptions(operation, example, signedIn) : undefined;
          const response = options ? await gateway.app.inject(options) : undefined;
          failures.push(
            `${operation.name} (seed ${result.seed}, path ${result.counterexamplePath}): ` +
              `${options?.method} ${options?.url?.slice(0, 300)} body ${String(options?.payload ?? '').slice(0, 300)} ` +
              `-> ${response?.statusCode} ${response?.body.slice(0, 300)}`,
          );
        }
      }
      reportFigure({ name: 'fuzz cases tried', value: tried, detail: `across ${api.operations.length} operations` });
      reportFigure({ name: 'fuzz responses of 500', value: serverErrors, target: '0', met: serverErrors === 0 });
      reportFigure({
        name: "fuzz responses leaking another customer's data",
        value: leaks,
        target: '0',
        met: leaks === 0,
      });
      expect(failures).toEqual([]);
      expect(api.operations.length).toBeGreaterThanOrEqual(60);
      expect(tried).toBeGreaterThanOrEqual(api.operations.length * RUNS_PER_OPERATION);
    }, 300_000);
  },
);
