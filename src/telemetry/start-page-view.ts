import { GatewayHeader } from '../../schemas/http-headers';
import type { PortalConfig } from '../config/portal-config';

/**
 * The page view of the pre-rendered start page (ACC-GWY-37, page-view
 * logging): signed out, so no customer. The start page carries no gateway client, so this is
 * fetch itself with the gateway's headers (keepalive, as the resident may go on to sign in at
 * once), kept in the start page's own chunk so signed-in pages never load it. The answer does
 * not matter.
 *
 * @example
 * config.then((settings) => logStartPageView(settings, location.pathname));
 */
export function logStartPageView(
  settings: Pick<PortalConfig, 'gatewayBaseUrl' | 'subscriptionKey' | 'channel'>,
  path: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<void> {
  // randomUUID exists in secure contexts only; a correlation id need only be unlikely to repeat.
  const correlationId =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const view = { path: path.slice(0, 500) || '/', channel: settings.channel, customerId: null, correlationId };
  return fetchImpl(`${settings.gatewayBaseUrl.replace(/\/+$/, '')}/page-views`, {
    method: 'POST',
    keepalive: true,
    headers: {
      [GatewayHeader.subscriptionKey]: settings.subscriptionKey,
      [GatewayHeader.channel]: settings.channel,
      [GatewayHeader.correlationId]: correlationId,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(view),
  }).then(
    () => undefined,
    () => undefined,
  );
}
