import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isHandledByApp } from '../../../gateway/client';
import { useSession } from '../../auth/use-session';
import { useGateway } from '../../gateway/gateway-context';
import { PageHeading } from '../../layout/page-heading';
import { useMessagesItem } from '../../layout/messages-item';
import { readSlice, writeSlice } from '../../storage/root-store';
import { loadCustomerProperties, type CustomerProperty } from '../dashboard/customer-properties';
import { AlertWithPhone } from '../errors/alert-with-phone';
import { DateRangeForm } from '../money/transactions/date-range-form';
import { todayIn } from '../money/transactions/transaction-filters';
import { FilterPanel } from '../repairs/history/filter-panel';
import { PropertyChoice, SearchAndSort } from '../repairs/history/list-controls';
import {
  defaultMessageFilters,
  isNarrowed,
  MESSAGE_SORT_ORDERS,
  messageDateProblem,
  messageQuery,
  READ_STATUS_FILTERS,
  type MessageFilters,
  type MessagePageSize,
  type ReadStatusFilter,
} from './message-filters';
import { MessageResults } from './message-results';
import { HOME_PATH } from './message-text';
import { useMessagesWords, type MessagesWords } from './messages-words';
import '../repairs/repairs.css';
import '../money/account/money.css';

/** The customer's properties (homes first), 'error' when they cannot be read, undefined while loading. */
function useProperties(customerId: string): CustomerProperty[] | 'error' | undefined {
  const { client } = useGateway();
  const [properties, setProperties] = useState<CustomerProperty[] | 'error'>();
  useEffect(() => {
    let current = true;
    loadCustomerProperties(client, customerId).then(
      (loaded) => current && setProperties(loaded),
      (error: unknown) => {
        if (!current || isHandledByApp(error)) return;
        console.warn('Could not read the properties of the message list', error);
        setProperties('error');
      },
    );
    return () => {
      current = false;
    };
  }, [client, customerId]);
  return properties;
}

/**
 * /mymessageshistory (accounts-cases-gateway.md §2 "Messages"): My Message History. Home when
 * IsMyMessagesRequired does not show Messages.
 */
export function MessageHistoryPage() {
  const words = useMessagesWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const messages = useMessagesItem(client, customerId);
  const properties = useProperties(customerId);
  if (messages && !messages.shown) return <Navigate to={HOME_PATH} replace />;
  return (
    <>
      <title>{`${words('heading')} – ${words('site.name')}`}</title>
      <PageHeading>{words('heading')}</PageHeading>
      <p>{words('intro')}</p>
      {properties === 'error' && <AlertWithPhone messageKey="SSC021" />}
      {(properties === undefined || messages === undefined) && properties !== 'error' && (
        <p role="status" aria-busy="true">
          {words('loading')}
        </p>
      )}
      {Array.isArray(properties) && messages && (
        <MessageList customerId={customerId} properties={properties} words={words} />
      )}
    </>
  );
}

/**
 * The property selector (when there are several), the date range (the last 2 years by default,
 * §5 SSC020, SSC013, SSC012 and SSC014, each of which hides the results and searches nothing),
 * the search, the sort, the read-status filter and Clear filters, then the results.
 */
function MessageList({
  customerId,
  properties,
  words,
}: {
  customerId: string;
  properties: CustomerProperty[];
  words: MessagesWords;
}) {
  const [now] = useState(() => new Date());
  const today = todayIn(now);
  const defaults = useMemo(() => defaultMessageFilters(now), [now]);
  const [filters, setFilters] = useState<MessageFilters>(defaults);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<MessagePageSize>(10);
  const [premisesId, setPremisesId] = useState(() => readSlice<{ premisesId?: string }>('dashboard')?.premisesId);
  const property = properties.find((p) => p.premisesId === premisesId) ?? properties[0];
  const tenancyStart = property?.tenancyStartDate;
  const problem = messageDateProblem(filters.from, filters.to, today, tenancyStart);
  const update = (changes: Partial<MessageFilters>) => {
    setFilters({ ...filters, ...changes });
    setPage(1);
  };
  const choosePremises = (id: string) => {
    setPremisesId(id);
    writeSlice('dashboard', { ...readSlice<object>('dashboard'), premisesId: id });
    setPage(1);
  };
  const narrowed = isNarrowed(filters, defaults);
  return (
    <>
      <PropertyChoice
        properties={properties}
        selected={property?.premisesId ?? ''}
        onSelect={choosePremises}
        words={words}
      />
      <DateRangeForm
        from={filters.from}
        to={filters.to}
        today={today}
        min={tenancyStart}
        problem={(from, to) => {
          const found = messageDateProblem(from, to, today, tenancyStart);
          return found && { message: words(found.code), field: found.field };
        }}
        onApply={(from, to) => update({ from, to })}
        words={words}
      />
      <SearchAndSort
        searchText={filters.searchText}
        sort={filters.sort}
        sortOrders={MESSAGE_SORT_ORDERS}
        onSearch={(searchText) => update({ searchText })}
        onSort={(sort) => update({ sort })}
        words={words}
      />
      <FilterPanel
        filters={{ area: 'all', status: filters.status }}
        areas={[]}
        statusGroups={READ_STATUS_FILTERS}
        narrowed={narrowed}
        onApply={({ status }) => update({ status: status as ReadStatusFilter })}
        onClear={() => {
          // The order is a choice of how to read, not a filter: it stays.
          setFilters({ ...defaults, sort: filters.sort });
          setPage(1);
        }}
        words={words}
      />
      {!problem && (
        <MessageResults
          search={{
            customerId,
            ...messageQuery(filters, properties.length > 1 ? property?.premisesId : undefined),
          }}
          page={page}
          pageSize={pageSize}
          narrowed={narrowed}
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
