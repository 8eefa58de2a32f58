import { useEffect, useRef, useState } from 'react';
import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { useLengthLimit } from '../widget-kit/length-limit';
import { useRemovedNotice } from '../widget-kit/removed-notice';
import { useTranslate } from '../widget-kit/translate-context';
import type { TextareaProps } from './textarea-props';

/** Each line break (\r\n, \r or \n) as one space. */
export function joinLines(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ');
}

/**
 * A longer answer; with `maxLength`, a character counter counting up from 0 to the cap, and at the
 * cap the error style (REP-VAL-07) and the field's limit message (its `limitKey`: Financial_FI009
 * for the referral's details, ACC-FIN-05) in place of the count; text typed or pasted past the cap
 * is cut there with a notice saying so (useLengthLimit); with `joinLines`, line breaks become
 * spaces when the resident leaves the field. Typed text is recorded once typing pauses for
 * `commitDelayMs` (REP-VAL-07: typed text is taken after 1 second) or the resident leaves
 * the field; a field that removes characters records each keystroke, so the removal shows at once.
 */
export function Textarea({ field, onAnswer, announceDelayMs = 1000, commitDelayMs = 1000, rows = 5 }: TextareaProps) {
  const translate = useTranslate();
  const { noteTyped, notice } = useRemovedNotice(field);
  // Text typed and not yet recorded (null: the field shows the recorded answer).
  const [pending, setPending] = useState<string | null>(null);
  const text = pending ?? answerText(field.value);
  const commit = (value: string) => {
    setPending(null);
    if (value !== answerText(field.value)) onAnswer(field.name, value);
  };
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    if (pending === null) return undefined;
    const timer = setTimeout(() => latest.current(pending), commitDelayMs);
    return () => clearTimeout(timer);
  }, [pending, commitDelayMs]);
  const max = field.maxLength;
  const id = inputId(field.name);
  const limit = useLengthLimit(field, { counted: true });
  const visible =
    max === undefined
      ? ''
      : text.length >= max
        ? limit.message
        : translate('renderer.character-count.used', { count: text.length, max });
  const [announced, setAnnounced] = useState(visible);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(visible), announceDelayMs);
    return () => clearTimeout(timer);
  }, [visible, announceDelayMs]);
  const atCap = max !== undefined && text.length >= max;
  const error = !!field.errorKey || atCap;
  return (
    <FieldFrame field={field}>
      <textarea
        ref={limit.ref}
        className={`rp-textarea${error ? ' rp-textarea--error' : ''}`}
        id={id}
        name={field.name}
        rows={rows}
        value={text}
        maxLength={max}
        aria-describedby={describedBy(field.name, {
          hint: !!field.hintKey,
          error: !!field.errorKey,
          extra: max === undefined ? [] : [`${id}-limit`],
        })}
        aria-invalid={field.errorKey ? true : undefined}
        onChange={(event) => {
          limit.noteChanged(event.target.value);
          const typed = event.target.value.slice(0, max);
          noteTyped(typed);
          if (field.removedKey) onAnswer(field.name, typed);
          else setPending(typed);
        }}
        onBlur={() => {
          // The field's joinLines: line breaks become spaces once the resident leaves it.
          commit(field.joinLines ? joinLines(text) : text);
        }}
      />
      {max === undefined ? null : (
        <>
          <div id={`${id}-limit`} className="rp-visually-hidden">
            {translate('renderer.character-count.limit', { max })}
          </div>
          <div
            className={`rp-hint rp-character-count${atCap ? ' rp-character-count--at-cap' : ''}`}
            aria-hidden="true"
            data-testid={`${id}-counter`}
          >
            {visible}
          </div>
          <div className="rp-visually-hidden" aria-live="polite" role="status">
            {announced}
          </div>
        </>
      )}
      {limit.notice}
      {notice}
    </FieldFrame>
  );
}
