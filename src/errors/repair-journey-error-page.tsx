import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHeading } from '../layout/page-heading';
import { MessageWithPhone } from './message-with-phone';

/** /repairJourneyErrorPage: the message key from route state, a second message with the phone, Return to Home. */
export function RepairJourneyErrorPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as { messageKey?: string };
  return (
    <>
      <title>{`${t('errors.repairJourneyHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.repairJourneyHeading')}</PageHeading>
      <p>
        <MessageWithPhone messageKey={state.messageKey ?? 'repair_Journey_Error_Message1'} />
      </p>
      <p>
        <MessageWithPhone messageKey="repair_Journey_Error_Message2" />
      </p>
      <Link className="button" to="/customer360View">
        {t('errors.returnHome')}
      </Link>
    </>
  );
}
