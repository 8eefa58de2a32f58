import { StrictMode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PortalConfigProvider } from './config/portal-config-context';
import { portalRoutes } from './routes';

const router = createBrowserRouter(portalRoutes);

/** The whole portal: settings first, then the routes. */
export function App() {
  return (
    <StrictMode>
      <PortalConfigProvider>
        <RouterProvider router={router} />
      </PortalConfigProvider>
    </StrictMode>
  );
}
