import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * A select reads `name`, the label, `hintKey`, `options`, `value` and `errorKey`. Its first entry
 * asks the resident to choose and answers nothing.
 */
export type SelectProps = FieldWidgetProps;
