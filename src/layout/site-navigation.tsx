import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The header's items for a signed-in resident, in the spec's order. */
export const navigationItems = [
  { key: 'nav.home', to: '/customer360View' },
  { key: 'nav.balance', to: '/viewaccount' },
  { key: 'nav.repairs', to: '/historicRepairs' },
  { key: 'nav.messages', to: '/mymessageshistory' },
  { key: 'nav.details', to: '/manageprofile' },
  { key: 'nav.requests', to: '/casesearch' },
] as const;

export interface SiteNavigationProps {
  /** The Requests item (the spec's toggle rule). */
  showRequests: boolean;
  onLogOut(): void;
}

/** Header navigation: Home, Balance, Repairs, Messages, Details, Requests (when allowed), Log out. */
export function SiteNavigation({ showRequests, onLogOut }: SiteNavigationProps) {
  const { t } = useTranslation();
  const items = navigationItems.filter((item) => showRequests || item.key !== 'nav.requests');
  return (
    <nav className="site-nav" aria-label={t('site.mainNavigation')}>
      <ul className="site-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink className="site-nav__link" to={item.to}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="site-nav__link site-nav__button" onClick={onLogOut}>
            {t('nav.logOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
