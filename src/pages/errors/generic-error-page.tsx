import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/use-session';
import { PageHeading } from '../../layout/page-heading';
import { MessageWithPhone } from './message-with-phone';

/** What a page that sends the resident here may say (route state). */
export interface GenericErrorState {
  messageKey?: string;
  /** The correlation id of the failed call, shown so the call centre can find it. */
  trackingId?: string;
}

/** /genericerror: "Whoops", the message, a tracking id when known, and a way back. */
export function GenericErrorPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession());
  const state = (useLocation().state ?? {}) as GenericErrorState;
  return (
    <>
      <title>{`${t('errors.genericHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.genericHeading')}</PageHeading>
      <p>
        <MessageWithPhone messageKey={state.messageKey ?? 'Generic_Error'} />
      </p>
      {state.trackingId && <p className="hint">{t('errors.trackingId', { id: state.trackingId })}</p>}
      {signedIn ? (
        <Link className="button" to="/customer360View">
          {t('errors.toHome')}
        </Link>
      ) : (
        <a className="button" href="/startpage">
          {t('errors.toStartPage')}
        </a>
      )}
    </>
  );
}
