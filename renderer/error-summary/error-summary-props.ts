import type { Ref } from 'react';
import type { FieldError } from '../../engine';

/** The errors of a failed Continue, as the view model gives them: the field's answer path and the message key. */
export interface ErrorSummaryProps {
  errors: FieldError[];
  /** The summary's element, so the step can move focus to it. */
  ref?: Ref<HTMLDivElement>;
}
