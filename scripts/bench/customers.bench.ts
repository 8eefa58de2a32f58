import { GatewayHeader } from '../../schemas/http-headers';
import { formatLoad, runLoad } from './http-load';
import type { GatewayTarget } from './gateway-target';

/**
 * GET /customers/{id} over every seeded customer, picked at random per request, each request
 * signed in as that customer (the gateway checks the token and its session on every call).
 */
export async function benchGetCustomer(target: GatewayTarget, durationSeconds: number): Promise<string> {
  const ids = target.customerIds;
  let n = 0;
  const result = await runLoad({
    baseUrl: target.baseUrl,
    headers: { [GatewayHeader.subscriptionKey]: target.subscriptionKey },
    durationSeconds,
    nextRequest: () => {
      n = (n * 1103515245 + 12345) % 2147483648;
      const id = ids[n % ids.length] ?? '';
      return {
        path: `/api/customers/${encodeURIComponent(id)}`,
        headers: { authorization: `Bearer ${target.tokens.get(id) ?? ''}` },
      };
    },
  });
  return formatLoad(`GET /customers/{id} (${target.kind}, ${ids.length} customers)`, result);
}
