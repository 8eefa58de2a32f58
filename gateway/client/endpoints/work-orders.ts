import type {
  ActionEligibilityResult,
  CancelEligibilityRequest,
  Contractor,
  HistoryEvent,
  Note,
  WorkOrder,
  WorkOrderCancel,
  WorkOrderSearchQuery,
  WorkOrderSearchResult,
} from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/** The repair list's search: every filter of GET /search/works-orders except the duplicate check. */
export type WorkOrderSearch = Omit<WorkOrderSearchQuery, 'isDuplicateCheck'>;

/**
 * GET /search/works-orders: one page of the customer's repairs and how many match in all.
 * `propertiesIds` repeats the parameter; absent filters are left out.
 *
 * @example
 * const { data } = await searchWorkOrders(client, {
 *   propertiesIds: [premisesId], orderBy: 'raisedDate desc', raisedSince: '2019-04-01', limit: 1,
 * });
 * const latest = data?.worksOrders[0];
 */
export function searchWorkOrders(
  client: GatewayClient,
  search: WorkOrderSearch,
  options?: EndpointOptions,
): Promise<GatewayResponse<WorkOrderSearchResult>> {
  return client.get<WorkOrderSearchResult>('/search/works-orders', { ...options, query: { ...search } });
}

/**
 * GET /works-orders/{id}: one repair in full; `etag` is the version to send back when cancelling
 * or rescheduling (the body's `eTag` holds the same value).
 *
 * @example
 * const { data: workOrder, etag } = await getWorkOrder(client, 'WO-100103');
 */
export function getWorkOrder(
  client: GatewayClient,
  workOrderId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<WorkOrder>> {
  return client.get<WorkOrder>(gatewayPath`/works-orders/${workOrderId}`, options);
}

/**
 * GET /works-orders/{id}/historyItems: the repair's timeline, newest first (a draft has none).
 *
 * @example
 * const { data: events = [] } = await getWorkOrderHistory(client, 'WO-100103');
 */
export function getWorkOrderHistory(
  client: GatewayClient,
  workOrderId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<HistoryEvent[]>> {
  return client.get<HistoryEvent[]>(gatewayPath`/works-orders/${workOrderId}/historyItems`, options);
}

/**
 * POST /wo-cancellation-eligibility: may the resident cancel this repair? `errorCode` null means
 * yes; SSR036, SSR066 or SSR008 say why not. A read without side effects, but a POST: sent once.
 *
 * @example
 * const { data } = await checkCancelEligibility(client, request); // data?.errorCode === null
 */
export function checkCancelEligibility(
  client: GatewayClient,
  request: CancelEligibilityRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<ActionEligibilityResult>> {
  return client.post<ActionEligibilityResult>('/wo-cancellation-eligibility', request, options);
}

/**
 * PATCH /works-orders/{id} with the cancel payload and If-Match: sets the repair's status to
 * Cancelled. The entity tag is required: a repair changed since it was read answers 412
 * (`reportPreconditionFailed`); a 500 rejects with `returnError`; other failures go through the
 * app's `genericError`.
 *
 * @example
 * await cancelWorkOrder(client, workOrder.id, workOrder.premisesTypeId, etag);
 */
export function cancelWorkOrder(
  client: GatewayClient,
  workOrderId: string,
  assetTypeId: number,
  etag: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<WorkOrder>> {
  const body: WorkOrderCancel = { asset: { type: { assetTypeId } }, statuses: { Status: 'Cancelled' } };
  return client.patch<WorkOrder>(gatewayPath`/works-orders/${workOrderId}`, body, { ...options, etag });
}

/**
 * GET /contractors: every contractor with its sites, kind (integrated, builder, ...) and phone numbers.
 *
 * @example
 * const { data: contractors = [] } = await getContractors(client);
 * const hub = contractors.find((c) => c.contractorSites.some((s) => s.siteIdentifier === 'HUB1-REP'));
 */
export function getContractors(
  client: GatewayClient,
  options?: EndpointOptions,
): Promise<GatewayResponse<Contractor[]>> {
  return client.get<Contractor[]>('/contractors', options);
}

/**
 * POST /workorders/{workOrderId}/{jobNo}/notes: adds a note to a repair's job (for example "no
 * suitable appointment"). Sent once.
 *
 * @example
 * await addJobNote(client, 'WO-100102', 'JOB-700102', { noteTypeId: 4, text: 'No slots offered online.' });
 */
export function addJobNote(
  client: GatewayClient,
  workOrderId: string,
  jobNo: string,
  note: Note,
  options?: EndpointOptions,
): Promise<GatewayResponse<unknown>> {
  return client.post<unknown>(gatewayPath`/workorders/${workOrderId}/${jobNo}/notes`, note, options);
}
