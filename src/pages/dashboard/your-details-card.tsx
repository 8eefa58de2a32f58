import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContactDetails } from './dashboard-data';
import { isProfileIncomplete } from './dashboard-data';

const rows = [
  ['details.title', 'title', false],
  ['details.givenName', 'givenName', false],
  ['details.surname', 'surname', false],
  ['details.email', 'email', false],
  ['details.mobile', 'mobile', false],
  ['details.homePhone', 'homePhone', true],
  ['details.businessPhone', 'businessPhone', true],
] as const;

/** The Your details card: name, e-mail, phones (home and business only when held) and the edit link. */
export function YourDetailsCard({ details }: { details: ContactDetails }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('details.heading')}</h2>
      {isProfileIncomplete(details) && <p className="alert alert--warning">{t('missing_information_profile')}</p>}
      <dl className="summary-list">
        {rows
          .filter(([, field, optional]) => !optional || details[field])
          .map(([label, field]) => (
            <div className="summary-list__row" key={field}>
              <dt>{t(label)}</dt>
              <dd>{details[field] || '-'}</dd>
            </div>
          ))}
      </dl>
      <Link to="/editprofile">{t('details.edit')}</Link>
    </section>
  );
}
