import type { Field } from '../definition/types';
import { expandRun } from '../routing/generated-run';
import type { AnswerEdit } from '../machine/apply-answers';
import type { Journey, JourneySnapshot } from '../runtime/journey';
import type { AnswerValue } from '../definition/scope';
import { fieldOptions } from '../validation/field-options';
import { visibleFields } from '../validation/validate-position';

/** A valid text for a field: the first example in its validation fragment, else a plain sample. */
export function sampleText(journey: Journey, stepId: string, field: Field): string {
  const step = journey.index.steps.get(stepId);
  const properties =
    step?.kind === 'question'
      ? (step.validation?.properties as Record<string, { examples?: unknown[] }> | undefined)
      : undefined;
  const example = properties?.[field.answer]?.examples?.[0];
  return typeof example === 'string' ? example : 'Sample answer';
}

function product(lists: [string, AnswerValue[]][]): AnswerEdit[] {
  return lists.reduce<AnswerEdit[]>(
    (combos, [name, values]) => combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value }))),
    [{}],
  );
}

/**
 * The answer sets the graph tries at a position: every option of a field whose answer decides
 * the route (and of run questions with skips, ends or blocking answers), one valid value for
 * the others. Fields shown only for some answers are added where they show.
 */
export function answerChoices(journey: Journey, snapshot: JourneySnapshot, routeKeys: Set<string>): AnswerEdit[] {
  const step = journey.index.steps.get(snapshot.stepId);
  if (step?.kind === 'generated') {
    const lists = (expandRun(step, snapshot).pages[snapshot.page]?.questions ?? []).map(
      (question): [string, AnswerValue[]] => {
        const ids = question.options.map((option) => option.id).filter((id) => id !== 'Select');
        const decisive =
          question.blocking || new Set(question.options.map((option) => `${option.skip}/${option.endsRun}`)).size > 1;
        const values: AnswerValue[] =
          question.type === 'Text'
            ? ['Sample answer']
            : question.type === 'Multiple'
              ? [ids.slice(0, 1)]
              : decisive
                ? ids
                : ids.slice(0, 1);
        return [`${step.answer}.${question.questionId}`, values];
      },
    );
    return product(lists);
  }
  if (step?.kind !== 'question') return [{}];
  const choose = (combo: AnswerEdit): AnswerEdit[] => {
    const scope = { ...snapshot, answers: { ...snapshot.answers, ...(combo as Record<string, never>) } };
    const open = visibleFields(journey.index, step, scope).find((field) => !(field.answer in combo));
    if (!open) return [combo];
    // Files cannot be made up: a path adds none (the page is optional where the journey allows it).
    if (open.widget === 'file-list') return choose({ ...combo, [open.answer]: [] });
    const options = fieldOptions(open, scope, journey.index.named)?.map((option) => option.value);
    const values: string[] = options
      ? routeKeys.has(open.answer)
        ? options
        : options.slice(0, 1)
      : [sampleText(journey, step.id, open)];
    const asAnswer = (value: string): AnswerValue => (open.widget === 'checkboxes' ? [value] : value);
    return values.flatMap((value) => choose({ ...combo, [open.answer]: asAnswer(value) }));
  };
  return choose({});
}
