import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { textOf } from '../widget-kit/text-of';
import { useTranslate } from '../widget-kit/translate-context';
import type { SelectProps } from './select-props';

/** One choice from a longer list, as a drop-down. */
export function Select({ field, onAnswer }: SelectProps) {
  const translate = useTranslate();
  return (
    <FieldFrame field={field}>
      <select
        className={`rp-select${field.errorKey ? ' rp-select--error' : ''}`}
        id={inputId(field.name)}
        name={field.name}
        value={answerText(field.value)}
        aria-describedby={describedBy(field.name, { hint: !!field.hintKey, error: !!field.errorKey })}
        aria-invalid={field.errorKey ? true : undefined}
        onChange={(event) => onAnswer(field.name, event.target.value)}
      >
        <option value="">{translate(field.placeholderKey ?? 'renderer.select.choose')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {textOf(option, translate)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
