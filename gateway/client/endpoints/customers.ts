import type { Customer, CustomerUpdate, TenancyGroup, TenancySummary } from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /customers/{id}: the customer with contact details and tenancies; `etag` is the version to
 * send back with updateCustomer.
 *
 * @example
 * const { data: customer, etag } = await getCustomer(client, customerId);
 */
export function getCustomer(
  client: GatewayClient,
  customerId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Customer>> {
  return client.get<Customer>(gatewayPath`/customers/${customerId}`, options);
}

/**
 * PUT /customers/{id} with If-Match: saves the contact details. The entity tag is required: a
 * record changed since it was read answers 412 (the policy's reportPreconditionFailed).
 *
 * @example
 * const { data: saved, etag: next } = await updateCustomer(client, customerId, { emailAddress, mobilePhone }, etag);
 */
export function updateCustomer(
  client: GatewayClient,
  customerId: string,
  update: CustomerUpdate,
  etag: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Customer>> {
  return client.put<Customer>(gatewayPath`/customers/${customerId}`, update, { ...options, etag });
}

/**
 * GET /customers/{id}/tenancies: the customer's tenancy summaries.
 *
 * @example
 * const { data: tenancies = [] } = await getCustomerTenancies(client, customerId);
 */
export function getCustomerTenancies(
  client: GatewayClient,
  customerId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<TenancySummary[]>> {
  return client.get<TenancySummary[]>(gatewayPath`/customers/${customerId}/tenancies`, options);
}

/**
 * GET /customers/{id}/premises/{premId}/tenancies: the tenancy group of the customer's tenancy of one premises.
 *
 * @example
 * const { data: group } = await getTenancyGroup(client, customerId, premisesId); // group?.tenancyGroup === 'Social'
 */
export function getTenancyGroup(
  client: GatewayClient,
  customerId: string,
  premisesId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<TenancyGroup>> {
  return client.get<TenancyGroup>(gatewayPath`/customers/${customerId}/premises/${premisesId}/tenancies`, options);
}
