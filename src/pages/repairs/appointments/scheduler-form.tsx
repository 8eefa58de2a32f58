import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GatewayClient } from '../../../../gateway/client';
import { rendererMessages } from '../../../../renderer/messages';
import { SlotGrid } from '../../../../renderer/slot-grid/slot-grid';
import { formatSlotDate } from '../../../../renderer/slot-grid/slot-layout';
import { TranslateProvider, type MessageValues } from '../../../../renderer/widget-kit/translate-context';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { MessageWithPhone } from '../../../errors/message-with-phone';
import { detailsPath } from '../history/list-item-view';
import type { RepairsWords } from '../repairs-words';
import type { SlotChoices } from './availability-slots';
import { NoSuitableDialog } from './no-suitable-dialog';
import type { SchedulerOperation } from './scheduler-path';
import { slaReason, SLA_REASON_KEYS } from './sla-reason';
import { useBooking } from './use-booking';

/**
 * The scheduler view: five dates at a time, the reason shown for a slot outside the service
 * level, Book (SSR062 when nothing is chosen), No suitable appointment and Return to repair.
 */
export function SchedulerForm(props: {
  client: GatewayClient;
  workOrder: WorkOrder;
  etag: string;
  choices: SlotChoices;
  isPreferences: boolean;
  operation: SchedulerOperation;
  onNoSuitable: () => Promise<void>;
  contractorNumber: string;
  words: RepairsWords;
}) {
  const { workOrder, choices, words } = props;
  const [selected, setSelected] = useState<string>();
  const [missing, setMissing] = useState(false);
  const [noSuitable, setNoSuitable] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const { book, busy, problem: bookingProblem } = useBooking(props);
  const offered = selected ? choices.byId.get(selected) : undefined;
  const reason = offered && slaReason(offered, choices);
  const anyOutsideSla = [...choices.byId.values()].some((entry) => !entry.slot.insideSla);

  const translate = useCallback(
    (key: string, values?: MessageValues) =>
      choices.bandLabels.get(key) ?? (rendererMessages as Record<string, string>)[key] ?? words(key, values),
    [choices, words],
  );

  const submit = () => {
    setMissing(!offered);
    if (offered) void book(offered, reason && `Outside SLA: ${reason}`);
    else requestAnimationFrame(() => summary.current?.focus());
  };

  return (
    <>
      {missing && (
        <div className="alert alert--error" role="alert" tabIndex={-1} ref={summary}>
          <h2 className="alert__title">{words('scheduler.problem')}</h2>
          <p>
            <a href="#appointment-slots">{words('SSR062')}</a>
          </p>
        </div>
      )}
      {bookingProblem && (
        <div className="alert alert--error" role="alert">
          <p>
            <MessageWithPhone
              messageKey={bookingProblem}
              values={{ contractorName: workOrder.contractorName ?? '', contractorNumber: props.contractorNumber }}
            />
          </p>
        </div>
      )}
      <p>{words('scheduler.intro')}</p>
      {anyOutsideSla && <p className="hint">{words('scheduler.sla.hint')}</p>}
      <div id="appointment-slots">
        <TranslateProvider translate={translate}>
          <SlotGrid
            slots={choices.slots}
            selectedId={selected}
            onSelect={(id) => {
              setSelected(id);
              setMissing(false);
            }}
            captionKey="scheduler.caption"
            errorKey={missing ? 'SSR062' : undefined}
          />
        </TranslateProvider>
      </div>
      <div role="status">
        {offered && (
          <p className="repair-choice">
            {words('scheduler.chosen', {
              band: offered.details.availabilityTypeLabel,
              date: formatSlotDate(offered.slot.date),
            })}
          </p>
        )}
        {reason && <p>{words(SLA_REASON_KEYS[reason])}</p>}
      </div>
      <div className="button-group">
        <button type="button" className="button" disabled={busy} onClick={submit}>
          {words(props.operation === 'RescheduleAppointment' ? 'scheduler.reschedule' : 'scheduler.book')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setNoSuitable(true)}>
          {words('scheduler.noSuitable.open')}
        </button>
        <Link className="button button--secondary" to={detailsPath(workOrder.id)}>
          {words('scheduler.returnToRepair')}
        </Link>
      </div>
      {busy && (
        <p role="status" aria-busy="true">
          {words('scheduler.booking')}
        </p>
      )}
      {noSuitable && (
        <NoSuitableDialog onConfirm={props.onNoSuitable} onClose={() => setNoSuitable(false)} words={words} />
      )}
    </>
  );
}
