import { Link } from 'react-router-dom';
import { LoadMore } from '../../repairs/history/load-more';
import { StatusTag } from '../../repairs/status-tag';
import { caseDetailsPath, type CaseRow } from '../case-row';
import type { CasesWords } from '../cases-words';

/**
 * The narrow screen's list: one card per case with View details; when the end of the list
 * scrolls into view the next 50 show (LoadMore, with its Show more button).
 */
export function CaseCards({
  rows,
  hasMore,
  onLoadMore,
  words,
}: {
  rows: CaseRow[];
  hasMore: boolean;
  onLoadMore: () => void;
  words: CasesWords;
}) {
  return (
    <>
      <ul className="repair-cards">
        {rows.map((row) => (
          <li key={row.id} className={`repair-card repair-card--${row.tone}`}>
            <h2 className="repair-card__heading">{row.requestType}</h2>
            <StatusTag label={row.status} tone={row.tone} />
            <dl className="repair-card__facts">
              <div>
                <dt>{words('list.column.reference')}</dt>
                <dd>{row.reference}</dd>
              </div>
              <div>
                <dt>{words('list.column.owner')}</dt>
                <dd>{row.owner}</dd>
              </div>
              <div>
                <dt>{words('list.column.created')}</dt>
                <dd>{row.created}</dd>
              </div>
            </dl>
            <Link
              className="button button--secondary"
              to={caseDetailsPath(row.id)}
              aria-label={words('list.viewDetailsOf', { reference: row.reference, requestType: row.requestType })}
            >
              {words('list.viewDetails')}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore
        shown={rows.length}
        hasMore={hasMore}
        loading={false}
        onLoadMore={onLoadMore}
        loadingLabel={words('list.loadingMore')}
        moreLabel={words('list.showMore')}
      />
    </>
  );
}
