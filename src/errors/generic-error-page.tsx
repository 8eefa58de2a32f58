import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../auth/use-session';
import { genericPageMessage } from '../gateway/portal-gateway';
import { PageHeading } from '../layout/page-heading';
import { MessageWithPhone } from './message-with-phone';

/** What a page that sends the resident here may say (route state). */
export interface GenericErrorState {
  messageKey?: string;
}

/**
 * /genericerror (REP-PG-19, REP-ERR-13): "Whoops", the message (IDEM_Error when the failed call said
 * so, `?message=`), the tracking id of the failed call when known (`?trackingId=`, see
 * genericErrorPath), Go back to the page before, and a way home (the start page when signed out).
 */
export function GenericErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = Boolean(useSession());
  const location = useLocation();
  const state = (location.state ?? {}) as GenericErrorState;
  const [query] = useSearchParams();
  const trackingId = query.get('trackingId');
  // A message the page was sent with: by the page that sent it, or by the failed call's code in the address.
  const messageKey = state.messageKey ?? genericPageMessage(query.get('message')) ?? 'Generic_Error';
  const home = signedIn ? '/customer360View' : '/startpage';
  // Reached by a navigation in the app, or by a full page load from another page: back to that page.
  // Opened on its own (a new tab, a bookmark) there is none to go back to: Go back goes home.
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  const goBack = () => (canGoBack ? navigate(-1) : navigate(home));
  return (
    <>
      <title>{`${t('errors.genericHeading')} – ${t('site.name')}`}</title>
      <PageHeading>{t('errors.genericHeading')}</PageHeading>
      <p>
        <MessageWithPhone messageKey={messageKey} />
      </p>
      {trackingId && <p className="hint">{t('errors.trackingId', { id: trackingId })}</p>}
      <div className="button-group">
        <button type="button" className="button" onClick={() => void goBack()}>
          {t('errors.goBack')}
        </button>
        {signedIn ? (
          <Link className="button button--secondary" to={home}>
            {t('errors.toHome')}
          </Link>
        ) : (
          <a className="button button--secondary" href={home}>
            {t('errors.toStartPage')}
          </a>
        )}
      </div>
    </>
  );
}
