import { useState } from 'react';
import { FieldFrame } from '../widget-kit/field-frame';
import { inputId } from '../widget-kit/field-ids';
import { useTranslate } from '../widget-kit/translate-context';
import type { DateProps } from './date-props';
import { dateValueOf, datePartsOf, type DateParts } from './date-parts';

const PARTS: { part: keyof DateParts; labelKey: string; width: string; maxLength: number }[] = [
  { part: 'day', labelKey: 'renderer.date.day', width: 'rp-input--width-2', maxLength: 2 },
  { part: 'month', labelKey: 'renderer.date.month', width: 'rp-input--width-2', maxLength: 2 },
  { part: 'year', labelKey: 'renderer.date.year', width: 'rp-input--width-4', maxLength: 4 },
];

/** A date as day, month and year boxes (GOV.UK date input). */
export function DateInput({ field, onAnswer }: DateProps) {
  const translate = useTranslate();
  const [parts, setParts] = useState(() => datePartsOf(field.value));
  const change = (part: keyof DateParts, typed: string) => {
    const next = { ...parts, [part]: typed.replace(/\D/g, '') };
    setParts(next);
    onAnswer(field.name, dateValueOf(next));
  };
  return (
    <FieldFrame field={field} group>
      <div className="rp-date-input">
        {PARTS.map(({ part, labelKey, width, maxLength }, index) => {
          const id = index === 0 ? inputId(field.name) : `${inputId(field.name)}-${part}`;
          return (
            <div className="rp-date-input__item" key={part}>
              <label className="rp-label rp-date-input__label" htmlFor={id}>
                {translate(labelKey)}
              </label>
              <input
                className={`rp-input ${width}${field.errorKey ? ' rp-input--error' : ''}`}
                id={id}
                name={`${field.name}-${part}`}
                type="text"
                inputMode="numeric"
                maxLength={maxLength}
                value={parts[part]}
                autoComplete={field.name.includes('birth') ? `bday-${part}` : undefined}
                aria-invalid={field.errorKey ? true : undefined}
                onChange={(event) => change(part, event.target.value)}
              />
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}
