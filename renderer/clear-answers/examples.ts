import type { AnswerLabel } from '../../engine';

/** Named examples of the answers an edit would remove. */
export const clearAnswersExamples = {
  'one answer': [{ field: 'phone-number', labelKey: 'contact.number.label' }],
  'a questionnaire as a whole': [
    { field: 'case-answers', labelKey: 'case.questions.answers' },
    { field: 'phone-number', labelKey: 'contact.number.label' },
  ],
  'an answer with no name': [{ field: 'internal-answer' }],
  'answers of a questionnaire': [
    { field: 'case-answers.q2', label: 'Was the fob lost or stolen?' },
    { field: 'case-answers.q3', label: 'Where did you last have it?' },
  ],
} satisfies Record<string, AnswerLabel[]>;
