import type { SummaryListRow } from './summary-list-props';

/** Named examples of summary lists. */
export const summaryListExamples = {
  'referral review': [
    {
      field: 'referral-for',
      labelKey: 'referral.for.summary',
      value: 'myself',
      display: [{ labelKey: 'referral.for.myself' }],
      change: { step: 'referral-consent', page: 0 },
      changeLabelKey: 'common.change',
    },
    {
      field: 'referral-reasons',
      labelKey: 'referral.reasons.summary',
      value: ['R1', 'R3'],
      display: [{ label: 'Budgeting' }, { label: 'Benefits' }],
      change: { step: 'referral-reason', page: 0 },
      changeLabelKey: 'common.change',
    },
    {
      field: 'additional-details',
      labelKey: 'referral.details.summary',
      value: 'I would like help with a budget.',
      display: [{ text: 'I would like help with a budget.' }],
      change: { step: 'referral-details', page: 0 },
      changeLabelKey: 'common.change',
    },
  ],
  'a question from reference data': [
    {
      field: 'case-answers.q1',
      label: 'How many fobs do you need?',
      value: '1',
      display: [{ label: '1' }],
      change: { step: 'case-questions', page: 0 },
      changeLabelKey: 'case.review.change',
    },
  ],
} satisfies Record<string, SummaryListRow[]>;
