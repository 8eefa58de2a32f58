import { useId, useState } from 'react';
import { ModalDialog } from '../../../../renderer/widget-kit/modal-dialog';
import type { RepairsWords } from '../repairs-words';

/**
 * "No Suitable Appointment": SSR023 and a choice to have the association arrange a visit (a note
 * is recorded and the resident goes home) or to go back to the slots.
 */
export function NoSuitableDialog({
  onConfirm,
  onClose,
  words,
}: {
  onConfirm: () => Promise<void>;
  onClose: () => void;
  words: RepairsWords;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog headingId={headingId} onClose={onClose}>
      <h2 id={headingId} className="rp-modal__heading">
        {words('scheduler.noSuitable.heading')}
      </h2>
      <p>{words('SSR023')}</p>
      <div className="button-group">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm();
          }}
        >
          {words('scheduler.noSuitable.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {words('scheduler.noSuitable.back')}
        </button>
      </div>
    </ModalDialog>
  );
}
