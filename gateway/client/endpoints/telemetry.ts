import type { ErrorReport, PageView } from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import type { EndpointOptions } from './endpoint-options';

/**
 * POST /error-reports: a failure the portal met, for support staff (the error-reporting call of
 * ACC-GWY-36). Kept by the association's own gateway for a retention period;
 * never sent to a third party. Sent with keepalive, so a report survives the page being left
 * (the generic error page is a full load).
 *
 * @example
 * await reportError(client, { status: 500, channel: 'CustomerSelfService', path: '/viewaccount', customerId, corelationId, sessionId });
 */
export function reportError(
  client: GatewayClient,
  report: ErrorReport,
  options?: EndpointOptions,
): Promise<GatewayResponse<unknown>> {
  return client.post<unknown>('/error-reports', report, { maxAttempts: 1, keepalive: true, ...options });
}

/**
 * POST /page-views: one page view (the page-view logging, ACC-GWY-37), kept by
 * the association's own gateway for a retention period.
 *
 * @example
 * await logPageView(client, { path: '/viewaccount', channel: 'CustomerSelfService', customerId, correlationId });
 */
export function logPageView(
  client: GatewayClient,
  view: PageView,
  options?: EndpointOptions,
): Promise<GatewayResponse<unknown>> {
  return client.post<unknown>('/page-views', view, { maxAttempts: 1, keepalive: true, ...options });
}
