import type { Account, FinancialReferral, FinancialReferralResult } from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /customers/{id}/accounts: the accounts of the customer's active tenancies, in display order.
 * The reference gateway names each account's tenancy and premises (`tenancy-identifier`,
 * `premises-identifiers`); the spec's gateway form does not, so they may be missing elsewhere.
 * A failure rejects with a `GatewayError` whose action is `returnStatus` (401: `signOut`).
 *
 * @example
 * const { data: accounts = [] } = await getCustomerAccounts(client, customerId);
 * const rent = accounts.find(
 *   (account) => account['account-type'] === 'REN' && account['premises-identifiers']?.includes(premisesId),
 * );
 */
export function getCustomerAccounts(
  client: GatewayClient,
  customerId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Account[]>> {
  return client.get<Account[]>(gatewayPath`/customers/${customerId}/accounts`, options);
}

/**
 * POST /customer/{id}/account/{acct}/servicerequest: sends a financial advice referral; answers
 * its identifier (and the Location of the stored request). Sent once (no retry without an
 * Operation-Key). Per the spec's HTTP policy a 500 rejects with action `returnError` for the
 * caller; any other failure, a 400 included, first calls `onPolicyAction` with `genericError`
 * (the app clears storage and goes to /genericerror), then rejects with the `GatewayError` and
 * the gateway's `errors` (field and message).
 *
 * @example
 * const { data } = await submitFinancialReferral(client, customerId, accountId, referral);
 * data?.serviceRequestIdentifier // 'SR-000219'
 */
export function submitFinancialReferral(
  client: GatewayClient,
  customerId: string,
  accountId: string,
  referral: FinancialReferral,
  options?: EndpointOptions,
): Promise<GatewayResponse<FinancialReferralResult>> {
  return client.post<FinancialReferralResult>(
    gatewayPath`/customer/${customerId}/account/${accountId}/servicerequest`,
    referral,
    options,
  );
}
