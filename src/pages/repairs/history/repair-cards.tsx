import { Link } from 'react-router-dom';
import type { RepairsWords } from '../repairs-words';
import { StatusTag } from '../status-tag';
import { detailsPath, type RepairRow } from './list-item-view';
import { LoadMore } from './load-more';

/**
 * The narrow screen's list: one card per repair with View details. When the end of the list
 * scrolls into view the next 100 load (LoadMore, with its Show more button).
 */
export function RepairCards({
  rows,
  hasMore,
  loading,
  onLoadMore,
  words,
}: {
  rows: RepairRow[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  words: RepairsWords;
}) {
  return (
    <>
      <ul className="repair-cards">
        {rows.map((row) => (
          <li key={row.id} className={`repair-card repair-card--${row.tone}`}>
            <h2 className="repair-card__heading">{row.description}</h2>
            <StatusTag label={row.status} tone={row.tone} />
            <dl className="repair-card__facts">
              <div>
                <dt>{words('list.column.reference')}</dt>
                <dd>{row.reference}</dd>
              </div>
              <div>
                <dt>{words('list.column.area')}</dt>
                <dd>{row.area}</dd>
              </div>
              <div>
                <dt>{words('list.column.raised')}</dt>
                <dd>{row.raised}</dd>
              </div>
            </dl>
            <Link
              className="button button--secondary"
              to={detailsPath(row.id)}
              aria-label={words('list.viewDetailsOf', { reference: row.reference, description: row.description })}
            >
              {words('list.viewDetails')}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore
        shown={rows.length}
        hasMore={hasMore}
        loading={loading}
        onLoadMore={onLoadMore}
        loadingLabel={words('list.loadingMore')}
        moreLabel={words('list.showMore')}
      />
    </>
  );
}
