import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * Radios read from the field: `name`, `labelKey` or `label` (the legend), `hintKey`, `options`
 * (each `value` with `labelKey` or `label`, and an optional `hintKey`), `value` (the chosen value)
 * and `errorKey`. Choosing an option answers its value.
 */
export type RadiosProps = FieldWidgetProps & {
  /** Options side by side (yes/no) instead of one under another. */
  inline?: boolean;
};
