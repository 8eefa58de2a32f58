import { ModalDialog } from '../widget-kit/modal-dialog';
import { useTranslate } from '../widget-kit/translate-context';
import type { ClearAnswersProps } from './clear-answers-props';

/**
 * Tells the resident, before an edit is made, which later answers it removes; they change the
 * answer or keep it. Wording is the renderer's (renderer.clear-answers.*); each answer is named by
 * its message key or question text, never by its path (one the journey gave no name reads as
 * "another question").
 */
export function ClearAnswersDialog({ answers, onConfirm, onCancel }: ClearAnswersProps) {
  const translate = useTranslate();
  return (
    <ModalDialog headingId="rp-clear-answers-heading" role="alertdialog" onClose={onCancel}>
      <h2 className="rp-modal__heading" id="rp-clear-answers-heading">
        {translate('renderer.clear-answers.heading')}
      </h2>
      <p>{translate('renderer.clear-answers.body')}</p>
      <ul className="rp-list">
        {answers.map((answer) => (
          <li key={answer.field}>
            {answer.labelKey
              ? translate(answer.labelKey)
              : (answer.label ?? translate('renderer.clear-answers.unnamed'))}
          </li>
        ))}
      </ul>
      <div className="rp-button-group rp-button-group--stacked">
        <button type="button" className="rp-button rp-button--warning" onClick={onConfirm}>
          {translate('renderer.clear-answers.confirm')}
        </button>
        <button type="button" className="rp-link" onClick={onCancel}>
          {translate('renderer.clear-answers.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
