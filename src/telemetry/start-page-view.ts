import { buildRequestHeaders } from '../../gateway/client/request-headers';
import { newCorrelationId } from '../../gateway/client/correlation-id';
import { DEFAULT_AGENT_ID } from '../../gateway/client/constants';
import { joinUrl } from '../../gateway/client/gateway-url';
import type { PortalConfig } from '../config/portal-config';

/**
 * The page view of the pre-rendered start page (accounts-cases-gateway.md §7, page-view
 * logging): signed out, so no customer; sent with fetch itself (keepalive, as the resident may
 * go on to sign in at once), as the start page carries no gateway client. The answer does not
 * matter.
 *
 * @example
 * config.then((settings) => logStartPageView(settings, location.pathname));
 */
export function logStartPageView(
  settings: Pick<PortalConfig, 'gatewayBaseUrl' | 'subscriptionKey' | 'channel'>,
  path: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<void> {
  const correlationId = newCorrelationId();
  const headers = buildRequestHeaders({
    subscriptionKey: settings.subscriptionKey,
    channel: settings.channel,
    session: { getCustomerId: () => null, getSessionId: () => null },
    defaultAgentId: DEFAULT_AGENT_ID,
    correlationId,
  });
  const view = { path: path.slice(0, 500) || '/', channel: settings.channel, customerId: null, correlationId };
  return fetchImpl(joinUrl(settings.gatewayBaseUrl, '/page-views'), {
    method: 'POST',
    keepalive: true,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
  }).then(
    () => undefined,
    () => undefined,
  );
}
