import { GatewayHeader } from '../../schemas/http-headers';
import { formatLoad, runLoad } from './http-load';
import type { GatewayTarget } from './gateway-target';

/** GET /customers/{id} over every seeded customer, picked at random per request. */
export async function benchGetCustomer(target: GatewayTarget, durationSeconds: number): Promise<string> {
  const ids = target.customerIds;
  let n = 0;
  const result = await runLoad({
    baseUrl: target.baseUrl,
    headers: { [GatewayHeader.subscriptionKey]: target.subscriptionKey },
    durationSeconds,
    nextPath: () => {
      n = (n * 1103515245 + 12345) % 2147483648;
      return `/api/customers/${encodeURIComponent(ids[n % ids.length] ?? '')}`;
    },
  });
  return formatLoad(`GET /customers/{id} (${target.kind}, ${ids.length} customers)`, result);
}
