import type { ReactNode } from 'react';
import type { FieldViewModel } from '../../engine';
import { errorId, hintId, inputId } from './field-ids';
import { textOf } from './text-of';
import { useTranslate } from './translate-context';

interface FieldFrameProps {
  field: FieldViewModel;
  /** A group of controls (radios, checkboxes, date) gets a fieldset and legend instead of a label. */
  group?: boolean;
  children: ReactNode;
}

/** The hint and error message of a field, with the ids its controls point at. */
function HintAndError({ field }: { field: FieldViewModel }) {
  const translate = useTranslate();
  return (
    <>
      {field.hintKey ? (
        <div id={hintId(field.name)} className="rp-hint">
          {translate(field.hintKey)}
        </div>
      ) : null}
      {field.alertKey ? <div className="rp-inset">{translate(field.alertKey)}</div> : null}
      {field.errorKey ? (
        <p id={errorId(field.name)} className="rp-error-message">
          <span className="rp-visually-hidden">{translate('renderer.error-prefix')}</span> {translate(field.errorKey)}
        </p>
      ) : null}
    </>
  );
}

/**
 * The frame of one field in the GOV.UK manner: label (or fieldset legend for a group), hint, error
 * message and the red bar of a field in error.
 */
export function FieldFrame({ field, group = false, children }: FieldFrameProps) {
  const translate = useTranslate();
  const label = textOf(field, translate);
  const className = `rp-form-group${field.errorKey ? ' rp-form-group--error' : ''}`;
  if (group) {
    const described = [field.hintKey ? hintId(field.name) : '', field.errorKey ? errorId(field.name) : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={className}>
        <fieldset className="rp-fieldset" aria-describedby={described || undefined}>
          <legend className="rp-fieldset__legend">{label}</legend>
          <HintAndError field={field} />
          {children}
        </fieldset>
      </div>
    );
  }
  return (
    <div className={className}>
      <label className="rp-label" htmlFor={inputId(field.name)}>
        {label}
      </label>
      <HintAndError field={field} />
      {children}
    </div>
  );
}
