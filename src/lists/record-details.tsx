import type { ReactNode } from 'react';
import { PageHeading } from '../layout/page-heading';

/**
 * One row of a record's facts: its label, already in the resident's words, and its value; a key
 * when two rows may share a label (the questions a resident answered, keyed by question).
 */
export type FactRow = readonly [label: string, value: ReactNode, key?: string];

/** A record's facts as a summary list (a repair's, a service request's). */
export function FactList({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value, key]) => (
        <div className="summary-list__row" key={key ?? label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a details page shows until its record is read: a busy status while it loads, or, when it
 * cannot be read (gone, not the resident's, the gateway failing), the page's title and heading, the
 * way back to the list and the page's own message, so the resident is never left on an empty page.
 */
export function RecordNotShown({
  state,
  title,
  siteName,
  back,
  loading,
  problem,
}: {
  state: 'loading' | 'error';
  title: string;
  siteName: string;
  back: ReactNode;
  loading: string;
  problem: ReactNode;
}) {
  if (state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {loading}
      </p>
    );
  }
  return (
    <>
      <title>{`${title} – ${siteName}`}</title>
      {back}
      <PageHeading>{title}</PageHeading>
      {problem}
    </>
  );
}
