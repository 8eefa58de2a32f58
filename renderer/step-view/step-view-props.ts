import type { ReactNode } from 'react';
import type { StepViewModel, SummaryRow } from '../../engine';
import type { ExitChoice } from '../exit-modal/exit-modal-props';
import type { AnswerHandler, FileUploads } from '../widget-kit/widget-types';
import type { WidgetRegistry } from './widget-for';

/**
 * The step frame takes the engine's view model of the current step and reports what the resident
 * does through callbacks; it never calls the gateway itself.
 */
export interface StepViewProps {
  model: StepViewModel;
  /** A field's value changed (answer path, value). */
  onAnswer: AnswerHandler;
  /** Continue (or the summary's submit) was pressed. */
  onContinue: () => void;
  /** Back was pressed; shown when the model has a back target. */
  onBack: () => void;
  /** Save and exit or Leave was chosen (from the exit modal, or Save draft and exit directly). */
  onExit: (choice: ExitChoice) => void;
  /** A change link on the summary was chosen. */
  onChangeAnswer?: (row: SummaryRow) => void;
  /** Finish on a confirmation step. */
  onFinish?: () => void;
  /** Widget name to component; splitWidgets (the larger widgets loaded when first shown) when absent. */
  widgets?: WidgetRegistry;
  /** Files of each file-list field, by answer path. */
  uploads?: Readonly<Record<string, FileUploads>>;
  /** The app is still working on the last Continue (effects, the spec's 1-second moves): buttons wait. */
  busy?: boolean;
  /** Content of the step that is not a field of the model, shown after the fields (a slot grid...). */
  children?: ReactNode;
}
