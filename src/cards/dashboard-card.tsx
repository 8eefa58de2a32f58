import { useId, type ReactNode } from 'react';
import { AlertWithPhone } from '../errors/alert-with-phone';
import './dashboard-card.css';

/**
 * The frame of a dashboard card that lists the latest items of a kind (the messages and the case
 * cards): its heading, the loading line while `read` is undefined, the failure message (with the
 * phone number) when 'error', the card's own content (`children` of what was read), then its buttons.
 */
export function DashboardCard<Read>({
  heading,
  read,
  loading,
  failureKey,
  actions,
  children,
}: {
  heading: string;
  read: Read | 'error' | undefined;
  loading: string;
  failureKey: string;
  actions: ReactNode;
  children: (read: Read) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {read === undefined && (
        <p className="card-loading--latest" role="status" aria-busy="true">
          {loading}
        </p>
      )}
      {read === 'error' && <AlertWithPhone messageKey={failureKey} homeLink={false} />}
      {read !== undefined && read !== 'error' && children(read)}
      <div className="button-group">{actions}</div>
    </section>
  );
}

/** The latest items read for a card: `none` when there are none, else the 'latest' heading and the list of `children` (its <li> items). */
export function CardLatest({
  count,
  none,
  heading,
  children,
}: {
  count: number;
  none: string;
  heading: string;
  children: ReactNode;
}) {
  if (count === 0) return <p>{none}</p>;
  return (
    <>
      <h3 className="repair-card__heading">{heading}</h3>
      <ul className="card-latest-list">{children}</ul>
    </>
  );
}
