import type { JourneyIndex } from '../definition/journey-index';
import { expandRun } from '../routing/generated-run';
import { projectedRoute } from '../routing/route';
import type { Position } from '../routing/position';
import { fieldOptions } from '../validation/field-options';
import { visibleFields } from '../validation/validate-position';
import { answerKeyOf, readPath, type AnswerValue, type RunAnswer, type Scope } from '../definition/scope';

/** How one chosen value reads: a message key (fixed option), text from reference data, or the answer itself. */
export type DisplayValue = { labelKey: string } | { label: string } | { text: string };

/** One row of check your answers. */
export interface SummaryRow {
  /** Answer path of the row. */
  field: string;
  labelKey?: string;
  /** Label text from reference data (questions of a run). */
  label?: string;
  /**
   * Values of labelKey for a question of a run whose step has summaryQuestionKey: the
   * question's place in the run from 1 (`number`) and its text (`label`). The row then reads
   * as labelKey with these values.
   */
  labelValues?: { number: number; label: string };
  value: AnswerValue | RunAnswer;
  display: DisplayValue[];
  /** Where its change link leads. */
  change: Position;
}

function displayOf(
  value: unknown,
  options: { value: string; labelKey?: string; label?: string }[] | undefined,
): DisplayValue[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    const option = options?.find((candidate) => candidate.value === String(item));
    if (option?.labelKey) return { labelKey: option.labelKey };
    if (option?.label !== undefined) return { label: option.label };
    return { text: String(item) };
  });
}

/**
 * The rows of check your answers: every answered question on the route replayed from the
 * answers, in route order, each with the position its change link leads to.
 *
 * @example
 * summaryRows(index, snapshot).map((row) => row.field) // ['property', 'case-type', 'case-questions.q1', ...]
 */
export function summaryRows(index: JourneyIndex, scope: Scope): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const position of projectedRoute(index, scope)) {
    const step = index.steps.get(position.step);
    if (!step || step.kind === 'summary' || step.kind === 'confirmation' || step.showInSummary === false) continue;
    if (step.kind === 'question') {
      for (const field of visibleFields(index, step, scope)) {
        const value = scope.answers[field.answer];
        if (value === undefined) continue;
        const options = fieldOptions(field, scope, index.named);
        rows.push({
          field: field.answer,
          labelKey: field.summaryLabelKey ?? field.labelKey,
          value,
          display: displayOf(value, options),
          change: position,
        });
      }
      continue;
    }
    const answers = readPath(scope.answers, step.answer) as Record<string, RunAnswer> | undefined;
    const page = expandRun(step, scope).pages[position.page];
    for (const question of page?.questions ?? []) {
      const value = answers?.[question.questionId];
      if (value === undefined) continue;
      const options = question.options.map((option) => ({ value: option.id, label: option.value }));
      rows.push({
        field: `${step.answer}.${question.questionId}`,
        label: question.label,
        ...(step.summaryQuestionKey && page
          ? {
              labelKey: step.summaryQuestionKey,
              labelValues: {
                number: step.pages === 'one-per-question' ? page.number : question.index + 1,
                label: question.label,
              },
            }
          : {}),
        value,
        display: displayOf(value, options),
        change: position,
      });
    }
  }
  return rows;
}

/**
 * How an answer is named to the resident: a message key, or a question's text from reference data.
 * Neither when the journey gives it no name (the check reports such a journey): never its path.
 */
export interface AnswerLabel {
  field: string;
  labelKey?: string;
  label?: string;
}

/**
 * The names of answers by path, in route order, to tell the resident which answers an edit would
 * remove (see clearedBy): a question's label as the summary shows it, a question of a run by its text, and a
 * run as a whole (or a question of it no longer known) by the run's answersLabelKey.
 *
 * @example
 * answerLabels(index, ['phone-number'], snapshot) // [{ field: 'phone-number', labelKey: 'contact.number.summary' }]
 */
export function answerLabels(index: JourneyIndex, paths: readonly string[], scope: Scope): AnswerLabel[] {
  const route = projectedRoute(index, scope).map((position) => position.step);
  const asked = (path: string) => {
    const at = route.indexOf(index.askedAt.get(answerKeyOf(path)) ?? '');
    return at < 0 ? route.length : at;
  };
  // In the order the resident was asked them.
  const ordered = [...paths].sort((left, right) => asked(left) - asked(right));
  return ordered.map((path) => {
    const key = answerKeyOf(path);
    const step = index.steps.get(index.askedAt.get(key) ?? '');
    if (step?.kind === 'question') {
      const field = step.fields.find((candidate) => candidate.answer === key);
      if (field) return { field: path, labelKey: field.summaryLabelKey ?? field.labelKey };
    }
    if (step?.kind === 'generated') {
      const question =
        path === key
          ? undefined
          : expandRun(step, scope)
              .pages.flatMap((page) => page.questions)
              .find((candidate) => candidate.questionId === path.slice(key.length + 1));
      if (question) return { field: path, label: question.label };
      if (step.answersLabelKey) return { field: path, labelKey: step.answersLabelKey };
    }
    return { field: path };
  });
}
