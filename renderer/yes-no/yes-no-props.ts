import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * Yes/no reads the same parts of the field as radios; the engine offers `yes` and `no`
 * (`common.yes`, `common.no`) unless the journey gives its own two options.
 */
export type YesNoProps = FieldWidgetProps;
