import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelWorkOrder, type GatewayClient, isHandledByApp } from '../../../../gateway/client';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import { genericErrorPath } from '../../../gateway/portal-gateway';
import { MessageWithPhone } from '../../../errors/message-with-phone';
import { RepairsError } from '../repairs-error';
import type { RepairsWords } from '../repairs-words';
import type { CheckState } from './use-action-eligibility';

/** Eligibility codes that explain why a repair cannot be cancelled online; any other answer asks SSR073. */
const BLOCKING_CODES = new Set(['SSR036', 'SSR066', 'SSR008']);

/**
 * The cancel message for the eligibility code (REP-CXL-02): SSR036,
 * SSR066 or SSR008 say why the repair cannot be cancelled online; otherwise SSR073, the confirmation.
 */
export function cancelMessageKey(errorCode: string | null | undefined): string {
  return errorCode && BLOCKING_CODES.has(errorCode) ? errorCode : 'SSR073';
}

/**
 * Cancel repair, as the cancel eligibility check (run when the page opened) allows: the button
 * only when it allows (SSR073), opening the confirmation; otherwise the code's message on the page
 * (SSR036, SSR066, SSR008). During the repairs maintenance the button is disabled and SSR067 says
 * to call instead (REP-ACT-06, REP-ERR-10). On confirmation the repair is set to Cancelled (PATCH with
 * its entity tag) and the page reloads its data; a failed cancel goes to /genericerror.
 */
export function CancelRepair({
  client,
  workOrder,
  etag,
  check,
  disabled,
  onCancelled,
  words,
}: {
  client: GatewayClient;
  workOrder: WorkOrder;
  etag: string;
  check: CheckState;
  disabled: boolean;
  onCancelled: () => void;
  words: RepairsWords;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelWorkOrder(client, workOrder.id, workOrder.premisesTypeId, etag);
      setConfirming(false);
      onCancelled();
    } catch (error) {
      if (!isHandledByApp(error)) navigate(genericErrorPath(error));
    } finally {
      setBusy(false);
    }
  };

  if (check.state === 'checking') return null;
  if (check.state === 'error') return <RepairsError messageKey="EligibilityCancelAPI_Error" words={words} />;
  const messageKey = cancelMessageKey(check.errorCode);
  if (messageKey !== 'SSR073') {
    return (
      <p className="alert repair-action-message" role="status">
        <MessageWithPhone messageKey={messageKey} />
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button repairs-button--warning"
        disabled={disabled || busy}
        onClick={() => setConfirming(true)}
      >
        {words('actions.cancel')}
      </button>
      {disabled && (
        <p className="hint repair-action-message">
          <MessageWithPhone messageKey="SSR067" />
        </p>
      )}
      {confirming && (
        <ModalDialog headingId={headingId} role="alertdialog" onClose={() => setConfirming(false)}>
          <h2 id={headingId} className="rp-modal__heading">
            {words('cancel.heading')}
          </h2>
          <p>
            <MessageWithPhone messageKey="SSR073" />
          </p>
          <div className="button-group">
            <button
              type="button"
              className="button repairs-button--warning"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {words('cancel.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {words('cancel.keep')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
