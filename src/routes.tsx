import type { RouteObject } from 'react-router-dom';
import { PageLayout } from './layout/page-layout';
import { StartPage } from './pages/start-page';

/** Shown while the first page's code is still arriving (pages other than the start page load on demand). */
function PageLoading() {
  return (
    <main className="page-width" id="main-content" aria-busy="true">
      <p role="status">Loading…</p>
    </main>
  );
}

/** Every route of the portal. Pages other than the start page load on demand (one chunk each). */
export const portalRoutes: RouteObject[] = [
  {
    element: <PageLayout />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <StartPage /> },
      { path: 'startpage', element: <StartPage /> },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
