import { ModalDialog } from '../widget-kit/modal-dialog';
import { useTranslate } from '../widget-kit/translate-context';
import type { ExitModalProps } from './exit-modal-props';

/**
 * The confirmation opened by Exit (Save and exit only when the journey keeps drafts, Leave,
 * Return): a modal dialog that keeps focus inside it (Tab and Shift+Tab
 * wrap), closes on Escape and gives focus back to what opened it.
 */
export function ExitModalDialog({ modal, onChoose, onClose }: ExitModalProps) {
  const translate = useTranslate();
  return (
    <ModalDialog headingId="rp-exit-modal-heading" onClose={onClose}>
      <h2 className="rp-modal__heading" id="rp-exit-modal-heading">
        {translate(modal.headingKey)}
      </h2>
      <div className="rp-button-group rp-button-group--stacked">
        {modal.saveAndExitKey ? (
          <button type="button" className="rp-button" onClick={() => onChoose('save-and-exit')}>
            {translate(modal.saveAndExitKey)}
          </button>
        ) : null}
        <button type="button" className="rp-button rp-button--warning" onClick={() => onChoose('leave')}>
          {translate(modal.leaveKey)}
        </button>
        <button type="button" className="rp-link" onClick={onClose}>
          {translate(modal.returnKey)}
        </button>
      </div>
    </ModalDialog>
  );
}
