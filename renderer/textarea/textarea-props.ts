import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * A textarea reads `name`, the label, `hintKey`, `maxLength` (the character budget: a counter
 * counts up to it from 0 and typing stops there), `joinLines` (line breaks become spaces when the
 * resident leaves the field), `value` and `errorKey`.
 */
export type TextareaProps = FieldWidgetProps & {
  /** How long typing must pause before screen readers hear the count (GOV.UK waits a second). */
  announceDelayMs?: number;
  /** How long typing must pause before the text is recorded (REP-VAL-07: 1 second). */
  commitDelayMs?: number;
  rows?: number;
};
