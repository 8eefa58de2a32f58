import { useState, type ReactNode } from 'react';
import type { FieldViewModel } from '../../engine';
import { answerText } from './answer-text';
import { useTranslate } from './translate-context';

/**
 * Tells the resident when the journey removed characters they typed (a field with `removedKey`:
 * the engine records typed text without its forbidden characters). Returns the function to call
 * with each typed text and the notice to render after the control.
 */
export function useRemovedNotice(field: FieldViewModel): { noteTyped: (text: string) => void; notice: ReactNode } {
  const translate = useTranslate();
  const [typed, setTyped] = useState<string | null>(null);
  if (!field.removedKey) return { noteTyped: () => undefined, notice: null };
  const removed = typed !== null && typed !== answerText(field.value);
  return {
    noteTyped: setTyped,
    notice: (
      <div className="rp-removed-notice" aria-live="polite">
        {removed ? translate(field.removedKey) : ''}
      </div>
    ),
  };
}
