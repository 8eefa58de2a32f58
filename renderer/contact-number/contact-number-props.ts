import type { FieldWidgetProps } from '../widget-kit/widget-types';

/**
 * The contact-number picker reads `name`, the legend, `hintKey`, `options` (the resident's saved
 * numbers: `value` the number, `label` or `labelKey` how it reads, e.g. "Mobile 07700 900123"),
 * `maxLength` (11 for UK numbers), `value` (the number) and `errorKey`. Choosing a saved number
 * answers it; "Another number" shows a phone input that keeps digits only, cut at `maxLength`.
 * Without saved numbers only the phone input shows. When the options include the journey's own
 * "another number" choice (a fixed option with `labelKey`, e.g. from `optionsFrom.extra`), the
 * picker answers the chosen option's value like radios and the journey asks the number itself.
 */
export type ContactNumberProps = FieldWidgetProps;
