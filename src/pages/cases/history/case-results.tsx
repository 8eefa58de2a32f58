import { useEffect, useRef, useState } from 'react';
import type { CaseListItem } from '../../../../schemas/generated/types';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { Pagination } from '../../../lists/pagination';
import { useNarrowScreen } from '../../../lists/use-narrow-screen';
import { caseRow } from '../case-row';
import type { CasesWords } from '../cases-words';
import {
  CASE_NARROW_SCREEN_PX,
  CASE_PAGE_SIZES,
  CASE_SCROLL_BATCH,
  isNarrowed,
  type CaseListState,
  type CasePageSize,
} from './case-list-state';
import { CaseCards, CaseTable } from './case-table';
import type { CaseListResult } from './use-case-list';

interface ResultsProps {
  result: CaseListResult;
  state: CaseListState;
  onPage: (page: number) => void;
  onPageSize: (size: CasePageSize) => void;
  words: CasesWords;
}

/**
 * The results: loading, case_Search_Alert_Message on failure, the no-results message (worded
 * differently when a search or filter was used), or the cases — the table with pages of 10, 20 or
 * 50 on a wide screen, the cards with infinite scroll 50 at a time at 820 px or narrower.
 */
export function CaseResults(props: ResultsProps) {
  const narrow = useNarrowScreen(CASE_NARROW_SCREEN_PX);
  const { result, state, words } = props;
  if (result.state === 'error') return <AlertWithPhone messageKey="case_Search_Alert_Message" />;
  if (result.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {words('list.loading')}
      </p>
    );
  }
  if (result.cases.length === 0) {
    return (
      <p className="repair-empty" role="status">
        {words(isNarrowed(state) ? 'list.noMatch' : 'list.none')}
      </p>
    );
  }
  return narrow ? <NarrowResults cases={result.cases} {...props} /> : <WideResults cases={result.cases} {...props} />;
}

function WideResults({ cases, state, onPage, onPageSize, words }: ResultsProps & { cases: CaseListItem[] }) {
  const summary = useRef<HTMLParagraphElement>(null);
  const movedPage = useRef(false);
  const lastPage = Math.max(1, Math.ceil(cases.length / state.pageSize));
  const page = Math.min(state.page, lastPage);
  useEffect(() => {
    // After Previous, Next or a page number, the reader continues at the count of the new page.
    if (movedPage.current) {
      movedPage.current = false;
      summary.current?.focus();
    }
  }, [page]);
  const first = (page - 1) * state.pageSize;
  const rows = cases.slice(first, first + state.pageSize).map((item) => caseRow(item, words));
  return (
    <>
      <p className="repair-count" role="status" tabIndex={-1} ref={summary}>
        {words('list.showing', { first: first + 1, last: first + rows.length, total: cases.length })}
      </p>
      <CaseTable rows={rows} words={words} />
      <Pagination
        page={page}
        pageSize={state.pageSize}
        sizes={CASE_PAGE_SIZES}
        totalCount={cases.length}
        onPage={(next) => {
          movedPage.current = true;
          onPage(next);
        }}
        onPageSize={onPageSize}
        words={words}
      />
    </>
  );
}

function NarrowResults({ cases, words }: ResultsProps & { cases: CaseListItem[] }) {
  // A new search (a new list) starts again from the first 50.
  const [shown, setShown] = useState({ cases, count: CASE_SCROLL_BATCH });
  const count = shown.cases === cases ? shown.count : CASE_SCROLL_BATCH;
  const rows = cases.slice(0, count).map((item) => caseRow(item, words));
  return (
    <>
      <p className="repair-count" role="status">
        {words('list.loaded', { count: rows.length, total: cases.length })}
      </p>
      <CaseCards
        rows={rows}
        hasMore={count < cases.length}
        onLoadMore={() => setShown({ cases, count: count + CASE_SCROLL_BATCH })}
        words={words}
      />
    </>
  );
}
