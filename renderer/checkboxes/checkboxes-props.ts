import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * Checkboxes read `name`, the legend, `hintKey`, `options`, `value` (the chosen values as a list)
 * and `errorKey`; they answer the chosen values in the order of the options.
 */
export type CheckboxesProps = FieldWidgetProps;
