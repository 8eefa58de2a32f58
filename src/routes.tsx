import { Outlet, type RouteObject } from 'react-router-dom';
import { START_PAGE_PATH } from './gateway/portal-gateway';
import { PageLayout } from './layout/page-layout';
import { LeaveTo } from './navigation/leave-to';
import { RequireSignIn } from './navigation/require-sign-in';

/** Shown while a page's code is still arriving (every page loads on demand, one chunk each). */
function PageLoading() {
  return (
    <p role="status" aria-busy="true">
      Loading…
    </p>
  );
}

/** The pre-rendered start page is a page of its own: the app hands over to it with a full load. */
const startPage = <LeaveTo path={START_PAGE_PATH} clearState />;

/** Routes only a signed-in resident may open; features add theirs here. */
export const guardedRoutes: RouteObject[] = [];

/** The footer's pages, open to everyone; a deployment may link the association's own instead. */
const informationRoutes: RouteObject[] = (
  [
    ['terms-and-conditions', 'TermsPage'],
    ['accessibility', 'AccessibilityPage'],
    ['privacy', 'PrivacyPage'],
    ['cookies', 'CookiesPage'],
  ] as const
).map(([path, page]) => ({
  path,
  lazy: async () => ({ Component: (await import('./pages/information/information-page'))[page] }),
}));

/** Every route of the portal. Each page is its own chunk. */
export const portalRoutes: RouteObject[] = [
  {
    element: <PageLayout />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: startPage },
      { path: 'startpage', element: startPage },
      {
        path: 'customer360View',
        lazy: async () => ({ Component: (await import('./pages/dashboard/dashboard-page')).DashboardPage }),
      },
      {
        path: 'genericerror',
        lazy: async () => ({ Component: (await import('./pages/errors/generic-error-page')).GenericErrorPage }),
      },
      {
        path: 'customerApiErrorPage',
        lazy: async () => ({
          Component: (await import('./pages/errors/customer-api-error-page')).CustomerApiErrorPage,
        }),
      },
      {
        path: 'repairJourneyErrorPage',
        lazy: async () => ({
          Component: (await import('./pages/errors/repair-journey-error-page')).RepairJourneyErrorPage,
        }),
      },
      {
        path: 'workOrderErrorPage',
        lazy: async () => ({ Component: (await import('./pages/errors/work-order-error-page')).WorkOrderErrorPage }),
      },
      ...informationRoutes,
      { element: <GuardedOutlet />, children: guardedRoutes },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

/** The route guard around every route that needs a signed-in resident. */
function GuardedOutlet() {
  return (
    <RequireSignIn>
      <Outlet />
    </RequireSignIn>
  );
}
