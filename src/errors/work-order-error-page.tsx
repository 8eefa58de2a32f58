import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getWorkOrder } from '../../gateway/client';
import { useGateway } from '../gateway/gateway-context';
import { PageHeading } from '../layout/page-heading';
import { MessageWithPhone } from './message-with-phone';

/**
 * /workOrderErrorPage?workOrderId=: the job number did not arrive after the five tries, or the work
 * order could not be fetched. Refresh page asks for the work order again: with its job number it
 * goes to the appointment scheduler; without one (or when it cannot be read) it stays, saying so.
 */
export function WorkOrderErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quietClient } = useGateway();
  const { search, state } = useLocation();
  const workOrderId =
    new URLSearchParams(search).get('workOrderId') ?? (state as { workOrderId?: string } | null)?.workOrderId;
  const [checking, setChecking] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);
  const refresh = async () => {
    if (!workOrderId) return window.location.reload();
    setChecking(true);
    try {
      const { data } = await getWorkOrder(quietClient, workOrderId);
      if (data?.jobNo) return navigate(`/appointmentscheduler?workOrderId=${encodeURIComponent(workOrderId)}`);
    } catch {
      // Not readable now: the page stays, as the spec says.
    }
    setChecking(false);
    setStillWaiting(true);
  };
  return (
    <>
      <title>{`${t('errors.workOrderHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.workOrderHeading')}</PageHeading>
      <p>
        <MessageWithPhone messageKey="workOrder_Error_Message" />
      </p>
      {stillWaiting ? <p role="status">{t('errors.workOrderStillWaiting')}</p> : null}
      <div className="button-group">
        <button
          type="button"
          className="button"
          onClick={() => void refresh()}
          disabled={checking}
          aria-busy={checking || undefined}
        >
          {t('errors.refresh')}
        </button>
        <Link className="button button--secondary" to="/customer360View">
          {t('errors.returnHome')}
        </Link>
      </div>
    </>
  );
}
