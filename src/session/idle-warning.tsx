import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createIdleTimer, formatCountdown, type IdleTimer } from './idle-timer';

/** Tab and Shift+Tab cycle through the dialog's buttons instead of leaving the dialog. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const first = buttons[0];
  const last = buttons.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** Events that count as the resident doing something. */
const activityEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * The idle rule: after 25 minutes without activity a warning dialog with a 5:00 countdown,
 * "Stay logged in" and "Log out"; at zero `onLogOut(true)` (logged out for security).
 */
export function IdleWarning({ onLogOut }: { onLogOut: (forSecurity: boolean) => void }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState<number | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const logOutRef = useRef(onLogOut);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    logOutRef.current = onLogOut;
  }, [onLogOut]);

  useEffect(() => {
    const timer = createIdleTimer({
      onWarn: setRemaining,
      onTick: setRemaining,
      onTimeout: () => {
        setRemaining(null);
        logOutRef.current(true);
      },
    });
    timerRef.current = timer;
    const onActivity = () => timer.activity();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      timer.stop();
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);

  const open = remaining !== null;
  useEffect(() => {
    if (open) stayRef.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId}>{t('idle.title')}</h2>
        <p id={bodyId}>
          {t('idle.body')}{' '}
          <strong role="timer" className="countdown">
            {formatCountdown(remaining)}
          </strong>
          .
        </p>
        <div className="button-group">
          <button
            ref={stayRef}
            type="button"
            className="button"
            onClick={() => {
              setRemaining(null);
              timerRef.current?.stay();
            }}
          >
            {t('idle.stay')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onLogOut(false)}>
            {t('idle.logOut')}
          </button>
        </div>
      </div>
    </div>
  );
}
