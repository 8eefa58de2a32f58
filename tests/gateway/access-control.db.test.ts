import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../schemas/generated/types';
import { gatewaySessions } from '../../gateway/server/identity/gateway-sessions';
import { loadIdentityKeys } from '../../gateway/server/identity/stored-keys';
import { listRouteAccess, type OwnedResourceKind, type RouteAccessEntry } from '../../gateway/server/plugins/access';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { SignedIn } from '../support/sign-in';
import { json, startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

const ben = PERSONA.ben;
const amara = PERSONA.amara;

/** Ben's things of every kind a route can name; Amara's token must be refused on each. */
async function bensThings(gateway: TestGateway): Promise<Record<OwnedResourceKind, string[]>> {
  const idsOf = async (table: 'accounts' | 'work_orders' | 'cases' | 'communications' | 'documents') =>
    (await gateway.db.selectFrom(table).select('id').where('customer_id', '=', ben.customerId).execute()).map(
      (r) => r.id,
    );
  return {
    customer: [ben.customerId],
    premises: [ben.flatAssetId, ben.garageAssetId],
    asset: [ben.flatAssetId, ben.garageAssetId, ben.towerAssetId, ben.garageCourtAssetId],
    account: await idsOf('accounts'),
    workOrder: await idsOf('work_orders'),
    case: await idsOf('cases'),
    communication: await idsOf('communications'),
    document: [...(await idsOf('documents')), ...Object.values(ben.towerDocuments)],
  };
}

/** A request for a route with every named part set to `pick(kind)` and other path parameters made up. */
function requestFor(entry: RouteAccessEntry, pick: (kind: OwnedResourceKind) => string) {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  if (typeof entry.access === 'object') {
    for (const [kind, source] of Object.entries(entry.access)) {
      const [part, ...names] = source.split('.');
      const name = names.pop() ?? '';
      if (part === 'params') params[name] = pick(kind as OwnedResourceKind);
      else if (part === 'query') query[name] = pick(kind as OwnedResourceKind);
      else {
        // A nested body field (body.identifiers.customerIdentifier) gets its enclosing objects.
        let target = body;
        for (const outer of names) target = (target[outer] ??= {}) as Record<string, unknown>;
        target[name] = pick(kind as OwnedResourceKind);
      }
    }
  }
  const path = entry.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? 'UNNAMED-1');
  const search = new URLSearchParams(query).toString();
  const hasBody = !['GET', 'DELETE'].includes(entry.method);
  return {
    method: entry.method as 'GET',
    url: search ? `${path}?${search}` : path,
    headers: { 'if-match': '"any"' },
    ...(hasBody ? { payload: body } : {}),
  };
}

describe('access control over the whole route table', () => {
  let gateway: TestGateway;
  let amaraSignedIn: SignedIn;
  let routes: RouteAccessEntry[];

  beforeAll(async () => {
    gateway = await startTestGateway();
    amaraSignedIn = await gateway.signIn('amara');
    routes = listRouteAccess(gateway.app).filter((entry) => entry.access !== 'public');
  });
  afterAll(async () => gateway?.close());

  it('covers the customer-scoped routes of every kind the table names', () => {
    const scoped = routes.filter((entry) => typeof entry.access === 'object');
    expect(scoped.length).toBeGreaterThanOrEqual(8);
    expect(routes.some((entry) => entry.access === 'signedIn')).toBe(true);
  });

  it("answers 403 to Amara's token on Ben's customer, premises and assets on every customer-scoped route", async () => {
    const things = await bensThings(gateway);
    let refused = 0;
    for (const entry of routes) {
      if (typeof entry.access !== 'object') continue;
      for (const [kind] of Object.entries(entry.access)) {
        for (const id of things[kind as OwnedResourceKind]) {
          const request = requestFor(entry, (k) => (k === kind ? id : ownOf(k)));
          const response = await gateway.api({ ...request, headers: { ...request.headers, ...amaraSignedIn.headers } });
          expect(response.statusCode, `${entry.method} ${request.url}`).toBe(403);
          expect(json<ErrorBody>(response).title).toBe('Forbidden');
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThanOrEqual(20);
  });

  it('never lets the agent-id header grant anything', async () => {
    const url = `/api/customers/${ben.customerId}`;
    const withToken = await gateway.api({ url, headers: { ...amaraSignedIn.headers, 'x-agent-id': ben.customerId } });
    expect(withToken.statusCode).toBe(403);
    const withoutToken = await gateway.api({ url, headers: { 'x-agent-id': ben.customerId } });
    expect(withoutToken.statusCode).toBe(401);
  });

  it('answers 401 without a token, with a malformed one and with an expired one, on every signed-in route', async () => {
    const keys = await loadIdentityKeys(gateway.db);
    const sessions = gatewaySessions(gateway.db, keys.accessTokenKey);
    const caller = { customerId: amara.customerId, sessionId: amaraSignedIn.sessionId, loginId: 'unused' };
    // Expired at a fixed moment in the past, whatever the date the tests run on.
    const expired = await sessions.sign(caller, Date.parse('2026-01-01T00:00:00Z') / 1000);
    const variants: Record<string, Record<string, string>> = {
      none: {},
      malformed: { authorization: 'Bearer not-a-token' },
      'another scheme': { authorization: `Basic ${amaraSignedIn.accessToken}` },
      expired: { authorization: `Bearer ${expired}` },
    };
    for (const entry of routes) {
      const request = requestFor(entry, ownOf);
      for (const [name, headers] of Object.entries(variants)) {
        const response = await gateway.api({ ...request, headers: { ...request.headers, ...headers } });
        expect(response.statusCode, `${name}: ${entry.method} ${request.url}`).toBe(401);
        expect(json<ErrorBody>(response)).toMatchObject({ status: 401, title: 'Unauthorised' });
      }
    }
  });

  it("still answers Amara's own customer, premises and assets with her token", async () => {
    const headers = amaraSignedIn.headers;
    const own = [
      `/api/customers/${amara.customerId}`,
      `/api/customers/${amara.customerId}/premises/${amara.houseAssetId}/tenancies`,
      `/api/assets/${amara.houseAssetId}/assets`,
    ];
    for (const url of own) expect((await gateway.api({ url, headers })).statusCode, url).toBe(200);
    expect(TEST_SUBSCRIPTION_KEY).toBe(headers['ocp-apim-subscription-key']);
  });
});

/** Amara's own thing of a kind, for the parts of a request that are not under test. */
function ownOf(kind: OwnedResourceKind): string {
  if (kind === 'customer') return amara.customerId;
  if (kind === 'premises' || kind === 'asset') return amara.houseAssetId;
  return 'UNNAMED-1';
}
