import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { GatewayClient } from '../../../gateway/client';
import { useSession } from '../../auth/use-session';
import { useGateway } from '../../gateway/gateway-context';
import { PageHeading } from '../../layout/page-heading';
import { useMessagesItem } from '../../layout/messages-item';
import { readSlice, writeSlice } from '../../storage/root-store';
import type { CustomerProperty } from '../../properties/customer-properties';
import { useCustomerProperties } from '../../properties/use-repair-scope';
import { AlertWithPhone } from '../../errors/alert-with-phone';
import { DateRangeForm } from '../../lists/date-range-form';
import { todayIn } from '../../lists/date-filters';
import { FilterPanel } from '../../lists/filter-panel';
import { PropertyChoice, SearchAndSort } from '../../lists/list-controls';
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
import '../../lists/lists.css';

/**
 * /mymessageshistory (ACC-MSG-01 to ACC-MSG-10): My Message History. Home when
 * IsMyMessagesRequired does not show Messages.
 */
export function MessageHistoryPage() {
  const words = useMessagesWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const messages = useMessagesItem(client, customerId);
  const properties = useCustomerProperties(client, customerId, 'Could not read the properties of the message list');
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

/** What the list shows: its filters and page, on the day they were chosen. */
interface ListView {
  today: string;
  filters: MessageFilters;
  page: number;
  pageSize: MessagePageSize;
}

/**
 * The list as last shown, per gateway client (so per page load), on the same day: Back from a
 * message shows the same list again; a reload or the next day starts from the defaults.
 */
const lastViews = new WeakMap<GatewayClient, ListView>();

/**
 * The property selector (when there are several), the date range (the last 2 years by default, or
 * from the tenancy's start when it is younger, ACC-MSG-02; ACC-MSG-04: SSC020, SSC013, SSC012 and
 * SSC014, each of which hides the results and searches nothing),
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
  const { client } = useGateway();
  const [now] = useState(() => new Date());
  const today = todayIn(now);
  const [premisesId, setPremisesId] = useState(() => readSlice<{ premisesId?: string }>('dashboard')?.premisesId);
  const propertyOf = (id: string | undefined) => properties.find((p) => p.premisesId === id) ?? properties[0];
  const property = propertyOf(premisesId);
  const tenancyStart = property?.tenancyStartDate;
  // The defaults of the chosen home: they start no earlier than its tenancy (SSC012).
  const defaults = useMemo(() => defaultMessageFilters(now, tenancyStart), [now, tenancyStart]);
  const [view, setView] = useState<ListView>(() => {
    const kept = lastViews.get(client);
    return kept?.today === today ? kept : { today, filters: defaults, page: 1, pageSize: 10 };
  });
  const show = (changes: Partial<ListView>) => {
    const next = { ...view, ...changes };
    lastViews.set(client, next);
    setView(next);
  };
  const { filters, page, pageSize } = view;
  const problem = messageDateProblem(filters.from, filters.to, today, tenancyStart);
  const update = (changes: Partial<MessageFilters>) => show({ filters: { ...filters, ...changes }, page: 1 });
  const choosePremises = (id: string) => {
    setPremisesId(id);
    writeSlice('dashboard', { ...readSlice<object>('dashboard'), premisesId: id });
    // A from date still at its default follows the new home's default (its tenancy may be younger).
    const from =
      filters.from === defaults.from ? defaultMessageFilters(now, propertyOf(id)?.tenancyStartDate).from : filters.from;
    show({ filters: { ...filters, from }, page: 1 });
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
        // The order is a choice of how to read, not a filter: it stays.
        onClear={() => show({ filters: { ...defaults, sort: filters.sort }, page: 1 })}
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
          onPage={(next) => show({ page: next })}
          onPageSize={(size) => show({ pageSize: size, page: 1 })}
          words={words}
        />
      )}
    </>
  );
}
