import { useId } from 'react';
import { useDashboardWords } from '../../i18n/dashboard-words';

/**
 * The energy advice card (ACC-DSH-10): a few words on keeping
 * the home warm and dry for less, and a link to fuller advice. The address is a text of the
 * locale file (energyAdvice.url), so an association points it at its own energy advice page
 * without a code change; by default GOV.UK's, which is public information. It opens in a new tab
 * and sends nothing about the resident.
 */
export function EnergyAdviceCard() {
  const words = useDashboardWords();
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{words('energyAdvice.heading')}</h2>
      <p>{words('energyAdvice.body')}</p>
      <p>
        <a href={words('energyAdvice.url')} target="_blank" rel="noopener noreferrer">
          {words('energyAdvice.link')} {words('energyAdvice.linkNote')}
        </a>
      </p>
    </section>
  );
}
