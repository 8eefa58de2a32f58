import { useCallback, type ReactNode } from 'react';
import { type GatewayClient, getAccountTransactions } from '../../../../gateway/client';
import type { Transaction, TransactionQuery } from '../../../../schemas/generated/types';
import { useGateway } from '../../../gateway/gateway-context';
import { AlertWithPhone } from '../../errors/alert-with-phone';
import { ListOutcome } from '../../repairs/history/list-outcome';
import { Pagination } from '../../repairs/history/pagination';
import {
  useListPage,
  useListScroll,
  usePageMoves,
  type ListSlice,
  type PagedResults,
} from '../../repairs/history/use-paged-list';
import { useNarrowScreen } from '../../repairs/history/use-narrow-screen';
import type { MoneyWords } from '../money-words';
import {
  TRANSACTION_NARROW_SCREEN_PX,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_SCROLL_BATCH,
  type TransactionPageSize,
} from './transaction-filters';
import { TransactionCards, TransactionTable } from './transaction-records';

/** The filters' query of an account (dates, search, type), without the page. */
export type TransactionSearch = { accountId: string } & Omit<TransactionQuery, 'pageNumber' | 'pageSize'>;

async function transactionSlice(
  client: GatewayClient,
  { accountId, ...query }: TransactionSearch,
  pageNumber: number,
  pageSize: number,
): Promise<ListSlice<Transaction>> {
  const { data } = await getAccountTransactions(client, accountId, { ...query, pageNumber, pageSize });
  return { items: data?.transactions ?? [], totalCount: data?.['total-count'] ?? 0 };
}

interface ResultsProps {
  search: TransactionSearch;
  accountName: string;
  page: number;
  pageSize: TransactionPageSize;
  narrowed: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: TransactionPageSize) => void;
  words: MoneyWords;
}

/**
 * The results (accounts-cases-gateway.md §2 "Transactions"): the table with pages of 10, 20 or
 * 100 on a wide screen; at 820 px or narrower the cards, 100 more loaded each time the end
 * scrolls into view. Each state shows: loading, the results, empty (worded for a narrowed list or
 * not) and Tx_Service_Down_SSC001 with the phone and Return to Home.
 */
export function TransactionResults(props: ResultsProps) {
  return useNarrowScreen(TRANSACTION_NARROW_SCREEN_PX) ? <NarrowResults {...props} /> : <WideResults {...props} />;
}

/** The shared list pieces word themselves with list.* and filter.* keys: the transactions' own. */
export function listWords(words: MoneyWords): MoneyWords {
  return (key, values) => words(`transactions.${key}`, values);
}

function WideResults({ search, accountName, page, pageSize, onPage, onPageSize, narrowed, words }: ResultsProps) {
  const { client } = useGateway();
  const fetchPage = useCallback(
    ({ pageNumber, size, ...query }: TransactionSearch & { pageNumber: number; size: number }) =>
      transactionSlice(client, query, pageNumber, size),
    [client],
  );
  const results = useListPage(fetchPage, { ...search, pageNumber: page, size: pageSize });
  const { summary, movePage } = usePageMoves(results, page, pageSize, onPage);
  const first = (page - 1) * pageSize + 1;
  return (
    <Outcome results={results} narrowed={narrowed} words={words}>
      <p className="repair-count" role="status" tabIndex={-1} ref={summary}>
        {words('transactions.showing', { first, last: first + results.items.length - 1, total: results.totalCount })}
      </p>
      <TransactionTable transactions={results.items} accountName={accountName} words={words} />
      <Pagination
        page={page}
        pageSize={pageSize}
        sizes={TRANSACTION_PAGE_SIZES}
        totalCount={results.totalCount}
        onPage={movePage}
        onPageSize={onPageSize}
        words={listWords(words)}
      />
    </Outcome>
  );
}

function NarrowResults({ search, accountName, narrowed, words }: ResultsProps) {
  const { client } = useGateway();
  const fetchSlice = useCallback(
    (query: TransactionSearch, skip: number, limit: number) =>
      transactionSlice(client, query, Math.floor(skip / limit) + 1, limit),
    [client],
  );
  const results = useListScroll(fetchSlice, search, TRANSACTION_SCROLL_BATCH);
  return (
    <Outcome results={results} narrowed={narrowed} words={words}>
      <p className="repair-count" role="status">
        {words('transactions.loaded', { count: results.items.length, total: results.totalCount })}
      </p>
      <TransactionCards
        transactions={results.items}
        accountName={accountName}
        hasMore={results.items.length < results.totalCount && !results.failed}
        loading={results.loading}
        onLoadMore={results.loadMore}
        words={words}
      />
    </Outcome>
  );
}

/** Loading, the error banner, the empty message (worded for a narrowed list or not), or the results. */
function Outcome({
  results,
  narrowed,
  words,
  children,
}: {
  results: PagedResults<Transaction>;
  narrowed: boolean;
  words: MoneyWords;
  children: ReactNode;
}) {
  return (
    <ListOutcome
      results={results}
      failure={<AlertWithPhone messageKey="Tx_Service_Down_SSC001" />}
      loading={words('transactions.loading')}
      empty={words(narrowed ? 'transactions.noMatch' : 'transactions.none')}
    >
      {children}
    </ListOutcome>
  );
}
