import { useEffect, useRef, useState } from 'react';
import type { StepViewModel } from '../../engine';
import { ModalDialog } from '../widget-kit/modal-dialog';
import { useTranslate } from '../widget-kit/translate-context';

/**
 * Back and leave-page confirmations (repairs.md §2 shared elements) for a journey whose exit
 * modal names `backHeadingKey`: while the page holds answers changed since it opened (not yet
 * taken on by Continue), Back asks first (that heading, SSR043 for a repair), and so does leaving
 * the page: a link out of it asks in a modal, closing or reloading the tab through the browser's
 * own prompt. Returns the Back handler to use and the modal to render.
 */
export function useUnsavedGuard(model: StepViewModel, onBack: () => void) {
  const translate = useTranslate();
  const at = `${model.stepId}/${model.run?.page ?? 0}`;
  const values = JSON.stringify(model.fields.map((field) => field.value));
  const [opened, setOpened] = useState([at, values]);
  if (opened[0] !== at) setOpened([at, values]);
  const headingKey = model.exitModal?.backHeadingKey;
  const unsaved = !!headingKey && opened[0] === at && opened[1] !== values;
  // What the resident is asked to confirm: Back, or a link out of the page.
  const [leaving, setLeaving] = useState<HTMLAnchorElement | 'back' | null>(null);
  const letThrough = useRef<Element | null>(null);

  useEffect(() => {
    if (!unsaved) return undefined;
    const unload = (event: Event) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (
        link instanceof HTMLAnchorElement &&
        link !== letThrough.current &&
        !link.target &&
        !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
        link.pathname !== window.location.pathname
      ) {
        event.preventDefault();
        event.stopPropagation();
        setLeaving(link);
      }
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved]);

  const back = leaving === 'back';
  const stay = () => setLeaving(null);
  const modal = leaving ? (
    <ModalDialog headingId="rp-unsaved-heading" role="alertdialog" onClose={stay}>
      <h2 className="rp-modal__heading" id="rp-unsaved-heading">
        {translate(back ? (headingKey as string) : 'renderer.leave.heading')}
      </h2>
      {back ? null : <p>{translate('renderer.leave.body')}</p>}
      <div className="rp-button-group rp-button-group--stacked">
        <button
          type="button"
          className="rp-button rp-button--warning"
          onClick={() => {
            stay();
            if (back) return onBack();
            letThrough.current = leaving;
            leaving.click();
          }}
        >
          {translate(back ? 'renderer.back.confirm' : 'renderer.leave.confirm')}
        </button>
        <button type="button" className="rp-link" onClick={stay}>
          {translate('renderer.leave.stay')}
        </button>
      </div>
    </ModalDialog>
  ) : null;
  return { back: unsaved ? () => setLeaving('back') : onBack, modal };
}
