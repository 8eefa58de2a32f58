import type { FieldViewModel } from '../../engine';

/** Named examples of yes/no questions. */
export const yesNoExamples = {
  unanswered: {
    name: 'is-emergency',
    widget: 'yes-no',
    labelKey: 'repair.emergency.label',
    hintKey: 'repair.emergency.hint',
    options: [
      { value: 'yes', labelKey: 'common.yes' },
      { value: 'no', labelKey: 'common.no' },
    ],
    value: undefined,
  },
  'answered no': {
    name: 'has-crime-reference',
    widget: 'yes-no',
    labelKey: 'repair.vandalism.label',
    value: 'no',
  },
  'with an error': {
    name: 'is-vulnerable',
    widget: 'yes-no',
    labelKey: 'repair.vulnerability.label',
    value: undefined,
    errorKey: 'SSR054',
  },
} satisfies Record<string, FieldViewModel>;
