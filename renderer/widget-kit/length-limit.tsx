import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { FieldViewModel } from '../../engine';
import { useTranslate } from './translate-context';

/** A text control that a length limit watches. */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The text an insertion would add: typed, pasted or dropped. */
function insertedText(event: InputEvent): string {
  if (!event.inputType.startsWith('insert')) return '';
  if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') return '\n';
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
}

export interface LengthLimitOptions {
  /** The widget's counter already says the limit message at the cap: the notice only says the text was cut. */
  counted?: boolean;
}

/** What useLengthLimit gives a widget. */
export interface LengthLimit {
  /** Put on the control: it watches what the resident types, pastes or drops. */
  ref: (control: TextControl | null) => void;
  /** Call with the control's text on each change, before cutting it: text past the cap counts as cut too. */
  noteChanged: (text: string) => void;
  /** The field's limit message (its limitKey, else the renderer's words), with the cap in it. */
  message: string;
  /** True from an insertion that did not fit (cut at the cap) until the resident makes room or an insertion fits. */
  cut: boolean;
  /** Says that the text was cut (with the limit message unless a counter says it) in a polite live region, present from the start. */
  notice: ReactNode;
}

/**
 * Watches a field with `maxLength` for text that does not fit: the browser cuts a paste at the cap
 * and refuses typing past it without a word, so the widget notes each insertion longer than the
 * room left (the control's `beforeinput`, which comes before the cut) and says so. The message is
 * the field's `limitKey` (Financial_FI009 for the referral's details, ACC-FIN-05) or the
 * renderer's words. The notice stays until the resident makes room or types something that fits.
 */
export function useLengthLimit(field: FieldViewModel, { counted = false }: LengthLimitOptions = {}): LengthLimit {
  const translate = useTranslate();
  const max = field.maxLength;
  const [control, setControl] = useState<TextControl | null>(null);
  const [overflowed, setOverflowed] = useState(false);
  useEffect(() => {
    if (!control || max === undefined) return undefined;
    const onBeforeInput = (event: Event) => {
      const inserted = insertedText(event as InputEvent);
      if (!inserted) return;
      const selected =
        (control.selectionEnd ?? control.value.length) - (control.selectionStart ?? control.value.length);
      setOverflowed(inserted.length > max - (control.value.length - selected));
    };
    control.addEventListener('beforeinput', onBeforeInput);
    return () => control.removeEventListener('beforeinput', onBeforeInput);
  }, [control, max]);
  const ref = useCallback((element: TextControl | null) => setControl(element), []);
  const noteChanged = useCallback(
    (text: string) => {
      if (max === undefined) return;
      // Past the cap: cut. Short of it: the resident made room. At it: as the last insertion left it.
      if (text.length !== max) setOverflowed(text.length > max);
    },
    [max],
  );
  const message =
    max === undefined ? '' : translate(field.limitKey ?? 'renderer.character-count.limit-reached', { max });
  // Not the text's length: a journey may then take characters out of the cut text (remove).
  const cut = max !== undefined && overflowed;
  const notice =
    max === undefined ? null : (
      <div className="rp-length-limit" aria-live="polite">
        {cut ? [counted ? '' : message, translate('renderer.character-count.cut', { max })].join(' ').trim() : ''}
      </div>
    );
  return { ref, noteChanged, message, cut, notice };
}
