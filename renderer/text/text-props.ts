import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * A text input reads `name`, the label, `hintKey`, `placeholderKey`, `maxLength` (typing stops at
 * it), `value` and `errorKey`.
 */
export type TextProps = FieldWidgetProps & {
  /** The input's type and keyboard: `tel` for phone numbers, `email`, or plain text. */
  type?: 'text' | 'tel' | 'email';
  /** The browser's autofill hint, for example `tel` or `name`. */
  autoComplete?: string;
};
