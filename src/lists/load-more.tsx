import { useEffect, useRef } from 'react';
import './lists.css';

/**
 * The end of a narrow screen's infinite-scroll list: when it scrolls into view `onLoadMore` is
 * called; a Show more button (`moreLabel`) does the same for anyone who does not scroll (keyboard,
 * switch access), and `loadingLabel` is announced while more load. `shown` (how many items are
 * listed) re-arms the watch after each load. The repair cards and the case list use it.
 */
export function LoadMore({
  shown,
  hasMore,
  loading,
  onLoadMore,
  loadingLabel,
  moreLabel,
}: {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  loadingLabel: string;
  moreLabel: string;
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
  }, [hasMore, shown]);

  return (
    <>
      <div ref={end} className="repair-cards__end" />
      {loading && (
        <p role="status" aria-busy="true">
          {loadingLabel}
        </p>
      )}
      {hasMore && !loading && (
        <button type="button" className="button button--secondary" onClick={onLoadMore}>
          {moreLabel}
        </button>
      )}
    </>
  );
}
