import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { PortalConfigProvider } from '../config/portal-config-context';
import { createPortalGateway } from '../gateway/portal-gateway';
import { PageExitProvider } from '../navigation/page-exit';
import { PortalProviders } from '../portal-providers';
import { portalRoutes } from '../routes';
import { createFakeGatewayFetch, testPortalConfig } from './fake-gateway';

/** A reply of the fake gateway. */
export interface Reply {
  status: number;
  body?: unknown;
}

/**
 * Answers by the full URL (query included) before the table of `"METHOD /path"` replies is asked;
 * 'hang' never answers (until the request is aborted).
 */
export type UrlRoute = (method: string, url: URL, body: unknown) => Reply | 'hang' | undefined;

/** One request with its full URL. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * The portal at `path` with the fake gateway of src/testing, recording each request's full URL
 * (the repairs pages send their filters in the query) and answering by URL first.
 *
 * @example
 * const harness = repairsHarness('/historicRepairs', amaraReplies(), (method, url) =>
 *   url.pathname.endsWith('/search/works-orders') ? { status: 200, body: page } : undefined);
 */
export function repairsHarness(path: string, routes: Record<string, unknown>, byUrl?: UrlRoute) {
  const { fetchImpl } = createFakeGatewayFetch(routes);
  const seen: SeenRequest[] = [];
  const recording: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const url = new URL(request.url);
    seen.push({ method: request.method, url, headers: request.headers, body });
    const reply = byUrl?.(request.method, url, body);
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
      );
    }
    if (reply) {
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return fetchImpl(request);
  };
  const pageLoads: string[] = [];
  const leave = (target: string) => pageLoads.push(target);
  const gateway = createPortalGateway(testPortalConfig, leave, recording);
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  const element = (
    <PageExitProvider leave={leave}>
      <PortalConfigProvider load={async () => testPortalConfig}>
        <PortalProviders gateway={gateway}>
          <RouterProvider router={router} />
        </PortalProviders>
      </PortalConfigProvider>
    </PageExitProvider>
  );
  /** The requests to a path (below /api), e.g. calls('GET', '/search/works-orders'). */
  const calls = (method: string, apiPath: string) =>
    seen.filter((request) => request.method === method && request.url.pathname === `/api${apiPath}`);
  return { element, seen, calls, pageLoads, router };
}
