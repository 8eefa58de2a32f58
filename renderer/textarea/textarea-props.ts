import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * A textarea reads `name`, the label, `hintKey`, `maxLength` (the character budget: a counter
 * counts down to it and typing stops there), `joinLines` (line breaks become spaces when the
 * resident leaves the field), `value` and `errorKey`.
 */
export type TextareaProps = FieldWidgetProps & {
  /** How long typing must pause before screen readers hear the count (GOV.UK waits a second). */
  announceDelayMs?: number;
  rows?: number;
};
