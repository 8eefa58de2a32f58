/** The portal's gateway client: see README.md. */
export {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientOptions,
  type GatewayRequestOptions,
  type GatewayResponse,
  type HttpMethod,
} from './gateway-client';
export {
  GatewayError,
  isHandledByApp,
  readErrorItems,
  statusTitle,
  STATUS_TITLES,
  UNKNOWN_ERROR_TITLE,
} from './gateway-error';
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
export {
  completeCaseActivity,
  createCase,
  DAMP_TRIAGE_ACTIVITY,
  determineCaseTeam,
  getCase,
  getCaseActivities,
  searchCases,
} from './endpoints/cases';
export { getConfigurationValue } from './endpoints/configuration';
export {
  getAccount,
  getAccountTransactions,
  getCustomerAccounts,
  getPaymentToken,
  getStatementDocuments,
  getStatementPdf,
  sendCustomStatement,
  submitFinancialReferral,
  type CustomStatementQueued,
} from './endpoints/accounts';
export { getCustomer, getCustomerTenancies, getTenancyGroup, updateCustomer } from './endpoints/customers';
export {
  getAsset,
  getAssetAssociates,
  getAssetDocument,
  getAssetDocuments,
  getAssetHierarchy,
  getComplianceRecords,
  getPropertyLocation,
  type AssetAssociatesOptions,
} from './endpoints/assets';
export {
  getCommunications,
  markCommunicationRead,
  sendCommunication,
  type CommunicationQueued,
} from './endpoints/communications';
export { logPageView, reportError } from './endpoints/telemetry';
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
export {
  addJobNote,
  cancelWorkOrder,
  checkCancelEligibility,
  getContractors,
  getWorkOrder,
  getWorkOrderHistory,
  searchWorkOrders,
  type WorkOrderSearch,
} from './endpoints/work-orders';
export {
  deleteWorkOrderDocument,
  getWorkOrderDocument,
  listWorkOrderDocuments,
} from './endpoints/work-order-documents';
export {
  bookAppointment,
  checkRescheduleEligibility,
  getAppointmentAvailability,
  rescheduleAppointment,
} from './endpoints/appointments';
export {
  checkEnhancedEligibility,
  checkRepairEligibility,
  createWorkOrder,
  deleteWorkOrder,
  determineContractors,
  determineHeating,
  findDuplicateRepairs,
  getRepairPriority,
  getRepairReasons,
  scoreAssessment,
  updateWorkOrder,
  uploadWorkOrderDocument,
  ZERO_WORK_ORDER_ID,
} from './endpoints/repair-journey';
