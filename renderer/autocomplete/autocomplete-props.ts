import type { FieldViewModel } from '../../engine';
import type { FieldWidgetProps } from '../widget-kit/widget-types';

/** An option of an autocomplete: an offered option, with keywords that also find it. */
export type AutocompleteOption = NonNullable<FieldViewModel['options']>[number] & { keywords?: string[] };

/**
 * An autocomplete reads `name`, the label, `hintKey`, `placeholderKey`, `options` (each may carry
 * `keywords`), `value` (the chosen option's value) and `errorKey`. Choosing a suggestion answers
 * its value; typing after a choice answers '' until a suggestion is chosen again.
 */
export type AutocompleteProps = FieldWidgetProps & {
  /** How many suggestions to show at most. */
  limit?: number;
};
