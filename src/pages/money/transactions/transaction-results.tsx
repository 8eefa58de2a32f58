import { type GatewayClient, getAccountTransactions } from '../../../../gateway/client';
import type { Transaction, TransactionQuery } from '../../../../schemas/generated/types';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { PagedResults } from '../../../lists/paged-results';
import type { ListSlice } from '../../../lists/use-paged-list';
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

/** The `limit` transactions after `skip` (the gateway pages them: `skip` is a multiple of `limit`). */
async function transactionSlice(
  client: GatewayClient,
  { accountId, ...query }: TransactionSearch,
  skip: number,
  limit: number,
): Promise<ListSlice<Transaction>> {
  const pageNumber = Math.floor(skip / limit) + 1;
  const { data } = await getAccountTransactions(client, accountId, { ...query, pageNumber, pageSize: limit });
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
 * The results (ACC-TXN-05 to ACC-TXN-07): the table with pages of 10, 20 or
 * 100 on a wide screen; at 820 px or narrower the cards, 100 more loaded each time the end
 * scrolls into view. Each state shows: loading, the results, empty (worded for a narrowed list or
 * not) and Tx_Service_Down_SSC001 with the phone and Return to Home.
 */
export function TransactionResults(props: ResultsProps) {
  const { search, accountName, page, pageSize, narrowed, onPage, onPageSize, words } = props;
  return (
    <PagedResults
      search={search}
      page={page}
      pageSize={pageSize}
      sizes={TRANSACTION_PAGE_SIZES}
      onPage={onPage}
      onPageSize={onPageSize}
      narrowScreenPx={TRANSACTION_NARROW_SCREEN_PX}
      scrollBatch={TRANSACTION_SCROLL_BATCH}
      fetchSlice={transactionSlice}
      showing={(first, last, total) => words('transactions.showing', { first, last, total })}
      loaded={(count, total) => words('transactions.loaded', { count, total })}
      failure={<AlertWithPhone messageKey="Tx_Service_Down_SSC001" />}
      loading={words('transactions.loading')}
      empty={words(narrowed ? 'transactions.noMatch' : 'transactions.none')}
      pagingWords={listWords(words)}
      table={(transactions) => <TransactionTable transactions={transactions} accountName={accountName} words={words} />}
      cards={({ items, ...more }) => (
        <TransactionCards transactions={items} accountName={accountName} words={words} {...more} />
      )}
    />
  );
}

/** The shared list pieces word themselves with list.* and filter.* keys: the transactions' own. */
export function listWords(words: MoneyWords): MoneyWords {
  return (key, values) => words(`transactions.${key}`, values);
}
