import { useEffect, useRef, useState } from 'react';
import type { StepViewModel } from '../../engine';
import { ModalDialog } from '../widget-kit/modal-dialog';
import { useTranslate } from '../widget-kit/translate-context';
import { pageAnswers } from './page-answers';

/**
 * Back and leave-page confirmations (REP-JNY-05, REP-JNY-06), for a journey whose exit
 * modal names `backHeadingKey`, as every journey file does (step-view.tsx loads this chunk only
 * then). While the page holds answers changed since it opened (not yet taken on by Continue), the
 * page's Back button asks first under that heading (SSR043), a link out of the page asks in a modal and is
 * followed once the resident chooses to leave, and closing or reloading the tab goes through the
 * browser's own prompt.
 */
export function UnsavedGuard(props: {
  model: StepViewModel;
  /** The page's answers as it opened (pageAnswers), kept by step-view.tsx from its first render. */
  opened: string;
  onBack: () => void;
}) {
  const { model, onBack } = props;
  const translate = useTranslate();
  const unsaved = props.opened !== pageAnswers(model);
  // What the resident is asked to confirm: Back, or a link out of the page.
  const [leaving, setLeaving] = useState<HTMLAnchorElement | 'back' | null>(null);
  const letThrough = useRef<Element | null>(null);

  useEffect(() => {
    if (!unsaved) return undefined;
    const unload = (event: Event) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const target = event.target as Element;
      const link = target.closest?.('a[href]');
      const back = target.closest?.('.rp-back-link');
      if (
        back ||
        (link instanceof HTMLAnchorElement &&
          link !== letThrough.current &&
          !link.target &&
          !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
          link.pathname !== window.location.pathname)
      ) {
        event.preventDefault();
        event.stopPropagation();
        setLeaving(back ? 'back' : (link as HTMLAnchorElement));
      }
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved]);

  if (!leaving) return null;
  const back = leaving === 'back';
  const stay = () => setLeaving(null);
  return (
    <ModalDialog headingId="rp-unsaved-heading" role="alertdialog" onClose={stay}>
      <h2 className="rp-modal__heading" id="rp-unsaved-heading">
        {translate(back ? (model.exitModal?.backHeadingKey ?? '') : 'renderer.leave.heading')}
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
  );
}
