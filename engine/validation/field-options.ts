import { evaluateCondition } from '../conditions/evaluate';
import type { Field, NamedCondition } from '../definition/types';
import { readPath, type Scope } from '../definition/scope';

/** An option as offered: a message key for fixed options, or text from reference data. */
export interface OfferedOption {
  value: string;
  labelKey?: string;
  label?: string;
  hintKey?: string;
  /** Words that also find the option (optionsFrom.keywords), for an autocomplete to rank by. */
  keywords?: string[];
}

/** Options built from reference data, by list and field: facts are replaced, never changed in place. */
const built = new WeakMap<object, WeakMap<Field, OfferedOption[]>>();
const fixedOptions = new WeakMap<Field, OfferedOption[]>();

/** Whether a list's options are filtered by an answer, by list declaration (a journey's own, never changed). */
const byAnswerOf = new WeakMap<object, boolean>();
function filtersByAnswer(source: NonNullable<Field['optionsFrom']>): boolean {
  let byAnswer = byAnswerOf.get(source);
  if (byAnswer === undefined) {
    byAnswer = Object.values(source.where ?? {}).some((value) => value !== null && typeof value === 'object');
    byAnswerOf.set(source, byAnswer);
  }
  return byAnswer;
}

const CHOICE_WIDGETS = new Set(['radios', 'yes-no', 'select', 'autocomplete', 'checkboxes']);
const YES_NO: OfferedOption[] = [
  { value: 'yes', labelKey: 'common.yes' },
  { value: 'no', labelKey: 'common.no' },
];

/**
 * The options a choice field offers now: its fixed options, or options built from the list in a
 * fact (plus any extra fixed ones). Undefined for fields that are not choices.
 *
 * @example
 * fieldOptions({ answer: 'relation', widget: 'radios', labelKey: 'x', options: [{ value: 'customer', labelKey: 'y' }] }, scope)
 * // [{ value: 'customer', labelKey: 'y' }]
 */
export function fieldOptions(
  field: Field,
  scope: Scope,
  named: Record<string, NamedCondition> = {},
): OfferedOption[] | undefined {
  // The contact-number picker offers saved numbers (and "another number") when the field lists them.
  const picksNumber = field.widget === 'contact-number' && (field.options ?? field.optionsFrom) !== undefined;
  if (!CHOICE_WIDGETS.has(field.widget) && !picksNumber) return undefined;
  if (field.options?.some((option) => option.shownWhen)) {
    // Options offered by condition are worked out each time.
    return field.options
      .filter((option) => !option.shownWhen || evaluateCondition(option.shownWhen, scope, named))
      .map(({ value, labelKey, hintKey }) => ({ value, labelKey, ...(hintKey ? { hintKey } : {}) }));
  }
  if (field.options) {
    let fixed = fixedOptions.get(field);
    if (!fixed) {
      fixed = field.options.map(({ value, labelKey, hintKey }) => ({
        value,
        labelKey,
        ...(hintKey ? { hintKey } : {}),
      }));
      fixedOptions.set(field, fixed);
    }
    return fixed;
  }
  if (field.optionsFrom) {
    const source = field.optionsFrom;
    const list = readPath(scope.facts, source.fact);
    const items = Array.isArray(list) ? list : [];
    // Options filtered by an answer are built each time; the others once per list, found before
    // anything of the filter is worked out (the page asks on every render; issue 29 item 3).
    const byAnswer = filtersByAnswer(source);
    const cached = byAnswer ? undefined : built.get(items)?.get(field);
    if (cached) return cached;
    const wanted = Object.entries(source.where ?? {}).map(([name, value]): [string, unknown] => [
      name,
      value !== null && typeof value === 'object' ? readPath(scope.answers, value.answer) : value,
    ]);
    const fromData: OfferedOption[] = items
      .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
      // An answer not given yet filters nothing: the reasons of every location until one is chosen.
      .filter((item) => wanted.every(([name, value]) => value === undefined || item[name] === value))
      .map((item) => {
        const words = source.keywords === undefined ? undefined : item[source.keywords];
        return {
          value: String(item[source.value]),
          label: String(item[source.label] ?? item[source.value]),
          ...(Array.isArray(words) ? { keywords: words.map(String) } : {}),
        };
      });
    if (source.sort === 'label') fromData.sort((a, b) => (a.label ?? '').localeCompare(b.label ?? '', 'en-GB'));
    const options = [...fromData, ...(source.extra ?? []).map(({ value, labelKey }) => ({ value, labelKey }))];
    if (byAnswer) return options;
    if (!built.has(items)) built.set(items, new WeakMap());
    built.get(items)?.set(field, options);
    return options;
  }
  return field.widget === 'yes-no' ? YES_NO : undefined;
}
