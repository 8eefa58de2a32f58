import { useCallback, useEffect, useRef, useState } from 'react';
import { isHandledByApp } from '../../gateway/client';

/** Items of a list found so far: how many match in all, and whether a load is under way or failed. */
export interface PagedResults<Item> {
  items: Item[];
  totalCount: number;
  loading: boolean;
  failed: boolean;
}

/** One slice of a list as the gateway answers it. */
export interface ListSlice<Item> {
  items: Item[];
  totalCount: number;
}

/** Nothing yet (one object, so a list still loading keeps its identity between renders). */
const EMPTY: PagedResults<never> = Object.freeze({ items: [], totalCount: 0, loading: true, failed: false });

/**
 * One page of a desktop table, asked with `fetchPage` whenever `query` changes (null: not yet
 * known, or not to be asked, nothing is). `fetchPage` should change only with the client
 * (useCallback). A failure the app's policy acts on (sign-out, generic error page) stays loading.
 * The repair list and the transactions use it.
 *
 * @example
 * const fetchPage = useCallback((query: Q) => search(client, query).then(toSlice), [client]);
 * const results = useListPage(fetchPage, { ...filters, limit: 10, skip: 0 });
 */
export function useListPage<Query, Item>(
  fetchPage: (query: Query) => Promise<ListSlice<Item>>,
  query: Query | null,
): PagedResults<Item> {
  const key = query === null ? null : JSON.stringify(query);
  const [result, setResult] = useState<{ key: string; results: PagedResults<Item> }>();
  useEffect(() => {
    if (key === null) return;
    let current = true;
    fetchPage(JSON.parse(key) as Query).then(
      ({ items, totalCount }) =>
        current && setResult({ key, results: { items, totalCount, loading: false, failed: false } }),
      (error: unknown) => {
        if (current && !isHandledByApp(error)) {
          setResult({ key, results: { ...EMPTY, loading: false, failed: true } });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [fetchPage, key]);
  return result && result.key === key ? result.results : EMPTY;
}

/**
 * A narrow screen's infinite scroll: the first `batch` items of `query`, then `batch` more each
 * time `loadMore` is called, until every match is loaded (`fetchSlice` is asked with how many to
 * skip and how many to take). A new query starts again from the top.
 */
export function useListScroll<Query, Item>(
  fetchSlice: (query: Query, skip: number, limit: number) => Promise<ListSlice<Item>>,
  query: Query | null,
  batch: number,
): PagedResults<Item> & { loadMore: () => void } {
  const key = query === null ? null : JSON.stringify(query);
  const [state, setState] = useState<{ key: string; results: PagedResults<Item> }>();
  const loadingKey = useRef<string | null>(null);

  const load = useCallback(
    (forKey: string, skip: number) => {
      const loadKey = `${forKey}|${skip}`;
      loadingKey.current = loadKey;
      fetchSlice(JSON.parse(forKey) as Query, skip, batch).then(
        ({ items: more, totalCount }) => {
          if (loadingKey.current !== loadKey) return;
          loadingKey.current = null;
          setState((previous) => {
            const earlier = previous?.key === forKey ? previous.results.items.slice(0, skip) : [];
            return {
              key: forKey,
              results: { items: [...earlier, ...more], totalCount, loading: false, failed: false },
            };
          });
        },
        (error: unknown) => {
          if (loadingKey.current !== loadKey) return;
          loadingKey.current = null;
          if (isHandledByApp(error)) return;
          setState((previous) => ({
            key: forKey,
            results: {
              ...(previous?.key === forKey ? previous.results : EMPTY),
              loading: false,
              failed: true,
            },
          }));
        },
      );
    },
    [fetchSlice, batch],
  );

  useEffect(() => {
    if (key !== null) load(key, 0);
    return () => {
      loadingKey.current = null;
    };
  }, [key, load]);

  const results = state && state.key === key ? state.results : EMPTY;
  const loadMore = useCallback(() => {
    if (key === null || loadingKey.current || !state || state.key !== key) return;
    const { items, totalCount } = state.results;
    if (items.length >= totalCount) return;
    setState({ key, results: { ...state.results, loading: true } });
    load(key, items.length);
  }, [key, load, state]);
  return { ...results, loadMore };
}

/**
 * What the wide (paged) view of every list does around its page: after Previous, Next or a page
 * number the reader continues at the count of the new page (focus moves to `summary` once it has
 * loaded), and a page beyond the end (fewer records since it was remembered) shows the last page.
 * `movePage` is the Pagination's onPage.
 *
 * @example
 * const { summary, movePage } = usePageMoves(results, page, pageSize, onPage);
 * <p role="status" tabIndex={-1} ref={summary}>…</p> <Pagination onPage={movePage} … />
 */
export function usePageMoves(
  results: Pick<PagedResults<unknown>, 'loading' | 'failed' | 'totalCount'>,
  page: number,
  pageSize: number,
  onPage: (page: number) => void,
) {
  const summary = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current && !results.loading) {
      moved.current = false;
      summary.current?.focus();
    }
  }, [results.loading]);
  const lastPage = Math.max(1, Math.ceil(results.totalCount / pageSize));
  useEffect(() => {
    if (!results.loading && !results.failed && page > lastPage) onPage(lastPage);
  }, [results.loading, results.failed, page, lastPage, onPage]);
  const movePage = useCallback(
    (next: number) => {
      moved.current = true;
      onPage(next);
    },
    [onPage],
  );
  return { summary, movePage };
}
