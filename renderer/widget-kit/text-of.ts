import type { Translate } from './translate-context';

/** Wording that is either a message key or text from reference data. */
export interface Worded {
  labelKey?: string;
  label?: string;
}

/**
 * The words of a label: reference-data text as it is, a message key through translate.
 *
 * @example
 * textOf({ labelKey: 'common.yes' }, t) // 'Yes'
 */
export function textOf(worded: Worded, translate: Translate): string {
  if (worded.label !== undefined) return worded.label;
  return worded.labelKey ? translate(worded.labelKey) : '';
}
