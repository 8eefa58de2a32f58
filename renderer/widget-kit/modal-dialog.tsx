import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog frame: takes the focus (its first control), keeps it inside (Tab and Shift+Tab
 * wrap), closes on Escape or a click outside (pressed and let go outside), and gives the focus back
 * to what opened it.
 */
export function ModalDialog({
  headingId,
  role = 'dialog',
  onClose,
  children,
}: {
  headingId: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  // Where the press that ends in a click began: a press inside the dialog that ends outside it (a
  // button that moved away as a message appeared or went, text selected past the edge) is no click outside.
  const pressedOutside = useRef(false);
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
    <div
      className="rp-modal__backdrop"
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOutside.current) onClose();
        pressedOutside.current = false;
      }}
    >
      <div
        className="rp-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={headingId}
        ref={dialog}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
