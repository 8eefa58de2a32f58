import type { FieldError } from '../../engine';

/** Named examples of error summaries. */
export const errorSummaryExamples = {
  'one error': [{ field: 'referral-for', messageKey: 'Referral_For_Required' }],
  'two errors': [
    { field: 'contact-name', messageKey: 'Case_CC011' },
    { field: 'relation', messageKey: 'Case_Relation_Required' },
  ],
} satisfies Record<string, FieldError[]>;
