/**
 * The step widgets: React components that render the view model the engine computes for a step.
 * The app provides the words (a translate function) and the actions (callbacks).
 */
export { TranslateProvider, useTranslate, type MessageValues, type Translate } from './widget-kit/translate-context';
export { messageTranslate } from './widget-kit/message-translate';
export { rendererMessages, type RendererMessageKey } from './messages';
export { inputId } from './widget-kit/field-ids';
export type {
  AnswerHandler,
  FieldWidget,
  FieldWidgetProps,
  FileItem,
  FileUploads,
  RefusedFile,
} from './widget-kit/widget-types';

export { StepView } from './step-view/step-view';
export type { StepViewProps } from './step-view/step-view-props';
export { defaultWidgets, UnknownWidgetError, widgetFor, type WidgetRegistry } from './step-view/widget-registry';
export { splitWidgets } from './step-view/split-widgets';
export { MissingUploadsError } from './step-view/file-list-field';

export { Radios } from './radios/radios';
export { YesNo } from './yes-no/yes-no';
export { Select } from './select/select';
export { Autocomplete } from './autocomplete/autocomplete';
export type { AutocompleteOption } from './autocomplete/autocomplete-props';
export { highlight, rankOptions, type Rankable, type Segment } from './autocomplete/rank-options';
export { Text } from './text/text';
export { Textarea } from './textarea/textarea';
export { Checkboxes } from './checkboxes/checkboxes';
export { ContactNumber, phoneDigits } from './contact-number/contact-number';
export { DateInput } from './date/date';
export { dateValueOf, datePartsOf, type DateParts } from './date/date-parts';
export { FileList } from './file-list/file-list';
export { SummaryList } from './summary-list/summary-list';
export { NoticePanel } from './notice-panel/notice-panel';
export { ErrorSummary } from './error-summary/error-summary';
export { ExitModalDialog } from './exit-modal/exit-modal';
export type { ExitChoice } from './exit-modal/exit-modal-props';
export { ClearAnswersDialog } from './clear-answers/clear-answers';
export type { ClearAnswersProps } from './clear-answers/clear-answers-props';
export { SlotGrid } from './slot-grid/slot-grid';
export { NOT_AVAILABLE, type Slot, type SlotGridProps } from './slot-grid/slot-grid-props';
