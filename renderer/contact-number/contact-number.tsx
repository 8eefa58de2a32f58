import { useState } from 'react';
import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { textOf } from '../widget-kit/text-of';
import { useTranslate } from '../widget-kit/translate-context';
import { optionId, Radios } from '../radios/radios';
import type { ContactNumberProps } from './contact-number-props';

/** Keeps the digits of a typed number, cut at the budget. */
export function phoneDigits(typed: string, maxLength?: number): string {
  return typed.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * Choose one of the saved phone numbers or give another. When the journey offers its own
 * "another number" option (a fixed option with a `labelKey`, such as `optionsFrom.extra`), the
 * picker is plain radios and the journey asks for the number with a field of its own.
 */
export function ContactNumber({ field, onAnswer }: ContactNumberProps) {
  if (field.options?.some((option) => option.label === undefined)) return <Radios field={field} onAnswer={onAnswer} />;
  return <NumberPicker field={field} onAnswer={onAnswer} />;
}

/** Saved numbers as radios plus a built-in "Another number" with a phone input. */
function NumberPicker({ field, onAnswer }: ContactNumberProps) {
  const translate = useTranslate();
  const saved = field.options ?? [];
  const number = answerText(field.value);
  const isSaved = saved.some((option) => option.value === number);
  const [another, setAnother] = useState(number !== '' && !isSaved);
  const showInput = saved.length === 0 || another;
  const anotherIndex = saved.length;
  const numberInputId = saved.length === 0 ? inputId(field.name) : `${inputId(field.name)}-another-number`;

  const input = (
    <div className={saved.length ? 'rp-radios__conditional' : undefined}>
      {saved.length ? (
        <label className="rp-label" htmlFor={numberInputId}>
          {translate('renderer.contact-number.another-label')}
        </label>
      ) : null}
      <input
        className={`rp-input rp-input--width-11${field.errorKey ? ' rp-input--error' : ''}`}
        id={numberInputId}
        name={`${field.name}-another`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={showInput ? number : ''}
        maxLength={field.maxLength}
        aria-describedby={describedBy(field.name, { hint: !!field.hintKey, error: !!field.errorKey })}
        aria-invalid={field.errorKey ? true : undefined}
        onChange={(event) => onAnswer(field.name, phoneDigits(event.target.value, field.maxLength))}
      />
    </div>
  );

  if (saved.length === 0) return <FieldFrame field={field}>{input}</FieldFrame>;
  return (
    <FieldFrame field={field} group>
      <div className="rp-radios">
        {saved.map((option, index) => (
          <div className="rp-radios__item" key={option.value}>
            <input
              className="rp-radios__input"
              type="radio"
              id={optionId(field.name, index)}
              name={field.name}
              value={option.value}
              checked={number === option.value && !another}
              onChange={() => {
                setAnother(false);
                onAnswer(field.name, option.value);
              }}
            />
            <label className="rp-radios__label" htmlFor={optionId(field.name, index)}>
              {textOf(option, translate)}
            </label>
          </div>
        ))}
        <div className="rp-radios__item">
          <input
            className="rp-radios__input"
            type="radio"
            id={optionId(field.name, anotherIndex)}
            name={field.name}
            value=""
            checked={showInput}
            onChange={() => {
              setAnother(true);
              onAnswer(field.name, '');
            }}
          />
          <label className="rp-radios__label" htmlFor={optionId(field.name, anotherIndex)}>
            {translate('renderer.contact-number.another')}
          </label>
        </div>
        {showInput ? input : null}
      </div>
    </FieldFrame>
  );
}
