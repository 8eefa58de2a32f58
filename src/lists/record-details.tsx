import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AreaWords } from '../i18n/use-area-words';
import { PageHeading } from '../layout/page-heading';
import './lists.css';

/**
 * The frame of a record's details page (a repair, a case), worded in the record's namespace:
 * the link back to its list (details.back), the page title and heading (details.heading with the
 * record's reference, or details.title without one), and the record's own parts. While the record
 * loads, the loading line (details.loading) alone; when it cannot be read, the `failure` alert
 * under the plain heading.
 */
export function RecordDetailsFrame({
  backTo,
  words,
  loading = false,
  failure,
  reference,
  children,
}: {
  backTo: string;
  words: AreaWords;
  loading?: boolean;
  failure?: ReactNode;
  reference?: string;
  children?: ReactNode;
}) {
  if (!failure && loading) {
    return (
      <p role="status" aria-busy="true">
        {words('details.loading')}
      </p>
    );
  }
  const heading = !failure && reference ? words('details.heading', { reference }) : words('details.title');
  return (
    <>
      <title>{`${heading} – ${words('site.name')}`}</title>
      <Link className="repairs-back" to={backTo}>
        {words('details.back')}
      </Link>
      <PageHeading>{heading}</PageHeading>
      {failure ?? children}
    </>
  );
}

/** A record's facts as a summary list: each row's label (a message key) and its value. */
export function SummaryList({ rows, words }: { rows: readonly [label: string, value: ReactNode][]; words: AreaWords }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div className="summary-list__row" key={label}>
          <dt>{words(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
