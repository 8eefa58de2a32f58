import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalConfigProvider } from './config/portal-config-context';
import { PortalProviders } from './portal-providers';
import { PortalRoutes } from './routes';

/** The signed-in portal: settings first, then texts and gateway clients, then the routes. */
export function App() {
  return (
    <StrictMode>
      <PortalConfigProvider>
        <PortalProviders>
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
        </PortalProviders>
      </PortalConfigProvider>
    </StrictMode>
  );
}
