import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../config/portal-config-context';

const marker = '\u0000phone\u0000';

/** A tel: link for a phone number written with spaces ("020 7946 0999" → tel:02079460999). */
export function PhoneLink({ phoneNumber }: { phoneNumber: string }) {
  return <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>;
}

/** A message whose phone number is a tappable link (phone and hours come from the portal settings). */
export function MessageWithPhone({ messageKey, values }: { messageKey: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { phoneNumber } = usePortalConfig().contact;
  const parts = t(messageKey, { ...values, phoneNumber: marker }).split(marker);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <PhoneLink phoneNumber={phoneNumber} />}
          {part}
        </span>
      ))}
    </>
  );
}
