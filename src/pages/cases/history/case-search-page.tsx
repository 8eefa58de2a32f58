import { Link } from 'react-router-dom';
import type { CaseSearchQuery } from '../../../../schemas/generated/types';
import { useSession } from '../../../auth/use-session';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { assetIdsOf, type AreaAssets } from '../../../properties/use-repair-scope';
import { CASE_JOURNEY_START } from '../case-row';
import { isValidCaseSearchText } from '../case-search-text';
import { CASE_STATUS_FILTERS, statusQuery, type CaseStatusFilter } from '../case-status';
import { useCasesWords } from '../cases-words';
import { CaseResults } from './case-results';
import {
  CASE_SORT_ORDERS,
  readCaseListState,
  writeCaseListState,
  type CaseListState,
  type CasePageSize,
} from './case-list-state';
import { useCaseList } from './use-case-list';
import '../../../lists/lists.css';
import { HomeListControls } from '../../../lists/home-list-controls';
import { useHomeList } from '../../../lists/use-home-list';

/**
 * The search the list state asks for: the customer's cases about the chosen home and the
 * buildings above it (a communal request such as a lost fob is on the block), null until known.
 */
function queryOf(
  state: CaseListState,
  customerId: string,
  areas: AreaAssets[],
): Omit<CaseSearchQuery, 'Limit' | 'Skip'> | null {
  const assetIdentifiers = assetIdsOf(areas);
  if (assetIdentifiers.length === 0) return null;
  return {
    customerId,
    assetIdentifiers,
    OrderBy: state.sort,
    Status: statusQuery(state.status),
    ...(state.searchText ? { SearchText: state.searchText } : {}),
  };
}

/**
 * /casesearch: the resident's service requests on the chosen property
 * (ACC-CAS-18 to ACC-CAS-24): address selector, search (ACC-CAS-20), sort, status filter,
 * and the cases in the order Active, Resolved, Cancelled with paging or infinite scroll. Page,
 * page size, search and filter are kept under the root key, so Back from a case and a reload
 * show the same list.
 */
export function CaseSearchPage() {
  const words = useCasesWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const list = useHomeList(client, customerId, readCaseListState, writeCaseListState);
  const { state, scope, update } = list;
  const ready = scope.state === 'ready' ? scope : undefined;
  const query = ready ? queryOf(state, customerId, ready.areas) : null;
  const result = useCaseList(client, query);
  return (
    <>
      <title>{`${words('list.heading')} – ${words('site.name')}`}</title>
      <PageHeading>{words('list.heading')}</PageHeading>
      <p>{words('list.intro')}</p>
      <div className="button-group">
        <Link className="button" to={CASE_JOURNEY_START}>
          {words('raiseRequest')}
        </Link>
      </div>
      {scope.state === 'error' && <AlertWithPhone messageKey="case_Search_Alert_Message" />}
      <HomeListControls
        list={list}
        sortOrders={CASE_SORT_ORDERS}
        invalidMessage={(text) => (isValidCaseSearchText(text) ? undefined : words('list.search.invalid'))}
        filter={{
          filters: { area: 'all', status: state.status },
          areas: [],
          statusGroups: CASE_STATUS_FILTERS,
          onApply: ({ status }) => update({ status: status as CaseStatusFilter }),
        }}
        words={words}
      />
      {ready && (
        <>
          {query ? (
            <CaseResults
              result={result}
              state={state}
              onPage={(page) => update({ page })}
              onPageSize={(pageSize: CasePageSize) => update({ pageSize })}
              words={words}
            />
          ) : (
            <p className="repair-empty" role="status">
              {words('list.none')}
            </p>
          )}
        </>
      )}
    </>
  );
}
