import { useCallback, useEffect, useRef, useState } from 'react';
import { type GatewayClient, isHandledByApp, searchWorkOrders, type WorkOrderSearch } from '../../../../gateway/client';
import type { WorkOrderListItem } from '../../../../schemas/generated/types';
import { SCROLL_BATCH } from './list-state';

/** Repairs found so far: the items, how many match in all, and whether a load is under way or failed. */
export interface RepairResults {
  items: WorkOrderListItem[];
  totalCount: number;
  loading: boolean;
  failed: boolean;
}

const EMPTY: RepairResults = { items: [], totalCount: 0, loading: true, failed: false };

/**
 * One page of the desktop table: asks GET /search/works-orders whenever the search changes (null:
 * not yet known, nothing is asked).
 */
export function useRepairPage(client: GatewayClient, search: WorkOrderSearch | null): RepairResults {
  const key = search && JSON.stringify(search);
  const [result, setResult] = useState<{ key: string; results: RepairResults }>();
  useEffect(() => {
    if (!key) return;
    let current = true;
    searchWorkOrders(client, JSON.parse(key) as WorkOrderSearch).then(
      ({ data }) =>
        current &&
        setResult({
          key,
          results: { items: data?.worksOrders ?? [], totalCount: data?.totalCount ?? 0, loading: false, failed: false },
        }),
      (error: unknown) => {
        if (current && !isHandledByApp(error)) setResult({ key, results: { ...EMPTY, loading: false, failed: true } });
      },
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return result && result.key === key ? result.results : EMPTY;
}

/**
 * The narrow screen's infinite scroll: the first 100 repairs of the search, then 100 more each
 * time `loadMore` is called, until every match is loaded. A new search starts again from the top.
 */
export function useRepairScroll(
  client: GatewayClient,
  search: WorkOrderSearch | null,
): RepairResults & { loadMore: () => void } {
  const key = search && JSON.stringify(search);
  const [state, setState] = useState<{ key: string; results: RepairResults }>();
  const loadingKey = useRef<string | null>(null);

  const load = useCallback(
    (forKey: string, skip: number) => {
      loadingKey.current = `${forKey}|${skip}`;
      const base = JSON.parse(forKey) as WorkOrderSearch;
      searchWorkOrders(client, { ...base, limit: SCROLL_BATCH, skip }).then(
        ({ data }) => {
          if (loadingKey.current !== `${forKey}|${skip}`) return;
          loadingKey.current = null;
          setState((previous) => {
            const earlier = previous?.key === forKey ? previous.results.items.slice(0, skip) : [];
            const items = [...earlier, ...(data?.worksOrders ?? [])];
            return {
              key: forKey,
              results: { items, totalCount: data?.totalCount ?? 0, loading: false, failed: false },
            };
          });
        },
        (error: unknown) => {
          if (loadingKey.current !== `${forKey}|${skip}`) return;
          loadingKey.current = null;
          if (isHandledByApp(error)) return;
          setState((previous) => ({
            key: forKey,
            results: { ...(previous?.key === forKey ? previous.results : EMPTY), loading: false, failed: true },
          }));
        },
      );
    },
    [client],
  );

  useEffect(() => {
    if (key) load(key, 0);
    return () => {
      loadingKey.current = null;
    };
  }, [key, load]);

  const results = state && state.key === key ? state.results : EMPTY;
  const loadMore = useCallback(() => {
    if (!key || loadingKey.current || !state || state.key !== key) return;
    const { items, totalCount } = state.results;
    if (items.length >= totalCount) return;
    setState({ key, results: { ...state.results, loading: true } });
    load(key, items.length);
  }, [key, load, state]);
  return { ...results, loadMore };
}
