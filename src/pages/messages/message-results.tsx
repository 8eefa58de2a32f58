import { useCallback, type ReactNode } from 'react';
import { type GatewayClient, getCommunications } from '../../../gateway/client';
import type { Communication, CommunicationQuery } from '../../../schemas/generated/types';
import { useGateway } from '../../gateway/gateway-context';
import { AlertWithPhone } from '../errors/alert-with-phone';
import { ListOutcome } from '../repairs/history/list-outcome';
import { Pagination } from '../repairs/history/pagination';
import {
  useListPage,
  useListScroll,
  usePageMoves,
  type ListSlice,
  type PagedResults,
} from '../repairs/history/use-paged-list';
import { useNarrowScreen } from '../repairs/history/use-narrow-screen';
import {
  MESSAGE_NARROW_SCREEN_PX,
  MESSAGE_PAGE_SIZES,
  MESSAGE_SCROLL_BATCH,
  type MessagePageSize,
  type MessageSortOrder,
} from './message-filters';
import { MessageCards, MessageTable } from './message-records';
import type { MessagesWords } from './messages-words';

/** The filters' query of a customer's messages (dates, home, search, read status, order), without the page. */
export type MessageSearch = { customerId: string } & Omit<CommunicationQuery, 'limit' | 'skip'>;

async function messageSlice(
  client: GatewayClient,
  { customerId, ...query }: MessageSearch,
  skip: number,
  limit: number,
): Promise<ListSlice<Communication>> {
  const { data } = await getCommunications(client, customerId, { ...query, skip, limit });
  return { items: data?.communications ?? [], totalCount: data?.['total-count'] ?? 0 };
}

interface ResultsProps {
  search: MessageSearch;
  page: number;
  pageSize: MessagePageSize;
  narrowed: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: MessagePageSize) => void;
  words: MessagesWords;
}

/**
 * The results (accounts-cases-gateway.md §2 "Messages", §9): the table with pages of 10, 20 or 100
 * on a wide screen; at 820 px or narrower the cards, 100 more fetched each time the end scrolls
 * into view. Each state shows: loading, the messages, SSC016 (none) or SSC017 (none for the
 * filters), and SSC021 with the phone and Return to Home.
 */
export function MessageResults(props: ResultsProps) {
  return useNarrowScreen(MESSAGE_NARROW_SCREEN_PX) ? <NarrowResults {...props} /> : <WideResults {...props} />;
}

const sortOf = (search: MessageSearch): MessageSortOrder => search.orderBy ?? 'createdDate desc';

function WideResults({ search, page, pageSize, onPage, onPageSize, narrowed, words }: ResultsProps) {
  const { client } = useGateway();
  const fetchPage = useCallback(
    ({ skip, limit, ...query }: MessageSearch & { skip: number; limit: number }) =>
      messageSlice(client, query, skip, limit),
    [client],
  );
  const results = useListPage(fetchPage, { ...search, skip: (page - 1) * pageSize, limit: pageSize });
  const { summary, movePage } = usePageMoves(results, page, pageSize, onPage);
  const first = (page - 1) * pageSize + 1;
  return (
    <Outcome results={results} narrowed={narrowed} words={words}>
      <p className="repair-count" role="status" tabIndex={-1} ref={summary}>
        {words('showing', { first, last: first + results.items.length - 1, count: results.totalCount })}
      </p>
      <MessageTable messages={results.items} sort={sortOf(search)} words={words} />
      <Pagination
        page={page}
        pageSize={pageSize}
        sizes={MESSAGE_PAGE_SIZES}
        totalCount={results.totalCount}
        onPage={movePage}
        onPageSize={onPageSize}
        words={words}
      />
    </Outcome>
  );
}

function NarrowResults({ search, narrowed, words }: ResultsProps) {
  const { client } = useGateway();
  const fetchSlice = useCallback(
    (query: MessageSearch, skip: number, limit: number) => messageSlice(client, query, skip, limit),
    [client],
  );
  const results = useListScroll(fetchSlice, search, MESSAGE_SCROLL_BATCH);
  return (
    <Outcome results={results} narrowed={narrowed} words={words}>
      <p className="repair-count" role="status">
        {words('loaded', { shown: results.items.length, count: results.totalCount })}
      </p>
      <MessageCards
        messages={results.items}
        sort={sortOf(search)}
        hasMore={results.items.length < results.totalCount && !results.failed}
        loading={results.loading}
        onLoadMore={results.loadMore}
        words={words}
      />
    </Outcome>
  );
}

/** Loading, SSC021, SSC016 or SSC017, or the results. */
function Outcome({
  results,
  narrowed,
  words,
  children,
}: {
  results: PagedResults<Communication>;
  narrowed: boolean;
  words: MessagesWords;
  children: ReactNode;
}) {
  return (
    <ListOutcome
      results={results}
      failure={<AlertWithPhone messageKey="SSC021" />}
      loading={words('loading')}
      empty={words(narrowed ? 'SSC017' : 'SSC016')}
    >
      {children}
    </ListOutcome>
  );
}
