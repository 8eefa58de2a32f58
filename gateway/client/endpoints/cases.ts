import type {
  CaseActivity,
  CaseCreate,
  CaseCreateResult,
  CaseDetail,
  CaseList,
  CaseSearchQuery,
  TeamDeterminationRequest,
  TeamDeterminationResponse,
} from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/** The activity filter of the damp, mould and condensation triage actions (ACC-GWY-31). */
export const DAMP_TRIAGE_ACTIVITY = {
  activityType: 'Action',
  subType: 'Damp, Mould and Condensation Triage',
} as const;

/**
 * GET /cases: one page of the customer's cases and how many match in all. `assetIdentifiers`
 * repeats the parameter; absent filters are left out. A resident only ever sees their own cases.
 *
 * @example
 * const { data } = await searchCases(client, { customerId, Status: 'All', Limit: 10, Skip: 0 });
 * const newest = data?.cases[0];
 */
export function searchCases(
  client: GatewayClient,
  search: CaseSearchQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<CaseList>> {
  return client.get<CaseList>('/cases', { ...options, query: { ...search } });
}

/**
 * GET /cases/{id}: one case as the case details page shows it.
 *
 * @example
 * const { data: detail } = await getCase(client, caseIdentifier);
 */
export function getCase(
  client: GatewayClient,
  caseIdentifier: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<CaseDetail>> {
  return client.get<CaseDetail>(gatewayPath`/cases/${caseIdentifier}`, options);
}

/**
 * POST /case-team-determination: which team owns a new case (channel CustomerSelfService).
 *
 * @example
 * const { data: team } = await determineCaseTeam(client, { channel: 'CustomerSelfService', caseSubType, caseSubTypeCategory });
 */
export function determineCaseTeam(
  client: GatewayClient,
  request: TeamDeterminationRequest,
  options?: EndpointOptions,
): Promise<GatewayResponse<TeamDeterminationResponse>> {
  return client.post<TeamDeterminationResponse>('/case-team-determination', request, options);
}

/**
 * POST /cases: creates a case from the questionnaire's answers; the gateway checks them against
 * the case type's questions and answers 400 naming the field otherwise.
 *
 * @example
 * const { data } = await createCase(client, payload); // data?.caseIdentifier
 */
export function createCase(
  client: GatewayClient,
  payload: CaseCreate,
  options?: EndpointOptions,
): Promise<GatewayResponse<CaseCreateResult>> {
  return client.post<CaseCreateResult>('/cases', payload, options);
}

/**
 * GET /cases/{id}/activities: the case's actions of one kind (by default the open and completed
 * damp, mould and condensation triage actions).
 *
 * @example
 * const { data: actions = [] } = await getCaseActivities(client, caseIdentifier);
 */
export function getCaseActivities(
  client: GatewayClient,
  caseIdentifier: string,
  filter: { activityType: string; subType?: string } = DAMP_TRIAGE_ACTIVITY,
  options?: EndpointOptions,
): Promise<GatewayResponse<CaseActivity[]>> {
  return client.get<CaseActivity[]>(gatewayPath`/cases/${caseIdentifier}/activities`, {
    ...options,
    query: { ...filter },
  });
}

/**
 * PATCH /cases/{id}/activities/{activityId}: completes an action of the case.
 *
 * @example
 * const { data: done } = await completeCaseActivity(client, caseIdentifier, activity.activityIdentifier);
 */
export function completeCaseActivity(
  client: GatewayClient,
  caseIdentifier: string,
  activityIdentifier: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<CaseActivity>> {
  return client.patch<CaseActivity>(
    gatewayPath`/cases/${caseIdentifier}/activities/${activityIdentifier}`,
    { status: 'Completed' },
    options,
  );
}
