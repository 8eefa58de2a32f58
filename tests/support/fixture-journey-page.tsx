import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { fixtureJourney } from '../../engine/test-fixtures/fixture-journey';
import fixtureWords from '../../engine/test-fixtures/locale-en-GB/fixture.json';
import { fixtureFacts, fixtureRegistry, fixtureToggles } from '../../engine/test-fixtures/service-request-world';
import { rendererMessages } from '../../renderer';
import { PortalConfigProvider } from '../../src/config/portal-config-context';
import { createPortalGateway } from '../../src/gateway/portal-gateway';
import { portalLanguage } from '../../src/i18n/i18n';
import journeysLocale from '../../src/i18n/locales/en-GB/journeys.json';
import { PortalProviders } from '../../src/portal-providers';
import { createFakeGatewayFetch, testPortalConfig } from '../../src/testing/fake-gateway';
import { signInForTest } from '../../src/testing/portal-harness';
import type { JourneyHostModule } from '../../src/journeys/journey-host-types';
import { JourneyPage } from '../../src/journeys/journey-page';

/** The engine's fixture journey (the service-request questionnaire), as the DOM tests open it. */
export const fixture = fixtureJourney();

/** The fixture's words, as a journey's words would be in the portal's locale. */
function FixtureWords({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, 'journeys'))
    i18n.addResourceBundle(portalLanguage, 'journeys', { ...rendererMessages, ...journeysLocale, ...fixtureWords });
  return <>{children}</>;
}

export interface FixturePageOptions {
  /** The address the router opens. */
  path: string;
  /** The operations the journey runs (default: the fixture's). */
  operations?: ReturnType<typeof fixtureRegistry>;
  /** The journey file the page names for the development check (default: none). */
  file?: string | null;
  /** Pages beside the journey (the dashboard, an error page), so its exits have somewhere to land. */
  otherRoutes?: RouteObject[];
  /** The journey's own host module (its page parts), as journey-hosts.ts gives a journey that has one. */
  host?: JourneyHostModule;
}

/**
 * Signs a resident in and renders a journey page at an address, with pages beside it, under the
 * portal's providers over a fake gateway (answering nothing unless given replies). Answers the
 * router, to read where the journey went.
 */
export function renderJourneyPage(
  page: ReactElement,
  {
    path,
    otherRoutes = [],
    replies = {},
  }: { path: string; otherRoutes?: RouteObject[]; replies?: Record<string, unknown> },
) {
  signInForTest();
  const gateway = createPortalGateway(testPortalConfig, () => undefined, createFakeGatewayFetch(replies).fetchImpl);
  const router = createMemoryRouter([...otherRoutes, { path: '*', element: page }], { initialEntries: [path] });
  render(
    <PortalConfigProvider load={async () => testPortalConfig}>
      <PortalProviders gateway={gateway}>
        <RouterProvider router={router} />
      </PortalProviders>
    </PortalConfigProvider>,
  );
  return router;
}

/**
 * Signs a resident in and renders the fixture journey in the portal's journey page, with the
 * portal's providers over a gateway that answers nothing. Answers the router, to read where the
 * journey went.
 */
export function renderFixtureJourney({ path, operations, file = null, otherRoutes = [], host }: FixturePageOptions) {
  const page = (
    <FixtureWords>
      <JourneyPage
        journey={fixture}
        {...(host ? { host } : {})}
        file={file}
        operations={operations ?? fixtureRegistry()}
        world={async () => ({ facts: fixtureFacts, toggles: fixtureToggles })}
      />
    </FixtureWords>
  );
  return renderJourneyPage(page, { path, otherRoutes });
}
