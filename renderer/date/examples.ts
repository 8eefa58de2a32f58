import type { FieldViewModel } from '../../engine';

/** Named examples of date inputs. */
export const dateExamples = {
  empty: {
    name: 'date-of-birth',
    widget: 'date',
    labelKey: 'registration.date-of-birth.label',
    hintKey: 'registration.date-of-birth.hint',
    value: undefined,
  },
  filled: { name: 'date-of-birth', widget: 'date', labelKey: 'registration.date-of-birth.label', value: '1992-03-14' },
  'with an error': {
    name: 'statement-start',
    widget: 'date',
    labelKey: 'statements.start.label',
    value: '2026-13-01',
    errorKey: 'statements.start.invalid',
  },
} satisfies Record<string, FieldViewModel>;
