import { GatewayHeader } from '../../schemas/http-headers';
import { DEFAULT_IF_MATCH } from './constants';

/**
 * Where the client reads who is calling, at the moment of each call (values change on sign-in and
 * sign-out). The app backs it with its persisted state.
 */
export interface GatewaySession {
  /** The stored customer id; sent as `X-Agent-Id` (the default agent id when absent). */
  getCustomerId(): string | null | undefined;
  /** The portal session's id; sent as `X-Session-Id` when present. */
  getSessionId(): string | null | undefined;
  /** The resident's access token; sent as `Authorization: Bearer` when present (the sign-in issue). */
  getAccessToken?(): string | null | undefined;
}

/** Everything the headers of one call depend on. */
export interface RequestHeaderInput {
  subscriptionKey: string;
  channel: string;
  session: GatewaySession;
  defaultAgentId: string;
  /** One per call; the retries of a call share it, so the gateway's logs tie them together. */
  correlationId: string;
  /** The entity tag for `If-Match`; DEFAULT_IF_MATCH when absent. */
  etag?: string | null;
  /** Makes a POST or PATCH safe to repeat (see retry-policy.ts). */
  operationKey?: string | null;
  /** Expected response type; `application/json` by default. */
  accept?: string;
}

/**
 * The headers of schemas/http-headers.ts for one call (REP-API-01: subscription key, channel,
 * correlation id, session id, agent or customer id and a concurrency tag).
 *
 * @example
 * buildRequestHeaders({
 *   subscriptionKey: 'key', channel: 'CustomerSelfService', defaultAgentId: 'anonymous',
 *   session: { getCustomerId: () => 'C1', getSessionId: () => 'S1' },
 *   correlationId: '4d1c…', etag: 'W/"3"',
 * });
 * // { 'Ocp-Apim-Subscription-Key': 'key', Channel: 'CustomerSelfService', 'X-Correlation-Id': '4d1c…',
 * //   'X-Agent-Id': 'C1', 'X-Session-Id': 'S1', 'If-Match': 'W/"3"', Accept: 'application/json' }
 */
export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    [GatewayHeader.subscriptionKey]: input.subscriptionKey,
    [GatewayHeader.channel]: input.channel,
    [GatewayHeader.correlationId]: input.correlationId,
    [GatewayHeader.agentId]: input.session.getCustomerId() || input.defaultAgentId,
    [GatewayHeader.ifMatch]: input.etag || DEFAULT_IF_MATCH,
    Accept: input.accept ?? 'application/json',
  };
  const sessionId = input.session.getSessionId();
  if (sessionId) headers[GatewayHeader.sessionId] = sessionId;
  if (input.operationKey) headers[GatewayHeader.operationKey] = input.operationKey;
  const token = input.session.getAccessToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
