import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * The date widget reads `name`, the legend, `hintKey` (e.g. "For example, 27 3 2007"), `value`
 * (ISO `YYYY-MM-DD`) and `errorKey`. It answers `YYYY-MM-DD` from the three boxes (a one-digit
 * day or month gets its leading zero), or '' when all three are empty; whether the date is real
 * is the journey's validation.
 */
export type DateProps = FieldWidgetProps;
