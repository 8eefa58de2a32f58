import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { RepairsWords } from '../repairs-words';
import { StatusTag } from '../status-tag';
import { detailsPath, type RepairRow } from './list-item-view';

/**
 * The narrow screen's list: one card per repair with View details. When the end of the list
 * scrolls into view the next 100 load; a Show more button does the same for anyone who does not
 * scroll (keyboard, switch access).
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
  const end = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const marker = end.current;
    if (!marker || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [hasMore, rows.length]);

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
      <div ref={end} className="repair-cards__end" />
      {loading && (
        <p role="status" aria-busy="true">
          {words('list.loadingMore')}
        </p>
      )}
      {hasMore && !loading && (
        <button type="button" className="button button--secondary" onClick={onLoadMore}>
          {words('list.showMore')}
        </button>
      )}
    </>
  );
}
