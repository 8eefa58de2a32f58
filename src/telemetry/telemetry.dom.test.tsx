import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError, type GatewayClient } from '../../gateway/client';
import { readSession } from '../auth/session';
import { createPortalGateway } from '../gateway/portal-gateway';
import { createFakeGatewayFetch, testPortalConfig } from '../testing/fake-gateway';
import { signInForTest } from '../testing/portal-harness';
import { clearAllState } from '../storage/root-store';
import { logStartPageView } from './start-page-view';
import { usePageViews } from './use-page-views';
import { settleFakeGateway } from '../testing/settle';

afterEach(() => clearAllState());

/** Lets the fire-and-forget reports reach the fake gateway. */
const settle = () => settleFakeGateway();

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('failures reported through the portal gateway client', () => {
  it('reports a failed read once, with its status, correlation id, route and the signed-in customer', async () => {
    signInForTest('C-AMARA');
    window.history.pushState({}, '', '/viewaccount');
    const { fetchImpl, requests } = createFakeGatewayFetch({
      'GET /customers/C-AMARA/accounts': () => ({
        status: 503,
        body: { status: 503, title: 'Unavailable', errors: [] },
      }),
      'POST /error-reports': () => ({ status: 202 }),
    });
    const gateway = createPortalGateway({ ...testPortalConfig }, () => undefined, fetchImpl);
    const error = await rejection(gateway.client.get('/customers/C-AMARA/accounts', { maxAttempts: 1 }));
    await settle();
    const reports = requests.filter((r) => r.path === '/error-reports');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.body).toEqual({
      status: 503,
      message: error.message,
      path: '/viewaccount',
      channel: 'CustomerSelfService',
      customerId: 'C-AMARA',
      corelationId: error.correlationId,
      sessionId: 'S1',
    });
    expect(reports[0]!.headers.get('authorization')).toBe('Bearer token-C-AMARA');
  });

  it('sends the report with the token even when the policy then clears the session (generic error page with the tracking id of the report)', async () => {
    signInForTest('C-AMARA');
    const left: string[] = [];
    const { fetchImpl, requests } = createFakeGatewayFetch({
      'PUT /customers/C-AMARA': () => ({ status: 409, body: { status: 409, title: 'Conflict', errors: [] } }),
      'POST /error-reports': () => ({ status: 202 }),
    });
    const gateway = createPortalGateway(testPortalConfig, (path) => left.push(path), fetchImpl);
    const error = await rejection(gateway.client.put('/customers/C-AMARA', {}));
    expect(error.action.type).toBe('genericError');
    expect(left).toEqual([`/genericerror?trackingId=${error.correlationId}`]);
    expect(readSession()).toBeUndefined();
    await settle();
    const [report] = requests.filter((r) => r.path === '/error-reports');
    expect(report?.headers.get('authorization')).toBe('Bearer token-C-AMARA');
    expect(report?.body).toMatchObject({ status: 409, customerId: 'C-AMARA', corelationId: error.correlationId });
  });

  it('never reports the failure of a report, and a failed report changes nothing for the page', async () => {
    const { fetchImpl, requests } = createFakeGatewayFetch({
      'GET /configuration/IsViewStatement': () => ({ status: 500, body: { status: 500, title: 'x', errors: [] } }),
      'POST /error-reports': () => ({ status: 500, body: { status: 500, title: 'x', errors: [] } }),
    });
    const left: string[] = [];
    const gateway = createPortalGateway(testPortalConfig, (path) => left.push(path), fetchImpl);
    const error = await rejection(gateway.client.get('/configuration/IsViewStatement', { maxAttempts: 1 }));
    expect(error.status).toBe(500);
    await settle();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /configuration/IsViewStatement',
      'POST /error-reports',
    ]);
    expect(left).toEqual([]);
    // Signed out: the report goes without a customer or a token.
    expect(requests[1]!.body).toMatchObject({ customerId: null, sessionId: null });
    expect(requests[1]!.headers.get('authorization')).toBeNull();
  });
});

describe('page views on route change', () => {
  function Logger({ client }: { client: GatewayClient }) {
    usePageViews(client, 'CustomerSelfService');
    return null;
  }

  it('logs each route once with the customer, not the query, and not while a sign-in code is read', async () => {
    const { fetchImpl, requests } = createFakeGatewayFetch({ 'POST /page-views': () => ({ status: 202 }) });
    const { quietClient } = createPortalGateway(testPortalConfig, () => undefined, fetchImpl);
    const router = createMemoryRouter([{ path: '*', element: <Logger client={quietClient} /> }], {
      initialEntries: ['/customer360View?code=abc&state=login.x1'],
    });
    render(<RouterProvider router={router} />);
    await settle();
    expect(requests).toEqual([]);
    signInForTest('C-BEN');
    await act(() => router.navigate('/customer360View', { replace: true }));
    await act(() => router.navigate('/viewaccount?page=2'));
    await act(() => router.navigate('/viewaccount?page=3'));
    await act(() => router.navigate('/historicRepairs'));
    await settle();
    const views = requests.map((r) => r.body as { path: string; customerId: string; correlationId: string });
    expect(views.map((v) => [v.path, v.customerId])).toEqual([
      ['/customer360View', 'C-BEN'],
      ['/viewaccount', 'C-BEN'],
      ['/historicRepairs', 'C-BEN'],
    ]);
    expect(new Set(views.map((v) => v.correlationId)).size).toBe(3);
  });
});

describe('the start page view', () => {
  it('is logged signed out, with the gateway headers and no token', async () => {
    const { fetchImpl, requests } = createFakeGatewayFetch({ 'POST /page-views': () => ({ status: 202 }) });
    await logStartPageView(testPortalConfig, '/startpage', fetchImpl);
    expect(requests).toHaveLength(1);
    const [view] = requests;
    expect(view!.body).toMatchObject({ path: '/startpage', channel: 'CustomerSelfService', customerId: null });
    expect(view!.headers.get('x-correlation-id')).toBe((view!.body as { correlationId: string }).correlationId);
    expect(view!.headers.get('ocp-apim-subscription-key')).toBe(testPortalConfig.subscriptionKey);
    expect(view!.headers.get('authorization')).toBeNull();
  });
});
