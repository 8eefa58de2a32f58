import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { useRemovedNotice } from '../widget-kit/removed-notice';
import { useTranslate } from '../widget-kit/translate-context';
import type { TextProps } from './text-props';

/** A short answer in one line of text. */
export function Text({ field, onAnswer, type = 'text', autoComplete }: TextProps) {
  const translate = useTranslate();
  const { noteTyped, notice } = useRemovedNotice(field);
  return (
    <FieldFrame field={field}>
      <input
        className={`rp-input${field.errorKey ? ' rp-input--error' : ''}`}
        id={inputId(field.name)}
        name={field.name}
        type={type}
        value={answerText(field.value)}
        maxLength={field.maxLength}
        placeholder={field.placeholderKey ? translate(field.placeholderKey) : undefined}
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        aria-describedby={describedBy(field.name, { hint: !!field.hintKey, error: !!field.errorKey })}
        aria-invalid={field.errorKey ? true : undefined}
        onChange={(event) => {
          const typed = event.target.value.slice(0, field.maxLength);
          noteTyped(typed);
          onAnswer(field.name, typed);
        }}
      />
      {notice}
    </FieldFrame>
  );
}
