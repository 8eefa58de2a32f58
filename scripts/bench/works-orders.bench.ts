import { formatLoad } from './http-load';
import { loadAsRandomCustomers, type GatewayTarget } from './gateway-target';

/** The searches measured: the history list's first page, and a search with text and statuses. */
const SEARCHES = [
  { label: 'history page', query: 'orderBy=raisedDate%20desc&limit=10&skip=0' },
  {
    label: 'text + status',
    query: 'searchText=kitchen&status=Completed,Closed,Cancelled&orderBy=raisedDate%20asc&limit=20&skip=0',
  },
] as const;

/**
 * GET /search/works-orders over every seeded customer (about 100 repairs each), picked at random
 * per request and signed in as that customer: one line per search of {@link SEARCHES}.
 *
 * @example
 * const lines = await benchSearchWorkOrders(target, 10); // ['GET /search/works-orders history page ...', ...]
 */
export async function benchSearchWorkOrders(target: GatewayTarget, durationSeconds: number): Promise<string[]> {
  const lines: string[] = [];
  for (const search of SEARCHES) {
    const result = await loadAsRandomCustomers(
      target,
      durationSeconds,
      () => `/api/search/works-orders?${search.query}`,
      7,
    );
    lines.push(formatLoad(`GET /search/works-orders ${search.label} (${target.kind})`, result));
  }
  return lines;
}
