import type { AnswerLabel } from '../../engine';

/**
 * Asked before an edit removes other answers (the engine's clearedBy): the names of the answers
 * it would remove (answerLabels), and what to do on each choice.
 */
export interface ClearAnswersProps {
  answers: AnswerLabel[];
  /** Make the edit and remove the answers. */
  onConfirm: () => void;
  /** Keep the answer as it was (also Escape and a click outside). */
  onCancel: () => void;
}
