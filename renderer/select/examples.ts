import type { FieldViewModel } from '../../engine';

/** Named examples of selects. */
export const selectExamples = {
  'options from reference data': {
    name: 'case-answers.q3',
    widget: 'select',
    label: 'Which door is it?',
    options: [
      { value: '1', label: 'Front door' },
      { value: '2', label: 'Back door' },
      { value: '3', label: 'Communal entrance' },
    ],
    value: undefined,
  },
  'one chosen': {
    name: 'statement-month',
    widget: 'select',
    labelKey: 'statements.month.label',
    hintKey: 'statements.month.hint',
    options: [
      { value: '2026-09', label: 'September 2026' },
      { value: '2026-10', label: 'October 2026' },
    ],
    value: '2026-10',
  },
  'with an error': {
    name: 'door',
    widget: 'select',
    labelKey: 'repair.door.label',
    options: [{ value: 'front', labelKey: 'repair.door.front' }],
    value: undefined,
    errorKey: 'SSR053',
  },
} satisfies Record<string, FieldViewModel>;
