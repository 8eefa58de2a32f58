import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePortalConfig } from '../config/portal-config-context';
import { useLeavePortal } from '../navigation/page-exit';
import { createPortalGateway, type PortalGateway } from './portal-gateway';

const GatewayContext = createContext<PortalGateway | null>(null);

/** Makes the portal's gateway clients available below it; tests may pass their own. */
export function GatewayProvider({ children, gateway }: { children: ReactNode; gateway?: PortalGateway }) {
  const config = usePortalConfig();
  const leave = useLeavePortal();
  const value = useMemo(() => gateway ?? createPortalGateway(config, leave), [gateway, config, leave]);
  return <GatewayContext.Provider value={value}>{children}</GatewayContext.Provider>;
}

/** The portal's gateway clients; only usable below GatewayProvider. */
export function useGateway(): PortalGateway {
  const gateway = useContext(GatewayContext);
  if (!gateway) throw new Error('useGateway() was called outside <GatewayProvider>.');
  return gateway;
}
