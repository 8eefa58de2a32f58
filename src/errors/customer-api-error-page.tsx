import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { logOut } from '../auth/log-out';
import { useGateway } from '../gateway/gateway-context';
import { PageHeading } from '../layout/page-heading';
import { useLeavePortal } from '../navigation/page-exit';
import { retryPathOf } from './customer-api-error';
import { MessageWithPhone } from './message-with-phone';

/**
 * /customerApiErrorPage (ACC-ERR-01): a customer, sign-in or settings load failed. Offers Retry
 * (ACC-ERR-02), which loads the failed page again as a whole page (so that every read it made, and every answer the portal
 * kept for this page load, is made afresh; a retry that fails again comes back here), and Log out.
 */
export function CustomerApiErrorPage() {
  const { t } = useTranslation();
  const leave = useLeavePortal();
  const { quietClient } = useGateway();
  const retryPath = retryPathOf(useLocation().state);
  return (
    <>
      <title>{`${t('errors.customerApiHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.customerApiHeading')}</PageHeading>
      <div className="alert" role="alert">
        <MessageWithPhone messageKey="alert_Message" />
      </div>
      <div className="button-group">
        <button type="button" className="button" onClick={() => leave(retryPath)}>
          {t('errors.retry')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void logOut(quietClient, leave)}>
          {t('errors.logOut')}
        </button>
      </div>
    </>
  );
}
