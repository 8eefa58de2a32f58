import { useEffect, useId, useState } from 'react';

/** The mobile layout's widest screen (ACC-BSF-02: tooltips on click at that width). */
export const MOBILE_MAX_WIDTH_PX = 820;

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** Whether the screen is in the mobile layout now (false where media queries are unknown). */
function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** Whether the screen is in the mobile layout, following changes of width. */
function useMobileLayout(): boolean {
  const [mobile, setMobile] = useState(isMobileNow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const follow = () => setMobile(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return mobile;
}

/**
 * A tooltip that keyboard and screen-reader users reach as well as mouse users: a button named
 * by `label` whose description (aria-describedby) is the tip, so a screen reader reads it on
 * focus, with aria-expanded saying whether it shows. On wide screens it shows on hover and on
 * focus; in the mobile layout (820 px or narrower, ACC-BSF-02) a tap opens and closes it. Escape closes
 * it either way.
 */
export function PartyTooltip({ label, text }: { label: string; text: string }) {
  const tipId = useId();
  const mobile = useMobileLayout();
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Escape closes an open tip wherever focus and pointer are (WCAG 1.4.13, dismissible).
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return (
    <span
      className="party-tooltip"
      onMouseEnter={() => {
        if (mobile) return;
        setHovered(true);
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (mobile) return;
        setHovered(false);
        if (document.activeElement?.getAttribute('aria-describedby') !== tipId) setOpen(false);
      }}
    >
      <button
        type="button"
        className="party-tooltip__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={tipId}
        aria-describedby={tipId}
        onClick={() => setOpen(mobile ? !open : true)}
        onFocus={() => !mobile && setOpen(true)}
        onBlur={() => !mobile && !hovered && setOpen(false)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={tipId} role="tooltip" className="party-tooltip__tip" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
