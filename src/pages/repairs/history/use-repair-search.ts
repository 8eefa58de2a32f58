import { useCallback } from 'react';
import { type GatewayClient, searchWorkOrders, type WorkOrderSearch } from '../../../../gateway/client';
import type { WorkOrderListItem } from '../../../../schemas/generated/types';
import { SCROLL_BATCH } from './list-state';
import { useListPage, useListScroll, type ListSlice, type PagedResults } from '../../../lists/use-paged-list';

/** Repairs found so far: the items, how many match in all, and whether a load is under way or failed. */
export type RepairResults = PagedResults<WorkOrderListItem>;

async function searchSlice(client: GatewayClient, search: WorkOrderSearch): Promise<ListSlice<WorkOrderListItem>> {
  const { data } = await searchWorkOrders(client, search);
  return { items: data?.worksOrders ?? [], totalCount: data?.totalCount ?? 0 };
}

/**
 * One page of the desktop table: asks GET /search/works-orders whenever the search changes (null:
 * not yet known, nothing is asked).
 */
export function useRepairPage(client: GatewayClient, search: WorkOrderSearch | null): RepairResults {
  const fetchPage = useCallback((query: WorkOrderSearch) => searchSlice(client, query), [client]);
  return useListPage(fetchPage, search);
}

/**
 * The narrow screen's infinite scroll: the first 100 repairs of the search, then 100 more each
 * time `loadMore` is called, until every match is loaded. A new search starts again from the top.
 */
export function useRepairScroll(
  client: GatewayClient,
  search: WorkOrderSearch | null,
): RepairResults & { loadMore: () => void } {
  const fetchSlice = useCallback(
    (query: WorkOrderSearch, skip: number, limit: number) => searchSlice(client, { ...query, limit, skip }),
    [client],
  );
  return useListScroll(fetchSlice, search, SCROLL_BATCH);
}
