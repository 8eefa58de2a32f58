import { createGatewayClient } from '../../gateway/client';
import type { PortalConfig } from '../config/portal-config';
import { DEFAULT_IDENTITY_PROVIDER } from '../config/portal-config';

/** Settings for tests of the portal. */
export const testPortalConfig: PortalConfig = {
  gatewayBaseUrl: 'http://gateway.test/api',
  subscriptionKey: 'test-key',
  channel: 'CustomerSelfService',
  identityProvider: { issuer: 'http://portal.test/idp', clientId: 'resident-portal', ...DEFAULT_IDENTITY_PROVIDER },
  contact: { phoneNumber: '020 7946 0123', callCentreHours: 'Monday to Friday 9am to 5pm' },
  payments: { pageUrl: 'http://payments.test/pay', directDebitUrl: 'http://payments.test/direct-debit' },
};

/** One request the fake gateway received. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Route = (request: FakeRequest) => { status: number; body?: unknown } | undefined;

/**
 * A fetch that answers like the gateway from a table of `"METHOD /path"` → reply (or a function
 * of the request), records every request, and answers 404 in the error shape for anything else.
 */
export function createFakeGatewayFetch(routes: Record<string, unknown | Route>) {
  const requests: FakeRequest[] = [];
  const fetchImpl: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      path,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${path}`];
    const reply =
      typeof route === 'function'
        ? (route as Route)(recorded)
        : route === undefined
          ? undefined
          : { status: 200, body: route };
    const { status, body } = reply ?? { status: 404, body: { status: 404, title: 'Not Found', errors: [] } };
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchImpl, requests };
}

/**
 * A gateway client for one resident over the fake gateway (createFakeGatewayFetch): one attempt
 * per call, so a failure shows at once.
 *
 * @example
 * const { client, requests } = fakeGatewayClient({ 'GET /customers/CUS-1': customer });
 */
export function fakeGatewayClient(routes: Record<string, unknown>, customerId = 'CUS-1') {
  const { fetchImpl, requests } = createFakeGatewayFetch(routes);
  const client = createGatewayClient({
    baseUrl: testPortalConfig.gatewayBaseUrl,
    subscriptionKey: testPortalConfig.subscriptionKey,
    session: { getCustomerId: () => customerId, getSessionId: () => 'S1' },
    fetch: fetchImpl,
    maxAttempts: 1,
  });
  return { client, requests };
}
