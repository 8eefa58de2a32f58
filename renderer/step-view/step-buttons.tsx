import type { StepViewModel } from '../../engine';
import { useTranslate } from '../widget-kit/translate-context';

interface StepButtonsProps {
  model: StepViewModel;
  busy: boolean;
  onExitPressed: () => void;
  onSaveDraft: () => void;
  onFinish?: () => void;
}

/** Continue (a submit button), Save draft and exit (for a journey that keeps drafts), Exit, or Finish on a confirmation. */
export function StepButtons({ model, busy, onExitPressed, onSaveDraft, onFinish }: StepButtonsProps) {
  const translate = useTranslate();
  return (
    <div className="rp-button-group">
      {model.continue ? (
        <button
          type="submit"
          className="rp-button"
          disabled={model.continue.disabled || busy}
          aria-busy={busy || undefined}
        >
          {translate(model.continue.labelKey)}
        </button>
      ) : null}
      {model.finish && onFinish ? (
        <button type="button" className="rp-button" onClick={onFinish}>
          {translate('renderer.step.finish')}
        </button>
      ) : null}
      {model.exitModal ? (
        <>
          {model.exitModal.saveAndExitKey ? (
            <button type="button" className="rp-button rp-button--secondary" disabled={busy} onClick={onSaveDraft}>
              {translate('renderer.step.save-draft')}
            </button>
          ) : null}
          <button type="button" className="rp-button rp-button--secondary" disabled={busy} onClick={onExitPressed}>
            {translate('renderer.step.exit')}
          </button>
        </>
      ) : null}
    </div>
  );
}
