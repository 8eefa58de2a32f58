import type { StepViewModel, SummaryRow } from '../../engine';

/** One row as the view model gives it: the summary row and the wording key of its change link. */
export type SummaryListRow = NonNullable<StepViewModel['summary']>[number];

/**
 * The summary list (check your answers) takes the view model's `summary` rows: the label (`labelKey`
 * or `label`; `labelKey` with `labelValues` for a question of a run numbered by its place), the value as `display` items, and where the change link leads.
 */
export interface SummaryListProps {
  rows: SummaryListRow[];
  /** The resident chose a row's change link; without it the rows have no links. */
  onChange?: (row: SummaryRow) => void;
}
