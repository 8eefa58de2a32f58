/** The portal's gateway client: see README.md. */
export {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientOptions,
  type GatewayRequestOptions,
  type GatewayResponse,
  type HttpMethod,
} from './gateway-client';
export { GatewayError, readErrorItems, statusTitle, STATUS_TITLES, UNKNOWN_ERROR_TITLE } from './gateway-error';
export {
  decideHttpAction,
  isAppPolicyAction,
  isSuccessfulOutcome,
  type AppPolicyAction,
  type HttpOutcome,
  type HttpPolicyAction,
  type OutcomeKind,
} from './http-policy';
export { isRepeatableRequest, shouldRetry, retryDelayMs } from './retry-policy';
export { appendQuery, gatewayPath, idFromLocation, joinUrl, type QueryParams, type QueryValue } from './gateway-url';
export { buildRequestHeaders, type GatewaySession } from './request-headers';
export { newCorrelationId } from './correlation-id';
export {
  APPOINTMENT_TIMEOUT_MS,
  DEFAULT_AGENT_ID,
  DEFAULT_IF_MATCH,
  DEFAULT_TIMEOUT_MS,
  LOCATION_ID_POSITION,
  MAX_ATTEMPTS,
} from './constants';
export type { EndpointOptions } from './endpoints/endpoint-options';
export { getConfigurationValue } from './endpoints/configuration';
export { getCustomer, getCustomerTenancies, getTenancyGroup, updateCustomer } from './endpoints/customers';
export {
  getAsset,
  getAssetAssociates,
  getAssetHierarchy,
  getPropertyLocation,
  type AssetAssociatesOptions,
} from './endpoints/assets';
export {
  DAMP_MOULD_ENTRY_ID,
  getKeyValueEntry,
  getReferenceData,
  ReferenceNamespace,
  type ReferenceDataArea,
} from './endpoints/reference-data';
export {
  exchangeAuthorizationCode,
  logout,
  refreshAccessToken,
  type GatewayToken,
  type TokenExchangeRequest,
} from './endpoints/auth';
