import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MessagesItem } from './messages-item';

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
  /** The Messages item (IsMyMessagesRequired) with its unread count; undefined while it loads. */
  messages?: MessagesItem;
  onLogOut(): void;
}

/**
 * Header navigation: Home, Balance, Repairs, Messages (when allowed, with a badge of the unread
 * messages, read as "Messages 3 unread"), Details, Requests (when allowed), Log out.
 */
export function SiteNavigation({ showRequests, messages, onLogOut }: SiteNavigationProps) {
  const { t } = useTranslation();
  const items = navigationItems.filter(
    (item) => (showRequests || item.key !== 'nav.requests') && (messages?.shown || item.key !== 'nav.messages'),
  );
  const unread = messages?.shown ? messages.unread : null;
  // The link is named by what it shows, "Messages 3", with "unread" for screen readers after it:
  // a speech user says the words they see (WCAG 2.5.3 label in name, issue 29 item 8).
  const badge = (key: string) => key === 'nav.messages' && Boolean(unread);
  return (
    <nav className="site-nav" aria-label={t('site.mainNavigation')}>
      <ul className="site-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink className="site-nav__link" to={item.to}>
              {t(item.key)}
              {badge(item.key) && (
                <>
                  {' '}
                  <span className="site-nav__badge">{unread}</span>{' '}
                  <span className="site-nav__hidden">{t('navUnread')}</span>
                </>
              )}
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
