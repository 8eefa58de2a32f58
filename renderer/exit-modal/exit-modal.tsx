import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from '../widget-kit/translate-context';
import type { ExitModalProps } from './exit-modal-props';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The confirmation opened by Exit: a modal dialog that keeps focus inside it (Tab and Shift+Tab
 * wrap), closes on Escape and gives focus back to what opened it.
 */
export function ExitModalDialog({ modal, onChoose, onClose }: ExitModalProps) {
  const translate = useTranslate();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const controls = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="rp-modal__backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className="rp-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rp-exit-modal-heading"
        ref={dialog}
        onKeyDown={onKeyDown}
      >
        <h2 className="rp-modal__heading" id="rp-exit-modal-heading">
          {translate(modal.headingKey)}
        </h2>
        <div className="rp-button-group rp-button-group--stacked">
          <button type="button" className="rp-button" onClick={() => onChoose('save-and-exit')}>
            {translate(modal.saveAndExitKey)}
          </button>
          <button type="button" className="rp-button rp-button--warning" onClick={() => onChoose('leave')}>
            {translate(modal.leaveKey)}
          </button>
          <button type="button" className="rp-link" onClick={onClose}>
            {translate(modal.returnKey)}
          </button>
        </div>
      </div>
    </div>
  );
}
