import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkRescheduleEligibility, type GatewayClient, isHandledByApp } from '../../../../gateway/client';
import type { Contractor, WorkOrder } from '../../../../schemas/generated/types';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import { MessageWithPhone } from '../../errors/message-with-phone';
import { schedulerPath } from '../../appointments/scheduler-path';
import { RepairsError } from '../repairs-error';
import type { RepairsWords } from '../repairs-words';
import { attendsToday, contractorPhone, rescheduleEligibilityRequest } from './action-rules';

/** What the reschedule check decided: go to the scheduler, explain on the page, or explain in a modal. */
export type RescheduleOutcome = { type: 'scheduler' } | { type: 'info' | 'modal'; messageKey: string };

/**
 * The reschedule rule of repairs.md §4: no code goes to the scheduler; SSR070, SSR071 and SSR075
 * explain on the page; CR165 and CR166 open the "not possible" modal; a code the portal does not
 * know reads as SSR070. A visit due today is refused without asking, with SSR075 (the reference
 * gateway's code for it).
 */
export function rescheduleOutcome(errorCode: string | null | undefined): RescheduleOutcome {
  if (!errorCode) return { type: 'scheduler' };
  if (errorCode === 'CR165' || errorCode === 'CR166') return { type: 'modal', messageKey: errorCode };
  if (errorCode === 'SSR071' || errorCode === 'SSR075') return { type: 'info', messageKey: errorCode };
  return { type: 'info', messageKey: 'SSR070' };
}

/** Reschedule Appointment for an appointed repair. */
export function RescheduleAppointment({
  client,
  workOrder,
  contractor,
  customerId,
  words,
}: {
  client: GatewayClient;
  workOrder: WorkOrder;
  contractor: Contractor | undefined;
  customerId: string;
  words: RepairsWords;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const [outcome, setOutcome] = useState<RescheduleOutcome>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const values = {
    contractorName: workOrder.contractorName ?? contractor?.name ?? words('details.contractorUnknown'),
    contractorNumber: contractorPhone(workOrder, contractor),
  };

  const ask = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const decided = attendsToday(workOrder)
        ? rescheduleOutcome('SSR075')
        : rescheduleOutcome(
            (
              await checkRescheduleEligibility(
                client,
                workOrder.id,
                rescheduleEligibilityRequest(workOrder, customerId, contractor),
              )
            ).data?.errorCode,
          );
      if (decided.type === 'scheduler') navigate(schedulerPath(workOrder.id, 'RescheduleAppointment'));
      else setOutcome(decided);
    } catch (error) {
      if (!isHandledByApp(error)) setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => void ask()}>
        {words('actions.reschedule')}
      </button>
      {failed && <RepairsError messageKey="EligibilityRescheduleAPI_Error" words={words} />}
      {outcome?.type === 'info' && (
        <div className="alert" role="status">
          <p>
            <MessageWithPhone messageKey={outcome.messageKey} values={values} />
          </p>
        </div>
      )}
      {outcome?.type === 'modal' && (
        <ModalDialog headingId={headingId} onClose={() => setOutcome(undefined)}>
          <h2 id={headingId} className="rp-modal__heading">
            {words('reschedule.notPossibleHeading')}
          </h2>
          <p>
            <MessageWithPhone messageKey={outcome.messageKey} values={values} />
          </p>
          <div className="button-group">
            <button type="button" className="button" onClick={() => setOutcome(undefined)}>
              {words('cancel.close')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
