import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { useLengthLimit } from '../widget-kit/length-limit';
import { useRemovedNotice } from '../widget-kit/removed-notice';
import { useTranslate } from '../widget-kit/translate-context';
import type { TextProps } from './text-props';

/**
 * A short answer in one line of text; with `maxLength`, typing stops at the cap, and text typed or
 * pasted past it is cut there with the field's limit message (its `limitKey`, e.g. the crime
 * reference's maximum length, REP-VAL-09) saying so (useLengthLimit).
 */
export function Text({ field, onAnswer, type = 'text', autoComplete }: TextProps) {
  const translate = useTranslate();
  const { noteTyped, notice } = useRemovedNotice(field);
  const value = answerText(field.value);
  const limit = useLengthLimit(field);
  return (
    <FieldFrame field={field}>
      <input
        ref={limit.ref}
        className={`rp-input${field.errorKey || limit.cut ? ' rp-input--error' : ''}`}
        id={inputId(field.name)}
        name={field.name}
        type={type}
        value={value}
        maxLength={field.maxLength}
        placeholder={field.placeholderKey ? translate(field.placeholderKey) : undefined}
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        aria-describedby={describedBy(field.name, { hint: !!field.hintKey, error: !!field.errorKey })}
        aria-invalid={field.errorKey ? true : undefined}
        onChange={(event) => {
          limit.noteChanged(event.target.value);
          const typed = event.target.value.slice(0, field.maxLength);
          noteTyped(typed);
          onAnswer(field.name, typed);
        }}
      />
      {limit.notice}
      {notice}
    </FieldFrame>
  );
}
