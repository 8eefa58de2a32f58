import { useId } from 'react';
import type { HistoryEvent } from '../../../../schemas/generated/types';
import { formatDate } from '../../../dates/date-format';
import { appointmentText, timeOfDay } from '../appointment-text';
import { RepairsError } from '../repairs-error';
import type { RepairsWords } from '../repairs-words';
import { eventText, newestFirst } from './history-events';

/** The repair's history, newest first: what happened, when, and the appointment it was about. */
export function RepairTimeline({ events, words }: { events: HistoryEvent[] | 'error'; words: RepairsWords }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="repair-timeline">
      <h2 id={headingId}>{words('timeline.heading')}</h2>
      {events === 'error' ? (
        <RepairsError messageKey="RepairDetailsHistoryAPI_Error" words={words} />
      ) : events.length === 0 ? (
        <p>{words('timeline.none')}</p>
      ) : (
        <ol className="repair-timeline__list">
          {newestFirst(events).map((event) => {
            const { titleKey, detailKey } = eventText(event);
            return (
              <li key={`${event.identifier}-${event.createDateTime}`} className="repair-timeline__event">
                <h3 className="repair-timeline__title">{words(titleKey)}</h3>
                <p className="hint">
                  {formatDate(event.createDateTime, 'withWeekday')}, {timeOfDay(event.createDateTime)}
                </p>
                {detailKey && <p>{words(detailKey)}</p>}
                {event.appointmentStartDatetime && (
                  <p>
                    {words('timeline.appointment', {
                      appointment: appointmentText(event.appointmentStartDatetime, event.appointmentEndDatetime),
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
