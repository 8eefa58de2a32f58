import type { ReactNode } from 'react';
import type { WorkOrderSearch } from '../../../../gateway/client';
import { useGateway } from '../../../gateway/gateway-context';
import { RepairsError } from '../repairs-error';
import type { RepairsWords } from '../repairs-words';
import { isNarrowed, PAGE_SIZES, type PageSize, type RepairListState } from './list-state';
import { Pagination } from '../../../lists/pagination';
import { RepairCards, RepairTable } from './repair-table';
import { useNarrowScreen } from '../../../lists/use-narrow-screen';
import { usePageMoves } from '../../../lists/use-paged-list';
import { useRepairRows } from './use-repair-rows';
import { useRepairPage, useRepairScroll, type RepairResults } from './use-repair-search';

interface ResultsProps {
  search: WorkOrderSearch | null;
  state: RepairListState;
  fullDescription: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  words: RepairsWords;
}

/** The results: the table with paging on a wide screen, the cards with infinite scroll on a narrow one. */
export function RepairResultsView(props: ResultsProps) {
  return useNarrowScreen() ? <NarrowResults {...props} /> : <WideResults {...props} />;
}

function WideResults({ search, state, fullDescription, onPage, onPageSize, words }: ResultsProps) {
  const { client } = useGateway();
  const results = useRepairPage(
    client,
    search && { ...search, limit: state.pageSize, skip: (state.page - 1) * state.pageSize },
  );
  const rows = useRepairRows(client, results.items, words, fullDescription);
  const { summary, movePage } = usePageMoves(results, state.page, state.pageSize, onPage);
  const first = (state.page - 1) * state.pageSize + 1;
  const last = first + results.items.length - 1;
  return (
    <Outcome search={search} results={results} state={state} words={words}>
      <p className="repair-count" role="status" tabIndex={-1} ref={summary}>
        {words('list.showing', { first, last, total: results.totalCount })}
      </p>
      <RepairTable rows={rows} words={words} />
      <Pagination
        page={state.page}
        pageSize={state.pageSize}
        sizes={PAGE_SIZES}
        totalCount={results.totalCount}
        onPage={movePage}
        onPageSize={onPageSize}
        words={words}
      />
    </Outcome>
  );
}

function NarrowResults({ search, state, fullDescription, words }: ResultsProps) {
  const { client } = useGateway();
  const results = useRepairScroll(client, search);
  const rows = useRepairRows(client, results.items, words, fullDescription);
  return (
    <Outcome search={search} results={results} state={state} words={words}>
      <p className="repair-count" role="status">
        {words('list.loaded', { count: results.items.length, total: results.totalCount })}
      </p>
      <RepairCards
        rows={rows}
        hasMore={results.items.length < results.totalCount && !results.failed}
        loading={results.loading}
        onLoadMore={results.loadMore}
        words={words}
      />
    </Outcome>
  );
}

/** Loading, the error banner, the empty message, or the results. */
function Outcome({
  search,
  results,
  state,
  words,
  children,
}: {
  search: WorkOrderSearch | null;
  results: RepairResults;
  state: RepairListState;
  words: RepairsWords;
  children: ReactNode;
}) {
  if (results.failed && results.items.length === 0) {
    return <RepairsError messageKey="repair_History_Error_Message2" words={words} />;
  }
  if (search && results.loading && results.items.length === 0) {
    return (
      <p role="status" aria-busy="true">
        {words('list.loading')}
      </p>
    );
  }
  if (!search || results.items.length === 0) {
    return (
      <p className="repair-empty" role="status">
        {words(isNarrowed(state) ? 'NO_repairs_listed' : 'NO_repairs')}
      </p>
    );
  }
  return <>{children}</>;
}
