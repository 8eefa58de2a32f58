import type { FieldViewModel } from '../../engine';

/** Named examples of textareas. */
export const textareaExamples = {
  'with a counter': {
    name: 'additional-details',
    widget: 'textarea',
    labelKey: 'referral.details.label',
    hintKey: 'referral.details.hint',
    maxLength: 1500,
    value: 'I would like help with a budget.',
  },
  'with its own limit message': {
    name: 'additional-details',
    widget: 'textarea',
    labelKey: 'referral.details.label',
    maxLength: 1500,
    limitKey: 'Financial_FI009',
    value: '',
  },
  'at the cap': {
    name: 'repair-details',
    widget: 'textarea',
    labelKey: 'repair.details.label',
    maxLength: 20,
    value: 'The tap drips all da',
  },
  'without a cap, with an error': {
    name: 'case-answers.q4',
    widget: 'textarea',
    label: 'Tell us more about the noise',
    value: '',
    errorKey: 'Case_Question_Required',
  },
  'joining its lines': {
    name: 'case-answers.q4',
    widget: 'textarea',
    label: 'Is there anything else we should know?',
    joinLines: true,
    value: '',
  },
} satisfies Record<string, FieldViewModel>;
