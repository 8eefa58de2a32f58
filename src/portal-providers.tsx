import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePortalConfig } from './config/portal-config-context';
import { GatewayProvider } from './gateway/gateway-context';
import type { PortalGateway } from './gateway/portal-gateway';
import { createPortalI18n } from './i18n/i18n';

/** Below the settings: the texts (with the configured phone number and hours) and the gateway clients. */
export function PortalProviders({ children, gateway }: { children: ReactNode; gateway?: PortalGateway }) {
  const { contact } = usePortalConfig();
  const i18n = useMemo(() => createPortalI18n(contact), [contact]);
  return (
    <I18nextProvider i18n={i18n}>
      <GatewayProvider gateway={gateway}>{children}</GatewayProvider>
    </I18nextProvider>
  );
}
