/** Header names of the gateway contract, shared by the portal's client and the reference gateway. */
export const GatewayHeader = {
  subscriptionKey: 'Ocp-Apim-Subscription-Key',
  channel: 'Channel',
  correlationId: 'X-Correlation-Id',
  sessionId: 'X-Session-Id',
  agentId: 'X-Agent-Id',
  ifMatch: 'If-Match',
  etag: 'ETag',
  location: 'Location',
  operationKey: 'Operation-Key',
} as const;

/** The channel this portal reports itself as, and the spec's default. */
export const DEFAULT_CHANNEL = 'CustomerSelfService';

export const CHANNELS = ['CustomerSelfService', 'ERGO', 'Northgate', 'ColleagueSelfService'] as const;
export type Channel = (typeof CHANNELS)[number];
