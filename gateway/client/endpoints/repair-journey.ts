import type {
  AssessmentScoreRequest,
  AssessmentScoreResult,
  Contractor,
  ContractorDeterminationQuery,
  DuplicateCheckResult,
  EligibilityRequest,
  EligibilityResult,
  EnhancedEligibilityRequest,
  EnhancedEligibilityResult,
  MediaUpload,
  MediaUploadResult,
  RepairPriorityRequest,
  RepairPriorityResult,
  RepairReason,
  RepairReasonQuery,
  SorDeterminationRequest,
  SorDeterminationResult,
  WorkOrderCreate,
  WorkOrderCreated,
  WorkOrderSearchQuery,
  WorkOrderUpdate,
} from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/** The id of a repair not yet created, for the heating determination (the "zero id" of REP-ENT-08). */
export const ZERO_WORK_ORDER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * GET /repair-reasons: the reasons offered for an asset type (Communal for a block, estate or
 * divided block), only those used when reporting.
 *
 * @example
 * const { data: reasons = [] } = await getRepairReasons(client, { assetType: 'Property', isUsedForCreation: true });
 */
export function getRepairReasons(
  client: GatewayClient,
  query: RepairReasonQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<RepairReason[]>> {
  return client.get<RepairReason[]>('/repair-reasons', { ...options, query: { ...query } });
}

/**
 * POST /works-orders/eligibilityoutcomes: whether a repair may be raised (a list of one outcome).
 *
 * @example
 * const { data: [outcome] = [] } = await checkRepairEligibility(client, request);
 */
export function checkRepairEligibility(
  client: GatewayClient,
  request: EligibilityRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<EligibilityResult[]>> {
  return client.post<EligibilityResult[]>('/works-orders/eligibilityoutcomes', request, options);
}

/**
 * POST /api/v2/works-orders/enhanced-repair-eligibility: the enhanced check (E35).
 *
 * @example
 * const { data } = await checkEnhancedEligibility(client, { isEmergency: true, sor, isPotentialDuplicate, isVulnerable, channel });
 */
export function checkEnhancedEligibility(
  client: GatewayClient,
  request: EnhancedEligibilityRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<EnhancedEligibilityResult>> {
  return client.post<EnhancedEligibilityResult>('/api/v2/works-orders/enhanced-repair-eligibility', request, options);
}

/**
 * POST /works-orders/{zero id}/sor-determination: the heating context and code of a heating
 * repair, or SSR049 / SSR069.
 *
 * @example
 * const { data } = await determineHeating(client, { context: 'Heating or hot water repair', propertyAttribute: 'HEATGAS' });
 */
export function determineHeating(
  client: GatewayClient,
  request: SorDeterminationRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<SorDeterminationResult>> {
  return client.post<SorDeterminationResult>(
    gatewayPath`/works-orders/${ZERO_WORK_ORDER_ID}/sor-determination`,
    request,
    options,
  );
}

/**
 * POST /works-orders/repair-priority: the priority of a repair (and whether it is working hours).
 *
 * @example
 * const { data } = await getRepairPriority(client, request); // data?.repairPriority === 'Next Available'
 */
export function getRepairPriority(
  client: GatewayClient,
  request: RepairPriorityRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<RepairPriorityResult>> {
  return client.post<RepairPriorityResult>('/works-orders/repair-priority', request, options);
}

/**
 * GET /worksorder/{id}/contractors: the contractors that would take the repair, best first.
 *
 * @example
 * const { data: [contractor] = [] } = await determineContractors(client, workOrderId, { priority: 'NA', repairType });
 */
export function determineContractors(
  client: GatewayClient,
  workOrderId: string,
  query: ContractorDeterminationQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<Contractor[]>> {
  return client.get<Contractor[]>(gatewayPath`/worksorder/${workOrderId}/contractors`, {
    ...options,
    query: { ...query },
  });
}

/**
 * GET /search/works-orders with isDuplicateCheck: the open repairs like one being reported.
 *
 * @example
 * const { data } = await findDuplicateRepairs(client, { propertiesIds: [assetId], sor: 'PLUMTAP01' });
 */
export function findDuplicateRepairs(
  client: GatewayClient,
  query: Omit<WorkOrderSearchQuery, 'isDuplicateCheck'>,
  options?: EndpointOptions,
): Promise<GatewayResponse<DuplicateCheckResult>> {
  return client.get<DuplicateCheckResult>('/search/works-orders', {
    ...options,
    query: { ...query, isDuplicateCheck: true },
  });
}

/**
 * POST /works-orders: creates the draft work order; its id is read from the Location header
 * (idFromLocation) and its version from the ETag.
 *
 * @example
 * const { location, etag } = await createWorkOrder(client, payload);
 */
export function createWorkOrder(
  client: GatewayClient,
  payload: WorkOrderCreate,
  options?: EndpointOptions,
): Promise<GatewayResponse<WorkOrderCreated>> {
  return client.post<WorkOrderCreated>('/works-orders', payload, options);
}

/**
 * PATCH /works-orders/{id} with If-Match: saves the draft (or submits it). A version changed
 * since it was read answers 412.
 *
 * @example
 * const { etag: next } = await updateWorkOrder(client, id, { description }, etag);
 */
export function updateWorkOrder(
  client: GatewayClient,
  workOrderId: string,
  payload: WorkOrderUpdate,
  etag: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<unknown>> {
  return client.patch<unknown>(gatewayPath`/works-orders/${workOrderId}`, payload, { ...options, etag });
}

/**
 * DELETE /works-orders/{id} with If-Match: deletes a draft (Leave).
 *
 * @example
 * await deleteWorkOrder(client, id, etag);
 */
export function deleteWorkOrder(
  client: GatewayClient,
  workOrderId: string,
  etag: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<unknown>> {
  return client.delete<unknown>(gatewayPath`/works-orders/${workOrderId}`, { ...options, etag });
}

/**
 * POST /works-orders/{id}/documents: uploads one file (base64) with the spec's metadata.
 *
 * @example
 * const { data } = await uploadWorkOrderDocument(client, id, { DocumentType: 'WORKORDER', Media: base64, Metadata });
 */
export function uploadWorkOrderDocument(
  client: GatewayClient,
  workOrderId: string,
  upload: MediaUpload,
  options?: EndpointOptions,
): Promise<GatewayResponse<MediaUploadResult>> {
  return client.post<MediaUploadResult>(gatewayPath`/works-orders/${workOrderId}/documents`, upload, options);
}

/**
 * POST /works-orders/assessment-score: the damp and mould assessment's score and priority level.
 *
 * @example
 * const { data } = await scoreAssessment(client, { assessmentInformation, assessmentType: 'DampAndMould' });
 */
export function scoreAssessment(
  client: GatewayClient,
  request: AssessmentScoreRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<AssessmentScoreResult>> {
  return client.post<AssessmentScoreResult>('/works-orders/assessment-score', request, options);
}
