import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
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

/**
 * A page loaded on demand: its code is a chunk of its own, fetched the first time the page opens,
 * with the loading line meanwhile. (Declarative routing with React's lazy pages: the data router
 * of react-router would add about 17 KB of JavaScript to every page for loaders the portal does
 * not use.)
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  const element = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  pageLoaders.set(element, load);
  return element;
}

/** Each page element's code loader, for preloadPageCode. */
const pageLoaders = new WeakMap<object, () => Promise<unknown>>();

/** The pre-rendered start page is a page of its own: the app hands over to it with a full load. */
const startPage = <LeaveTo path={START_PAGE_PATH} clearState />;

/** Routes only a signed-in resident may open; features add theirs here. */
export const guardedRoutes: RouteObject[] = [
  {
    path: 'historicRepairs',
    element: page(() => import('./pages/repairs/history/historic-repairs-page'), 'HistoricRepairsPage'),
  },
  {
    path: 'repairhistorydetails',
    element: page(() => import('./pages/repairs/details/repair-details-page'), 'RepairDetailsPage'),
  },
  {
    // The damp and mould assessment's current page group (docs/journeys/damp-and-mould.md).
    path: 'DMCQuestions',
    element: page(() => import('./journeys/repair/dmc-questions-page'), 'DmcQuestionsPage'),
  },
  {
    path: 'viewmedia',
    element: page(() => import('./pages/repairs/media/view-media-page'), 'ViewMediaPage'),
  },
  {
    path: 'casesearch',
    element: page(() => import('./pages/cases/history/case-search-page'), 'CaseSearchPage'),
  },
  {
    path: 'casedetails',
    element: page(() => import('./pages/cases/details/case-details-page'), 'CaseDetailsPage'),
  },
  {
    path: 'viewaccount',
    element: page(() => import('./pages/money/account/view-account-page'), 'ViewAccountPage'),
  },
  {
    path: 'transactionDetails',
    element: page(() => import('./pages/money/transactions/transactions-page'), 'TransactionsPage'),
  },
  {
    path: 'appointmentscheduler',
    element: page(() => import('./pages/repairs/appointments/appointment-scheduler-page'), 'AppointmentSchedulerPage'),
  },
  // Card payment (ACC-PAY).
  {
    path: 'paymentDetails',
    element: page(() => import('./pages/money/payment/payment-details-page'), 'PaymentDetailsPage'),
  },
  {
    path: 'allPayGateway',
    element: page(() => import('./pages/money/payment/all-pay-gateway-page'), 'AllPayGatewayPage'),
  },
  {
    path: 'allPayGatewayConformation',
    element: page(() => import('./pages/money/payment/payment-confirmation-page'), 'PaymentConfirmationPage'),
  },
  // Statements (ACC-STM).
  {
    path: 'viewstatement',
    element: page(() => import('./pages/money/statements/view-statement-page'), 'ViewStatementPage'),
  },
  // Profile (ACC-PRO).
  {
    path: 'manageprofile',
    element: page(() => import('./pages/profile/manage-profile-page'), 'ManageProfilePage'),
  },
  {
    path: 'editprofile',
    element: page(() => import('./pages/profile/edit-profile-page'), 'EditProfilePage'),
  },
  // Messages (ACC-MSG).
  {
    path: 'mymessageshistory',
    element: page(() => import('./pages/messages/message-history-page'), 'MessageHistoryPage'),
  },
  {
    path: 'messagedetails',
    element: page(() => import('./pages/messages/message-details-page'), 'MessageDetailsPage'),
  },
];

/** The footer's pages, open to everyone; a deployment may link the association's own instead. */
const informationRoutes: RouteObject[] = (
  [
    ['terms-and-conditions', 'TermsPage'],
    ['accessibility', 'AccessibilityPage'],
    ['privacy', 'PrivacyPage'],
    ['cookies', 'CookiesPage'],
  ] as const
).map(([path, name]) => ({
  path,
  element: page(() => import('./pages/information/information-page'), name),
}));

/** Every route of the portal. Each page is its own chunk. */
export const portalRoutes: RouteObject[] = [
  {
    element: <PageLayout />,
    children: [
      { index: true, element: startPage },
      { path: 'startpage', element: startPage },
      {
        path: 'customer360View',
        // The dashboard with the features' cards, composed at the top (dashboard-route.tsx).
        element: page(() => import('./dashboard-route'), 'DashboardRoute'),
      },
      {
        path: 'genericerror',
        element: page(() => import('./errors/generic-error-page'), 'GenericErrorPage'),
      },
      {
        path: 'customerApiErrorPage',
        element: page(() => import('./errors/customer-api-error-page'), 'CustomerApiErrorPage'),
      },
      {
        path: 'repairJourneyErrorPage',
        element: page(() => import('./errors/repair-journey-error-page'), 'RepairJourneyErrorPage'),
      },
      {
        path: 'workOrderErrorPage',
        element: page(() => import('./errors/work-order-error-page'), 'WorkOrderErrorPage'),
      },
      ...informationRoutes,
      { element: <GuardedOutlet />, children: guardedRoutes },
      {
        // The pages of every journey (journeys/*.json), and Page not found for anything else.
        path: '*',
        element: page(() => import('./journeys/journey-route'), 'JourneyRoute'),
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

/**
 * Starts fetching the code of the page at `pathname` (nothing for an address without one), so that
 * it arrives while the portal's settings load rather than after them: one round trip fewer
 * before a phone paints the page (docs/adr/0014). A page module may export `preloadFor(pathname)`
 * to start what it loads next (a journey page: its journey). The page's lazy component later takes
 * the same module, which the browser fetches once. A chunk that fails here fails again, with its
 * message, where the page renders.
 */
export function preloadPageCode(pathname: string): void {
  const element = matchRoutes(portalRoutes, pathname)?.at(-1)?.route.element;
  const load = element && typeof element === 'object' ? pageLoaders.get(element) : undefined;
  load?.()
    .then((module) => (module as { preloadFor?: (at: string) => void }).preloadFor?.(pathname))
    .catch(() => undefined);
}

/** The portal's pages for the address in the browser (inside a router). */
export function PortalRoutes() {
  return useRoutes(portalRoutes);
}
