import { StrictMode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PortalConfigProvider } from './config/portal-config-context';
import { PortalProviders } from './portal-providers';
import { portalRoutes } from './routes';

const router = createBrowserRouter(portalRoutes);

/** The signed-in portal: settings first, then texts and gateway clients, then the routes. */
export function App() {
  return (
    <StrictMode>
      <PortalConfigProvider>
        <PortalProviders>
          <RouterProvider router={router} />
        </PortalProviders>
      </PortalConfigProvider>
    </StrictMode>
  );
}
