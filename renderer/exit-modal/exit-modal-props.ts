import type { ExitModal } from '../../engine';

/** What the resident chose in the exit modal (Return to the journey just closes it). */
export type ExitChoice = 'save-and-exit' | 'leave';

/**
 * The exit modal takes the journey's `exitModal` wording keys (heading, Save and exit, Leave,
 * Return to …), what to do on each choice, and what closes it.
 */
export interface ExitModalProps {
  modal: Pick<ExitModal, 'headingKey' | 'saveAndExitKey' | 'leaveKey' | 'returnKey'>;
  onChoose: (choice: ExitChoice) => void;
  /** Return to the journey, Escape, or a click outside the dialog. */
  onClose: () => void;
}
