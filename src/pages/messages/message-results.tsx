import { type GatewayClient, getCommunications } from '../../../gateway/client';
import type { Communication, CommunicationQuery } from '../../../schemas/generated/types';
import { AlertWithPhone } from '../../errors/alert-with-phone';
import { PagedResults } from '../../lists/paged-results';
import type { ListSlice } from '../../lists/use-paged-list';
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
 * The results (ACC-MSG-01, ACC-MSG-05, ACC-MSG-07): the table with pages of 10, 20 or 100
 * on a wide screen; at 820 px or narrower the cards, 100 more fetched each time the end scrolls
 * into view. Each state shows: loading, the messages, SSC016 (none) or SSC017 (none for the
 * filters), and SSC021 with the phone and Return to Home.
 */
export function MessageResults({ search, page, pageSize, narrowed, onPage, onPageSize, words }: ResultsProps) {
  const sort: MessageSortOrder = search.orderBy ?? 'createdDate desc';
  return (
    <PagedResults
      search={search}
      page={page}
      pageSize={pageSize}
      sizes={MESSAGE_PAGE_SIZES}
      onPage={onPage}
      onPageSize={onPageSize}
      narrowScreenPx={MESSAGE_NARROW_SCREEN_PX}
      scrollBatch={MESSAGE_SCROLL_BATCH}
      fetchSlice={messageSlice}
      showing={(first, last, count) => words('showing', { first, last, count })}
      loaded={(shown, count) => words('loaded', { shown, count })}
      failure={<AlertWithPhone messageKey="SSC021" />}
      loading={words('loading')}
      empty={words(narrowed ? 'SSC017' : 'SSC016')}
      pagingWords={words}
      table={(messages) => <MessageTable messages={messages} sort={sort} words={words} />}
      cards={({ items, ...more }) => <MessageCards messages={items} sort={sort} words={words} {...more} />}
    />
  );
}
