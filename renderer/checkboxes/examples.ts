import type { FieldViewModel } from '../../engine';

/** Named examples of checkboxes. */
export const checkboxesExamples = {
  'reasons from reference data, two chosen': {
    name: 'referral-reasons',
    widget: 'checkboxes',
    labelKey: 'referral.reasons.label',
    hintKey: 'referral.reasons.hint',
    options: [
      { value: 'R1', label: 'Budgeting' },
      { value: 'R2', label: 'Debt advice' },
      { value: 'R3', label: 'Benefits' },
      { value: 'other', labelKey: 'referral.reasons.other' },
    ],
    value: ['R1', 'R3'],
  },
  'with an error': {
    name: 'case-answers.q5',
    widget: 'checkboxes',
    label: 'Which rooms are affected?',
    options: [
      { value: 'a', label: 'Kitchen' },
      { value: 'b', label: 'Bathroom' },
    ],
    value: undefined,
    errorKey: 'Case_Question_Required',
  },
} satisfies Record<string, FieldViewModel>;
