import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createGatewayClient } from '../../gateway/client';
import { PortalConfigProvider } from '../config/portal-config-context';
import { PortalProviders } from '../portal-providers';
import { createFakeGatewayFetch, testPortalConfig } from './fake-gateway';

/** One request the card made, with its full URL. */
export interface CardRequest {
  method: string;
  url: URL;
}

/**
 * One dashboard card on its own, with the fake gateway of src/testing: replies by `"METHOD /path"`
 * or, where the query matters, `"METHOD /path?name=value&..."` with the values decoded (tried
 * first); anything else answers 404.
 *
 * @example
 * const { client, renderCard, calls } = cardHarness({ 'GET /assets/B1/documents?DocumentType=FRA&Limit=1&Skip=0': [fra] });
 * renderCard(<BuildingSafetyCard client={client} block={tower} />);
 */
export function cardHarness(replies: Record<string, unknown>, customerId = 'C-BEN') {
  const { fetchImpl } = createFakeGatewayFetch(replies);
  const seen: CardRequest[] = [];
  const withQuery: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({ method: request.method, url });
    const query = [...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}?${query}`;
    if (query && key in replies) {
      const reply = replies[key];
      const { status, body } =
        typeof reply === 'function'
          ? (reply as () => { status: number; body?: unknown })()
          : { status: 200, body: reply };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return fetchImpl(request);
  };
  const client = createGatewayClient({
    baseUrl: testPortalConfig.gatewayBaseUrl,
    subscriptionKey: testPortalConfig.subscriptionKey,
    session: { getCustomerId: () => customerId, getSessionId: () => 'S1' },
    fetch: withQuery,
    maxAttempts: 1,
  });
  const renderCard = (element: ReactElement) =>
    render(
      <PortalConfigProvider load={async () => testPortalConfig}>
        <PortalProviders>
          <MemoryRouter>{element}</MemoryRouter>
        </PortalProviders>
      </PortalConfigProvider>,
    );
  /** The requests to a path below /api, e.g. calls('GET', '/assets/B1/documents'). */
  const calls = (method: string, apiPath: string) =>
    seen.filter((request) => request.method === method && request.url.pathname === `/api${apiPath}`);
  return { client, renderCard, calls, seen };
}

/** A reply of the fake gateway with an error status. */
export const failure = (status: number) => () => ({ status, body: { status, title: 'Error', errors: [] } });
