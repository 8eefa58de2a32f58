import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  cancelWorkOrder,
  checkCancelEligibility,
  type GatewayClient,
  isHandledByApp,
} from '../../../../gateway/client';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import { MessageWithPhone } from '../../errors/message-with-phone';
import { RepairsError } from '../repairs-error';
import type { RepairsWords } from '../repairs-words';
import { attendsToday, cancelEligibilityRequest, isEmergencyRepair } from './action-rules';

/** Eligibility codes that explain why a repair cannot be cancelled online; any other answer asks SSR073. */
const BLOCKING_CODES = new Set(['SSR036', 'SSR066', 'SSR008']);

/**
 * The message of the cancel modal (repairs.md §4): an emergency (SSR036) or a visit today
 * (SSR066, the reference gateway's code for it) is refused without asking; otherwise the
 * eligibility code's message, SSR073 (the confirmation) when there is none.
 */
export function cancelMessageKey(workOrder: WorkOrder, errorCode: string | null | undefined, now = new Date()): string {
  if (isEmergencyRepair(workOrder)) return 'SSR036';
  if (attendsToday(workOrder, now)) return 'SSR066';
  return errorCode && BLOCKING_CODES.has(errorCode) ? errorCode : 'SSR073';
}

/**
 * Cancel repair: asks the cancel eligibility, then a modal with the message; on SSR073 the
 * resident confirms, the repair is set to Cancelled (PATCH with its entity tag) and the page
 * reloads its data. A failed cancel goes to /genericerror.
 */
export function CancelRepair({
  client,
  workOrder,
  etag,
  customerId,
  disabled,
  onCancelled,
  words,
}: {
  client: GatewayClient;
  workOrder: WorkOrder;
  etag: string;
  customerId: string;
  disabled: boolean;
  onCancelled: () => void;
  words: RepairsWords;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const [messageKey, setMessageKey] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [eligibilityFailed, setEligibilityFailed] = useState(false);

  const ask = async () => {
    setBusy(true);
    setEligibilityFailed(false);
    try {
      const local = cancelMessageKey(workOrder, null);
      if (local !== 'SSR073') return setMessageKey(local);
      const { data } = await checkCancelEligibility(client, cancelEligibilityRequest(workOrder, customerId));
      setMessageKey(cancelMessageKey(workOrder, data?.errorCode));
    } catch (error) {
      if (!isHandledByApp(error)) setEligibilityFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelWorkOrder(client, workOrder.id, workOrder.premisesTypeId, etag);
      setMessageKey(undefined);
      onCancelled();
    } catch (error) {
      if (!isHandledByApp(error)) navigate('/genericerror');
    } finally {
      setBusy(false);
    }
  };

  const confirming = messageKey === 'SSR073';
  return (
    <>
      <button
        type="button"
        className="button repairs-button--warning"
        disabled={disabled || busy}
        onClick={() => void ask()}
      >
        {words('actions.cancel')}
      </button>
      {eligibilityFailed && <RepairsError messageKey="EligibilityCancelAPI_Error" words={words} />}
      {messageKey && (
        <ModalDialog headingId={headingId} role="alertdialog" onClose={() => setMessageKey(undefined)}>
          <h2 id={headingId} className="rp-modal__heading">
            {words('cancel.heading')}
          </h2>
          <p>
            <MessageWithPhone messageKey={messageKey} />
          </p>
          <div className="button-group">
            {confirming && (
              <button
                type="button"
                className="button repairs-button--warning"
                disabled={busy}
                onClick={() => void confirm()}
              >
                {words('cancel.confirm')}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={() => setMessageKey(undefined)}>
              {words(confirming ? 'cancel.keep' : 'cancel.close')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
