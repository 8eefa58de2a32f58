import { useCallback, type ReactNode } from 'react';
import type { GatewayClient } from '../../gateway/client';
import type { AreaWords } from '../i18n/use-area-words';
import { useGateway } from '../gateway/gateway-context';
import { ListOutcome } from './list-outcome';
import { Pagination } from './pagination';
import { useListPage, useListScroll, usePageMoves, type ListSlice } from './use-paged-list';
import { useNarrowScreen } from './use-narrow-screen';
import './lists.css';

/** What the cards of a narrow screen are given: the items loaded so far and how to load more. */
export interface CardsSlice<Item> {
  items: Item[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export interface PagedResultsProps<Search, Item, Size extends number> {
  /** The filters' query, without the page. */
  search: Search;
  page: number;
  pageSize: Size;
  sizes: readonly Size[];
  onPage: (page: number) => void;
  onPageSize: (size: Size) => void;
  /** Widest screen that shows the cards instead of the table. */
  narrowScreenPx: number;
  /** How many more items the cards load each time their end scrolls into view. */
  scrollBatch: number;
  /** One slice of the list; a module-level function (it keys the loads, so it must not change). */
  fetchSlice: (client: GatewayClient, search: Search, skip: number, limit: number) => Promise<ListSlice<Item>>;
  /** The wide screen's count: items `first` to `last` of `total`. */
  showing: (first: number, last: number, total: number) => string;
  /** The narrow screen's count: `shown` of `total` loaded. */
  loaded: (shown: number, total: number) => string;
  /** Shown when nothing could be read. */
  failure: ReactNode;
  loading: string;
  empty: string;
  /** Words of the Pagination (its list.paging.* keys). */
  pagingWords: AreaWords;
  table: (items: Item[]) => ReactNode;
  cards: (slice: CardsSlice<Item>) => ReactNode;
}

/**
 * A list's results read from the gateway a slice at a time: on a wide screen the table with
 * pages of `sizes` and the Pagination; at `narrowScreenPx` or narrower the cards, `scrollBatch`
 * more each time the end scrolls into view. Around them, the failure, loading or empty message
 * (ListOutcome). The messages and the transactions use it.
 */
export function PagedResults<Search, Item, Size extends number>(props: PagedResultsProps<Search, Item, Size>) {
  return useNarrowScreen(props.narrowScreenPx) ? <NarrowResults {...props} /> : <WideResults {...props} />;
}

function WideResults<Search, Item, Size extends number>(props: PagedResultsProps<Search, Item, Size>) {
  const { search, page, pageSize, fetchSlice } = props;
  const { client } = useGateway();
  const fetchPage = useCallback(
    (query: { search: Search; skip: number; limit: number }) =>
      fetchSlice(client, query.search, query.skip, query.limit),
    [client, fetchSlice],
  );
  const results = useListPage(fetchPage, { search, skip: (page - 1) * pageSize, limit: pageSize });
  const { summary, movePage } = usePageMoves(results, page, pageSize, props.onPage);
  const first = (page - 1) * pageSize + 1;
  return (
    <ListOutcome results={results} failure={props.failure} loading={props.loading} empty={props.empty}>
      <p className="repair-count" role="status" tabIndex={-1} ref={summary}>
        {props.showing(first, first + results.items.length - 1, results.totalCount)}
      </p>
      {props.table(results.items)}
      <Pagination
        page={page}
        pageSize={pageSize}
        sizes={props.sizes}
        totalCount={results.totalCount}
        onPage={movePage}
        onPageSize={props.onPageSize}
        words={props.pagingWords}
      />
    </ListOutcome>
  );
}

function NarrowResults<Search, Item, Size extends number>(props: PagedResultsProps<Search, Item, Size>) {
  const { fetchSlice } = props;
  const { client } = useGateway();
  const fetchScroll = useCallback(
    (search: Search, skip: number, limit: number) => fetchSlice(client, search, skip, limit),
    [client, fetchSlice],
  );
  const results = useListScroll(fetchScroll, props.search, props.scrollBatch);
  return (
    <ListOutcome results={results} failure={props.failure} loading={props.loading} empty={props.empty}>
      <p className="repair-count" role="status">
        {props.loaded(results.items.length, results.totalCount)}
      </p>
      {props.cards({
        items: results.items,
        hasMore: results.items.length < results.totalCount && !results.failed,
        loading: results.loading,
        onLoadMore: results.loadMore,
      })}
    </ListOutcome>
  );
}
