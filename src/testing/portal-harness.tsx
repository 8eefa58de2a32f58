import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { GatewayToken } from '../../gateway/client';
import { saveSession } from '../auth/session';
import type { PortalConfig } from '../config/portal-config';
import { PortalConfigProvider } from '../config/portal-config-context';
import { createPortalGateway } from '../gateway/portal-gateway';
import { PageExitProvider } from '../navigation/page-exit';
import { PortalProviders } from '../portal-providers';
import { portalRoutes } from '../routes';
import { createFakeGatewayFetch, testPortalConfig } from './fake-gateway';

/** A signed-in session for tests. */
export function signInForTest(customerId = 'C-AMARA', expiresIn = 600): void {
  const token: GatewayToken = {
    customerId,
    accessToken: `token-${customerId}`,
    tokenType: 'Bearer',
    expiresIn,
    sessionId: 'S1',
  };
  saveSession(token);
}

/**
 * The whole portal at `path` with a fake gateway (a table of replies) and a recorder of full
 * page loads instead of real navigation. Render the returned element with Testing Library.
 */
export function portalHarness(path: string, routes: Record<string, unknown>, config: PortalConfig = testPortalConfig) {
  const { fetchImpl, requests } = createFakeGatewayFetch(routes);
  const pageLoads: string[] = [];
  const leave = (target: string) => pageLoads.push(target);
  const gateway = createPortalGateway(config, leave, fetchImpl);
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  const element = (
    <PageExitProvider leave={leave}>
      <PortalConfigProvider load={async () => config}>
        <PortalProviders gateway={gateway}>
          <RouterProvider router={router} />
        </PortalProviders>
      </PortalConfigProvider>
    </PageExitProvider>
  );
  return { element, requests, pageLoads, router };
}
