import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageWithPhone } from './message-with-phone';

/**
 * A failure banner of the spec's error catalogue: the message (a common.json key) with a tappable
 * phone number, and a Return to Home link. The repairs pages, the case list and details and the
 * dashboard's cards use it.
 */
export function AlertWithPhone({ messageKey, homeLink = true }: { messageKey: string; homeLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error" role="alert">
      <p>
        <MessageWithPhone messageKey={messageKey} />
      </p>
      {homeLink && <Link to="/customer360View">{t('errors.returnHome')}</Link>}
    </div>
  );
}
