import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../widget-kit/modal-dialog';
import { useTranslate } from '../widget-kit/translate-context';

export interface UnsavedGuardProps {
  /** Heading of the Back confirmation (the journey's exitModal.backHeadingKey, SSR043 for a repair). */
  headingKey: string;
  /** Back was pressed and waits for the resident's answer. */
  askingBack: boolean;
  /** Yes, go back. */
  onBack: () => void;
  /** The Back question is answered (either way). */
  onAnswered: () => void;
}

/**
 * Mounted while the page holds answers changed since it opened (step-view.tsx): asks before Back
 * (`askingBack`), before a link out of the page (in a modal, then follows it), and through the
 * browser's own prompt before the tab is closed or reloaded (repairs.md §2 shared elements). A
 * chunk of its own, loaded with the first change: most visits to a page never need it.
 */
export function UnsavedGuard({ headingKey, askingBack, onBack, onAnswered }: UnsavedGuardProps) {
  const translate = useTranslate();
  const [link, setLink] = useState<HTMLAnchorElement | null>(null);
  const letThrough = useRef<Element | null>(null);

  useEffect(() => {
    const unload = (event: Event) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const target = (event.target as Element).closest?.('a[href]');
      if (
        target instanceof HTMLAnchorElement &&
        target !== letThrough.current &&
        !target.target &&
        !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
        target.pathname !== window.location.pathname
      ) {
        event.preventDefault();
        event.stopPropagation();
        setLink(target);
      }
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, []);

  const back = askingBack && !link;
  const stay = () => {
    setLink(null);
    onAnswered();
  };
  if (!back && !link) return null;
  return (
    <ModalDialog headingId="rp-unsaved-heading" role="alertdialog" onClose={stay}>
      <h2 className="rp-modal__heading" id="rp-unsaved-heading">
        {translate(back ? headingKey : 'renderer.leave.heading')}
      </h2>
      {back ? null : <p>{translate('renderer.leave.body')}</p>}
      <div className="rp-button-group rp-button-group--stacked">
        <button
          type="button"
          className="rp-button rp-button--warning"
          onClick={() => {
            stay();
            if (!link) return onBack();
            letThrough.current = link;
            link.click();
          }}
        >
          {translate(back ? 'renderer.back.confirm' : 'renderer.leave.confirm')}
        </button>
        <button type="button" className="rp-link" onClick={stay}>
          {translate('renderer.leave.stay')}
        </button>
      </div>
    </ModalDialog>
  );
}
