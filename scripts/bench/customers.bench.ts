import { formatLoad } from './http-load';
import { loadAsRandomCustomers, type GatewayTarget } from './gateway-target';

/**
 * GET /customers/{id} over every seeded customer, picked at random per request, each request
 * signed in as that customer (the gateway checks the token and its session on every call).
 */
export async function benchGetCustomer(target: GatewayTarget, durationSeconds: number): Promise<string> {
  const result = await loadAsRandomCustomers(
    target,
    durationSeconds,
    (id) => `/api/customers/${encodeURIComponent(id)}`,
  );
  return formatLoad(`GET /customers/{id} (${target.kind}, ${target.customerIds.length} customers)`, result);
}
