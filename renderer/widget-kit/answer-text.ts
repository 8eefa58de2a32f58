/** The value of a single-choice or text field as text ('' when unanswered). */
export function answerText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The value of a multiple-choice field as a list of chosen values. */
export function answerList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? [value] : [];
}
