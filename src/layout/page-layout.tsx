import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { logOut } from '../auth/log-out';
import { useSession } from '../auth/use-session';
import { usePortalConfig } from '../config/portal-config-context';
import { useRequestsItemVisible } from '../customer/use-requests-item';
import { useGateway } from '../gateway/gateway-context';
import { useLeavePortal } from '../navigation/page-exit';
import { IdleWarning } from '../session/idle-warning';
import { useTokenRefresh } from '../session/use-token-refresh';
import { usePageViews } from '../telemetry/use-page-views';
import { footerHref, footerLinks } from './footer-links';
import { useMessagesItem } from './messages-item';
import { SiteNavigation } from './site-navigation';

/** The frame of every page: skip link, header (navigation when signed in), the page in <main>, footer. */
export function PageLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const config = usePortalConfig();
  const { client, quietClient } = useGateway();
  const leave = useLeavePortal();
  const showRequests = useRequestsItemVisible(client, session?.customerId);
  const messages = useMessagesItem(client, session?.customerId);
  useTokenRefresh(client);
  usePageViews(quietClient, config.channel);
  const onLogOut = useCallback(
    (forSecurity = false) => void logOut(quietClient, leave, { forSecurity }),
    [quietClient, leave],
  );

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('site.skipLink')}
      </a>
      <header className="site-header">
        <div className="page-width site-header__inner">
          {session ? (
            <Link className="site-header__name" to="/customer360View">
              {t('site.name')}
            </Link>
          ) : (
            <a className="site-header__name" href="/startpage">
              {t('site.name')}
            </a>
          )}
          {session && <SiteNavigation showRequests={showRequests} messages={messages} onLogOut={() => onLogOut()} />}
        </div>
      </header>
      <main className="page-width" id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="page-width">
          <nav aria-label={t('site.footerNavigation')}>
            <ul className="footer-links">
              {footerLinks.map((link) => (
                <li key={link.key}>
                  <a href={footerHref(config, link.name)}>{t(link.key)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
      {session && <IdleWarning onLogOut={onLogOut} />}
    </>
  );
}
