import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import type { Contractor, WorkOrder } from '../../../../schemas/generated/types';
import { MessageWithPhone } from '../../../errors/message-with-phone';
import { schedulerPath } from '../appointments/scheduler-path';
import { RepairsError } from '../repairs-error';
import type { RepairsWords } from '../repairs-words';
import { contractorPhone } from './action-rules';
import type { CheckState } from './use-action-eligibility';

/** What the reschedule check decided: offer the scheduler, or explain (in a modal when "not possible"). */
export type RescheduleOutcome = { type: 'scheduler' } | { type: 'info' | 'notPossible'; messageKey: string };

/** The contractor to phone, as far as it is known. */
export type ContractorToPhone = Record<'contractorName' | 'contractorNumber', string>;

/**
 * The reschedule rule (REP-CXL-04): no code offers the scheduler;
 * SSR071 and SSR075 name the contractor to phone, or, when the portal knows no name or number for
 * it, SSR065 (call us to change the appointment); SSR070 explains; CR165 and CR166 say that
 * rescheduling is not possible; a code the portal does not know reads as SSR070.
 */
export function rescheduleOutcome(
  errorCode: string | null | undefined,
  contractor?: ContractorToPhone,
): RescheduleOutcome {
  if (!errorCode) return { type: 'scheduler' };
  if (errorCode === 'CR165' || errorCode === 'CR166') return { type: 'notPossible', messageKey: errorCode };
  if (errorCode === 'SSR071' || errorCode === 'SSR075') {
    const known = contractor && contractor.contractorName !== '' && contractor.contractorNumber !== '';
    return { type: 'info', messageKey: known ? errorCode : 'SSR065' };
  }
  return { type: 'info', messageKey: 'SSR070' };
}

/**
 * Reschedule Appointment for an appointed repair, as the reschedule eligibility check (run when
 * the page opened) allows: a link to the scheduler when it allows; for CR165 and CR166 the button,
 * which opens a modal saying that rescheduling is not possible (REP-CXL-04); otherwise its message
 * on the page, with the contractor's name and number filled in.
 */
export function RescheduleAppointment({
  workOrder,
  contractor,
  check,
  words,
}: {
  workOrder: WorkOrder;
  contractor: Contractor | undefined;
  check: CheckState;
  words: RepairsWords;
}) {
  const headingId = useId();
  const [explaining, setExplaining] = useState(false);
  if (check.state === 'checking') return null;
  if (check.state === 'error') return <RepairsError messageKey="EligibilityRescheduleAPI_Error" words={words} />;
  const values: ContractorToPhone = {
    contractorName: workOrder.contractorName ?? contractor?.name ?? '',
    contractorNumber: contractorPhone(workOrder, contractor),
  };
  const outcome = rescheduleOutcome(check.errorCode, values);
  if (outcome.type === 'scheduler') {
    return (
      <Link className="button" to={schedulerPath(workOrder.id, 'RescheduleAppointment')}>
        {words('actions.reschedule')}
      </Link>
    );
  }
  if (outcome.type === 'notPossible') {
    return (
      <>
        <button type="button" className="button" onClick={() => setExplaining(true)}>
          {words('actions.reschedule')}
        </button>
        {explaining && (
          <ModalDialog headingId={headingId} onClose={() => setExplaining(false)}>
            <h2 id={headingId} className="rp-modal__heading">
              {words('reschedule.notPossibleHeading')}
            </h2>
            <p>
              <MessageWithPhone messageKey={outcome.messageKey} values={values} />
            </p>
            <div className="button-group">
              <button type="button" className="button button--secondary" onClick={() => setExplaining(false)}>
                {words('reschedule.close')}
              </button>
            </div>
          </ModalDialog>
        )}
      </>
    );
  }
  return (
    <div className="alert repair-action-message" role="status">
      <p>
        <MessageWithPhone messageKey={outcome.messageKey} values={values} />
      </p>
    </div>
  );
}
