import type { ReactNode } from 'react';
import type { PagedResults } from './use-paged-list';
import './lists.css';

/**
 * What a list shows around its records: the failure (when nothing could be read), the loading
 * line, the empty message, or the records (`children`). The transactions and the messages use it
 * around their table and cards.
 */
export function ListOutcome<Item>({
  results,
  failure,
  loading,
  empty,
  children,
}: {
  results: PagedResults<Item>;
  failure: ReactNode;
  loading: string;
  empty: string;
  children: ReactNode;
}) {
  if (results.failed && results.items.length === 0) return <>{failure}</>;
  if (results.loading && results.items.length === 0) {
    return (
      <p role="status" aria-busy="true">
        {loading}
      </p>
    );
  }
  if (results.items.length === 0) {
    return (
      <p className="repair-empty" role="status">
        {empty}
      </p>
    );
  }
  return <>{children}</>;
}
