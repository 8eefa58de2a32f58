import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../layout/page-heading';
import { MessageWithPhone } from './message-with-phone';

/**
 * /workOrderErrorPage: the job number did not arrive or the work order could not be fetched.
 * Refresh page goes to the scheduler when a job number is known (route state), else reloads.
 */
export function WorkOrderErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as { jobNo?: string };
  const refresh = () => (state.jobNo ? navigate('/appointmentscheduler', { state }) : window.location.reload());
  return (
    <>
      <title>{`${t('errors.workOrderHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.workOrderHeading')}</PageHeading>
      <p>
        <MessageWithPhone messageKey="workOrder_Error_Message" />
      </p>
      <div className="button-group">
        <button type="button" className="button" onClick={refresh}>
          {t('errors.refresh')}
        </button>
        <Link className="button button--secondary" to="/customer360View">
          {t('errors.returnHome')}
        </Link>
      </div>
    </>
  );
}
