import type { ChangeEvent } from 'react';
import { describedBy, errorId, hintId, inputId } from '../../../renderer/widget-kit/field-ids';
import { rendererMessages } from '../../../renderer/messages';

/** One text field of the edit form, GOV.UK style: label, optional hint, warning, input. */
export function ContactField({
  name,
  label,
  hint,
  value,
  warning,
  type,
  autoComplete,
  disabled = false,
  onChange,
  onBlur,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  warning?: string;
  type: 'email' | 'tel' | 'text';
  autoComplete?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <div className={`rp-form-group${warning ? ' rp-form-group--error' : ''}`}>
      <label className="rp-label" htmlFor={inputId(name)}>
        {label}
      </label>
      {hint && (
        <div className="rp-hint" id={hintId(name)}>
          {hint}
        </div>
      )}
      {warning && (
        <p className="rp-error-message" id={errorId(name)}>
          <span className="rp-visually-hidden">{rendererMessages['renderer.error-prefix']}</span> {warning}
        </p>
      )}
      <input
        className={`rp-input${type === 'tel' ? ' rp-input--width-11' : ''}${warning ? ' rp-input--error' : ''}`}
        id={inputId(name)}
        name={name}
        type={type}
        inputMode={type === 'tel' ? 'tel' : undefined}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy(name, { hint: Boolean(hint), error: Boolean(warning) })}
        aria-invalid={warning ? true : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
