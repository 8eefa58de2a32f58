import type { MouseEvent } from 'react';
import { inputId } from '../widget-kit/field-ids';
import { useTranslate } from '../widget-kit/translate-context';
import type { ErrorSummaryProps } from './error-summary-props';

/** Moves focus to a field's first control and brings its question into view. */
function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const target = document.getElementById(inputId(name));
  if (!target) return;
  event.preventDefault();
  const group = target.closest('fieldset') ?? target.closest('.rp-form-group');
  group?.scrollIntoView?.();
  target.focus();
}

/**
 * GOV.UK error summary: "There is a problem" and a link to each field in error. Links focus the
 * field itself rather than change the address, so client-side routing is left alone.
 */
export function ErrorSummary({ errors, ref }: ErrorSummaryProps) {
  const translate = useTranslate();
  if (!errors.length) return null;
  return (
    <div className="rp-error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="rp-error-summary-title">
      <h2 className="rp-error-summary__title" id="rp-error-summary-title">
        {translate('renderer.error-summary.title')}
      </h2>
      <ul className="rp-list rp-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.field}:${error.messageKey}`}>
            <a href={`#${inputId(error.field)}`} onClick={(event) => focusField(event, error.field)}>
              {translate(error.messageKey)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
