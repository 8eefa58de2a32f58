import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { type GatewayClient, getAccount, getCustomerTenancies, isHandledByApp } from '../../../../gateway/client';
import type { Account } from '../../../../schemas/generated/types';
import { useSession } from '../../../auth/use-session';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { FilterPanel } from '../../../lists/filter-panel';
import { SearchAndSort } from '../../../lists/list-controls';
import { accountNameKey, readSelectedAccount } from '../account-summary';
import { tenancyStartOf, type Loaded } from '../account/customer-accounts';
import { useMoneyWords } from '../money-words';
import { DateRangeForm } from '../../../lists/date-range-form';
import {
  defaultFilters,
  isNarrowed,
  isValidDateRange,
  todayIn,
  transactionQuery,
  TYPE_FILTERS,
  type TransactionFilters,
  type TransactionPageSize,
  type TypeFilter,
} from './transaction-filters';
import { listWords, TransactionResults } from './transaction-results';
import '../../../lists/lists.css';
import '../account/money.css';

/** Where the page sends a resident who has not chosen an account yet. */
const ACCOUNTS_PATH = '/viewaccount';

/** The account whose transactions are listed, and the day its tenancy began when known. */
interface ListedAccount {
  account: Account;
  tenancyStart?: string;
}

/**
 * GET /accounts/{id} (its name and payment reference) and the customer's tenancies (the start of
 * the account's tenancy, which the default range does not go before). The tenancies are a help
 * only: when they cannot be read the range starts a year back, as it does without them.
 */
function useAccount(client: GatewayClient, customerId: string, accountId: string): Loaded<ListedAccount> {
  const [loaded, setLoaded] = useState<{ accountId: string; result: Loaded<ListedAccount> }>();
  useEffect(() => {
    const abort = new AbortController();
    const options = { signal: abort.signal };
    const tenancies = getCustomerTenancies(client, customerId, options).then(
      ({ data }) => data ?? [],
      (error: unknown) => {
        if (!abort.signal.aborted) console.warn('Could not read the tenancies for the transactions', error);
        return [];
      },
    );
    Promise.all([getAccount(client, accountId, options), tenancies]).then(
      ([{ data }, held]) => {
        if (abort.signal.aborted) return;
        const tenancyStart = data && tenancyStartOf(held, data);
        setLoaded({
          accountId,
          result: data
            ? { state: 'ready', account: data, ...(tenancyStart ? { tenancyStart } : {}) }
            : { state: 'error' },
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the account of the transactions', error);
        setLoaded({ accountId, result: { state: 'error' } });
      },
    );
    return () => abort.abort();
  }, [client, customerId, accountId]);
  return loaded?.accountId === accountId ? loaded.result : { state: 'loading' };
}

/**
 * /transactionDetails (ACC-TXN-01 to ACC-TXN-08): the transactions of the
 * account chosen on /viewaccount (none chosen: /viewaccount).
 */
export function TransactionsPage() {
  const [selected] = useState(readSelectedAccount);
  if (!selected) return <Navigate to={ACCOUNTS_PATH} replace />;
  return <Transactions accountId={selected.accountId} />;
}

/** The account's heading line, then its list (TransactionList) once the account is read. */
function Transactions({ accountId }: { accountId: string }) {
  const words = useMoneyWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const loaded = useAccount(client, customerId, accountId);
  const name = loaded.state === 'ready' ? words(accountNameKey(loaded.account)) : '';
  return (
    <>
      <title>{`${words('transactions.heading')} – ${words('site.name')}`}</title>
      <PageHeading>{words('transactions.heading')}</PageHeading>
      <p>
        <Link to={ACCOUNTS_PATH}>{words('transactions.backToBalance')}</Link>
      </p>
      {loaded.state === 'error' && <AlertWithPhone messageKey="Tx_Service_Down_SSC001" />}
      {loaded.state === 'loading' && (
        <p role="status" aria-busy="true">
          {words('transactions.loading')}
        </p>
      )}
      {loaded.state === 'ready' && (
        <>
          <p className="lead">
            {words('transactions.accountLine', {
              name,
              reference: loaded.account.identifiers['pay-ref'],
            })}
          </p>
          <TransactionList
            accountId={accountId}
            accountName={name}
            {...(loaded.tenancyStart ? { tenancyStart: loaded.tenancyStart } : {})}
          />
        </>
      )}
    </>
  );
}

/**
 * The date range (one year back to today by default, from the tenancy's start when it is
 * younger), the search, the type filter (payments, charges, adjustments) and Clear filters, then
 * the results. A range that breaks ACC-TXN-04 shows SSC004, hides the results and searches nothing.
 */
function TransactionList({
  accountId,
  accountName,
  tenancyStart,
}: {
  accountId: string;
  accountName: string;
  tenancyStart?: string;
}) {
  const words = useMoneyWords();
  const [now] = useState(() => new Date());
  const today = todayIn(now);
  const defaults = useMemo(() => defaultFilters(now, tenancyStart), [now, tenancyStart]);
  const [filters, setFilters] = useState<TransactionFilters>(defaults);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TransactionPageSize>(10);
  const invalid = !isValidDateRange(filters.from, filters.to, today);
  const update = (changes: Partial<TransactionFilters>) => {
    setFilters({ ...filters, ...changes });
    setPage(1);
  };
  const shared = listWords(words);
  return (
    <>
      <DateRangeForm
        from={filters.from}
        to={filters.to}
        today={today}
        problem={(from, to) => (isValidDateRange(from, to, today) ? undefined : { message: words('SSC004') })}
        onApply={(from, to) => update({ from, to })}
        words={shared}
      />
      <SearchAndSort searchText={filters.searchText} onSearch={(searchText) => update({ searchText })} words={shared} />
      <FilterPanel
        filters={{ area: 'all', status: filters.type }}
        areas={[]}
        statusGroups={TYPE_FILTERS}
        narrowed={isNarrowed(filters, defaults)}
        onApply={({ status }) => update({ type: status as TypeFilter })}
        onClear={() => {
          setFilters(defaults);
          setPage(1);
        }}
        words={shared}
      />
      {!invalid && (
        <TransactionResults
          search={{ accountId, ...transactionQuery(filters) }}
          accountName={accountName}
          page={page}
          pageSize={pageSize}
          narrowed={isNarrowed(filters, defaults)}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          words={words}
        />
      )}
    </>
  );
}
