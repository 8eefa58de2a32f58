import { searchCases, type GatewayClient } from '../../../gateway/client';
import type { CaseListItem, CaseSearchQuery } from '../../../schemas/generated/types';

/** Cases asked for at a time when the whole list is read (ACC-CAS-23: batch skip 1000). */
export const CASE_BATCH = 1000;

/** Every case a search finds, and the total the gateway gave. */
export interface AllCases {
  cases: CaseListItem[];
  totalCount: number;
}

/**
 * Reads every case of a search: GET /cases with Limit 1000 and Skip 0, then, while the result is
 * incomplete (total-count larger than what has arrived), the next batch with Skip 1000, 2000, ...
 * The batches are joined in the order they came. A batch that brings nothing ends the chain (the
 * total changed meanwhile), so it always ends.
 *
 * @example
 * const { cases } = await fetchAllCases(client, { customerId, Status: 'All', OrderBy: 'createdDate desc' });
 */
export async function fetchAllCases(
  client: GatewayClient,
  query: Omit<CaseSearchQuery, 'Limit' | 'Skip'>,
  signal?: AbortSignal,
): Promise<AllCases> {
  const cases: CaseListItem[] = [];
  for (let skip = 0; ; skip += CASE_BATCH) {
    const { data } = await searchCases(client, { ...query, Limit: CASE_BATCH, Skip: skip }, signal ? { signal } : {});
    const batch = data?.cases ?? [];
    cases.push(...batch);
    const totalCount = data?.['total-count'] ?? cases.length;
    if (batch.length === 0 || cases.length >= totalCount) return { cases, totalCount };
  }
}
