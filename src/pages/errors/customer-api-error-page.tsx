import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { logOut } from '../../auth/log-out';
import { useGateway } from '../../gateway/gateway-context';
import { PageHeading } from '../../layout/page-heading';
import { useLeavePortal } from '../../navigation/page-exit';
import { MessageWithPhone } from './message-with-phone';

/** /customerApiErrorPage: a customer, sign-in or settings load failed. Offers retry and logout. */
export function CustomerApiErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeavePortal();
  const { quietClient } = useGateway();
  const retryPath = ((useLocation().state ?? {}) as { retryPath?: string }).retryPath ?? '/customer360View';
  return (
    <>
      <title>{`${t('errors.customerApiHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.customerApiHeading')}</PageHeading>
      <div className="alert" role="alert">
        <MessageWithPhone messageKey="alert_Message" />
      </div>
      <div className="button-group">
        <button type="button" className="button" onClick={() => navigate(retryPath, { replace: true })}>
          {t('errors.retry')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void logOut(quietClient, leave)}>
          {t('errors.logOut')}
        </button>
      </div>
    </>
  );
}
