import { useEffect, useRef, useState } from 'react';
import type { StepViewModel } from '../../engine';
import { ModalDialog } from '../widget-kit/modal-dialog';
import { useTranslate } from '../widget-kit/translate-context';

/** What the resident is asked to confirm: going Back, or following a link out of the page. */
type Leaving = { back: true } | { link: HTMLAnchorElement };

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
  const [opened, setOpened] = useState({ at, values });
  if (opened.at !== at) setOpened({ at, values });
  const headingKey = model.exitModal?.backHeadingKey;
  const unsaved = headingKey !== undefined && opened.at === at && opened.values !== values;
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const letThrough = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (!unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link === letThrough.current || link.target) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ link });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved]);

  const confirm = () => {
    setLeaving(null);
    if (!leaving || 'back' in leaving) return onBack();
    letThrough.current = leaving.link;
    leaving.link.click();
  };
  const modal =
    leaving && headingKey ? (
      <ModalDialog headingId="rp-unsaved-heading" role="alertdialog" onClose={() => setLeaving(null)}>
        <h2 className="rp-modal__heading" id="rp-unsaved-heading">
          {translate('back' in leaving ? headingKey : 'renderer.leave.heading')}
        </h2>
        {'back' in leaving ? null : <p>{translate('renderer.leave.body')}</p>}
        <div className="rp-button-group rp-button-group--stacked">
          <button type="button" className="rp-button rp-button--warning" onClick={confirm}>
            {translate('back' in leaving ? 'renderer.back.confirm' : 'renderer.leave.confirm')}
          </button>
          <button type="button" className="rp-link" onClick={() => setLeaving(null)}>
            {translate('renderer.leave.stay')}
          </button>
        </div>
      </ModalDialog>
    ) : null;
  return { back: unsaved ? () => setLeaving({ back: true }) : onBack, modal };
}
