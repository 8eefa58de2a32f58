import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GatewayClient } from '../../../../gateway/client';

/** The referral journey and the condition of its definition that says who sees the button. */
const REFERRAL = { journeyId: 'financial-advice-referral', condition: 'offered-on-dashboard' };

/**
 * Where the financial enquiry button leads when it shows (ACC-FIN-09): the
 * referral journey's own rule, read once the journey code has loaded; null (hidden) until then
 * and when the facts cannot be read.
 */
function useReferralOffered(client: GatewayClient, customerId: string): string | null {
  const [offered, setOffered] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('../../../journeys/journey-offer')
      .then(({ journeyOffered }) => journeyOffered(client, customerId, REFERRAL.journeyId, REFERRAL.condition))
      .then(
        (shown) => current && setOffered(shown),
        (error: unknown) => console.warn('Could not work out whether to offer financial advice', error),
      );
    return () => {
      current = false;
    };
  }, [client, customerId]);
  return offered;
}

/**
 * The financial enquiry button with a word about it, in the balance card (ACC-DSH-04: the balance card
 * has the financial enquiry button): shown only to residents the referral's rule offers it to.
 */
export function MoneyAdvice({ client, customerId }: { client: GatewayClient; customerId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const start = useReferralOffered(client, customerId);
  if (!start) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('moneyAdvice.heading')}</h3>
      <p>{t('moneyAdvice.body')}</p>
      <Link className="button" to={start}>
        {t('moneyAdvice.start')}
      </Link>
    </section>
  );
}
