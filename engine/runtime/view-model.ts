import type { ExitModal, GeneratedStep, QuestionStep, SlowNotice } from '../definition/types';
import { expandRun } from '../routing/generated-run';
import type { JourneyIndex } from '../definition/journey-index';
import { positionRoute } from '../routing/position-route';
import { activeBlocks, isExit, stoppingBlock } from '../routing/route';
import { fieldOptions, type OfferedOption } from '../validation/field-options';
import { INVALID_OPTION_KEY, validatePosition, visibleFields, type FieldError } from '../validation/validate-position';
import type { Journey, JourneySnapshot } from './journey';
import { backTarget } from './moves';
import { positionOf } from './navigation';
import { readPath, type RunAnswer } from '../definition/scope';
import { summaryRows, type SummaryRow } from './summary-rows';

/** What a widget needs to render one field. */
export interface FieldViewModel {
  /** Answer path to post back with the value. */
  name: string;
  widget: string;
  labelKey?: string;
  /** Label text from reference data (questions of a run). */
  label?: string;
  hintKey?: string;
  placeholderKey?: string;
  alertKey?: string;
  /** Message shown when typed characters were removed (the field's remove rule). */
  removedKey?: string;
  /** Line breaks become spaces when the resident leaves the field. */
  joinLines?: boolean;
  maxLength?: number;
  /** Message shown when the answer reaches maxLength or typed text is cut there (the field's limitKey). */
  limitKey?: string;
  options?: OfferedOption[];
  value: unknown;
  errorKey?: string;
  /** For a field whose typed text must match an option: what to say while it matches none. */
  noMatchKey?: string;
}

/** Everything the renderer needs for the current step; the renderer only renders it. */
export interface StepViewModel {
  journeyId: string;
  stepId: string;
  kind: string;
  route: string;
  headingKey: string;
  /** The heading as a run's data words it (its page's first question's heading), shown instead of headingKey. */
  heading?: string;
  /** Paragraphs under the heading, as message keys (none when the step declares none). */
  paragraphKeys: string[];
  titleKey: string;
  progress: { current: number; total: number; sectionTitleKey: string } | null;
  run: { page: number; pages: number } | null;
  fields: FieldViewModel[];
  errors: FieldError[];
  notices: { messageKey: string; mode: 'block' | 'warn' | 'info' }[];
  back: { to: string; route: string } | null;
  /** Continue; `slowNotice` is shown while its operations still run after `afterMs`. */
  continue: { labelKey: string; disabled: boolean; delayMs: number; slowNotice?: SlowNotice } | null;
  summary: (SummaryRow & { changeLabelKey: string })[] | null;
  finish: { to: string; route: string } | null;
  exitModal: ExitModal | null;
  mode: 'answering' | 'changing';
}

function questionFields(
  journey: Journey,
  step: QuestionStep,
  snapshot: JourneySnapshot,
  errors: FieldError[],
): FieldViewModel[] {
  const fields = visibleFields(journey.index, step, snapshot);
  // A field checked while typing shows what its answer breaks now, in place of an older Continue's message.
  const typing = fields.some((field) => field.checkWhileTyping)
    ? validatePosition(journey.index, positionOf(snapshot), snapshot).errors
    : [];
  return fields.map((field) => {
    const options = fieldOptions(field, snapshot, journey.index.named);
    const given = snapshot.answers[field.answer] !== undefined && snapshot.answers[field.answer] !== '';
    const errorKey = (field.checkWhileTyping && given ? typing : errors).find(
      (error) => error.field === field.answer,
    )?.messageKey;
    // Built key by key rather than from spread fragments: one object per field, not one per
    // optional key, on every render of a page (issue 29 item 3). The keys keep their order.
    // value is set below, after the optional keys, where the spread put it.
    const model = { name: field.answer, widget: field.widget, labelKey: field.labelKey } as FieldViewModel;
    if (field.hintKey) model.hintKey = field.hintKey;
    if (field.placeholderKey) model.placeholderKey = field.placeholderKey;
    if (field.maxLength) model.maxLength = field.maxLength;
    if (field.limitKey) model.limitKey = field.limitKey;
    if (field.remove) model.removedKey = field.remove.messageKey;
    if (field.joinLines) model.joinLines = true;
    if (options) model.options = options;
    model.value = snapshot.answers[field.answer];
    if (errorKey) model.errorKey = errorKey;
    if (field.matchRequired) model.noMatchKey = field.invalidOptionKey ?? INVALID_OPTION_KEY;
    return model;
  });
}

/** A field that must match an option holds typed text that matches none: Continue stays disabled. */
function unmatched(journey: Journey, step: QuestionStep, snapshot: JourneySnapshot): boolean {
  if (!step.fields.some((field) => field.matchRequired)) return false;
  return visibleFields(journey.index, step, snapshot).some((field) => {
    const value = snapshot.answers[field.answer];
    if (!field.matchRequired || typeof value !== 'string' || value === '') return false;
    const options = fieldOptions(field, snapshot, journey.index.named) ?? [];
    return !options.some((option) => option.value === value);
  });
}

function runFields(
  index: JourneyIndex,
  step: GeneratedStep,
  snapshot: JourneySnapshot,
  errors: FieldError[],
): { fields: FieldViewModel[]; route: string; pages: number; heading?: string } {
  const run = expandRun(step, snapshot);
  const page = run.pages[snapshot.page];
  const answers = readPath(snapshot.answers, step.answer) as Record<string, RunAnswer> | undefined;
  const fields = (page?.questions ?? []).map((question) => {
    const name = `${step.answer}.${question.questionId}`;
    const errorKey = errors.find((error) => error.field === name)?.messageKey;
    return {
      name,
      widget: step.widgets[question.type] ?? 'text',
      label: question.label,
      ...(question.alertKey ? { alertKey: question.alertKey } : {}),
      ...(question.type === 'Text'
        ? step.joinLines
          ? { joinLines: true }
          : {}
        : { options: question.options.map((option) => ({ value: option.id, label: option.value })) }),
      value: answers?.[question.questionId],
      ...(errorKey ? { errorKey } : {}),
    };
  });
  const route = positionRoute(index, positionOf(snapshot), snapshot) ?? step.route;
  const heading = page?.questions.find((question) => question.heading)?.heading;
  return { fields, route, pages: run.pages.length, ...(heading ? { heading } : {}) };
}

/**
 * The summary's rows with their change links' label. The rows are made for this view model alone,
 * so the label is added to each in place rather than by a copy of every row on every render of
 * the summary (issue 29 item 3); the key comes last, as a copy would put it.
 */
function withChangeLabel(
  rows: SummaryRow[],
  changeKey: string | undefined,
): (SummaryRow & { changeLabelKey: string })[] {
  const changeLabelKey = changeKey ?? 'common.change';
  for (const row of rows) (row as SummaryRow & { changeLabelKey: string }).changeLabelKey = changeLabelKey;
  return rows as (SummaryRow & { changeLabelKey: string })[];
}

function routeOf(journey: Journey, id: string): string {
  return journey.index.steps.get(id)?.route ?? journey.index.exits[id]?.route ?? '/';
}

/**
 * The last view model computed, with the journey, snapshot and errors it was computed for. A
 * snapshot is never changed once made (each move makes a new one), so its view model holds for as
 * long as the errors do: the page's render, then the session's Continue (the page's answers) and
 * Finish ask for the same snapshot's model, which is computed once (issue 29 item 3). One entry,
 * not a WeakMap by snapshot: a snapshot per answer made a WeakMap's entries a cost of their own
 * for the garbage collector.
 */
let last: { journey: Journey; snapshot: JourneySnapshot; errors: FieldError[]; model: StepViewModel } | undefined;

/** The same errors: the same list, or two empty ones (a fresh [] is no change). */
const sameErrors = (a: FieldError[], b: FieldError[]) => a === b || (a.length === 0 && b.length === 0);

/**
 * Computes the view model of the current step: heading and field keys, values and errors,
 * options, notices from blocks, progress "Step x of y", the Back target, the buttons, and on the
 * summary its rows with change links. Pass the errors of a failed Continue to show them. Asked
 * again for the last snapshot and errors, it answers the same object: treat it as read-only.
 *
 * @example
 * const model = viewModel(journey, snapshot, result.status === 'invalid' ? result.errors : []);
 */
export function viewModel(journey: Journey, snapshot: JourneySnapshot, errors: FieldError[] = []): StepViewModel {
  if (last && last.snapshot === snapshot && last.journey === journey && sameErrors(last.errors, errors))
    return last.model;
  const model = computeViewModel(journey, snapshot, errors);
  last = { journey, snapshot, errors, model };
  return model;
}

function computeViewModel(journey: Journey, snapshot: JourneySnapshot, errors: FieldError[]): StepViewModel {
  const { index, definition } = journey;
  const step = index.steps.get(snapshot.stepId);
  if (!step) throw new Error(`"${snapshot.stepId}" is not a step of "${definition.id}"`);
  const here = positionOf(snapshot);
  const run = step.kind === 'generated' ? runFields(index, step, snapshot, errors) : null;
  const sectionAt = index.sectionOf.get(step.id);
  const section = sectionAt === undefined ? undefined : definition.sections?.[sectionAt];
  const backTo = backTarget(journey, snapshot);
  // A warning shows once Continue was pressed; a blocking answer of a run that says so shows as
  // soon as it is chosen, as a message, and the first Continue turns it into the warning.
  const chosenFirst = step.kind === 'generated' && step.showBlockingWhenChosen === true;
  const blocks = activeBlocks(index, here, snapshot).flatMap((block) => {
    if (block.mode !== 'warn' || snapshot.warned.includes(block.key)) return [block];
    return chosenFirst && block.fromAnswer ? [{ ...block, mode: 'block' as const }] : [];
  });
  const moving = step.kind !== 'confirmation';
  return {
    journeyId: definition.id,
    stepId: step.id,
    kind: step.kind,
    route: run?.route ?? step.route,
    headingKey: step.headingKey,
    ...(run?.heading ? { heading: run.heading } : {}),
    paragraphKeys: step.paragraphKeys ?? [],
    titleKey: definition.titleKey,
    progress:
      section && sectionAt !== undefined
        ? { current: sectionAt + 1, total: definition.sections?.length ?? 0, sectionTitleKey: section.titleKey }
        : null,
    run: run ? { page: snapshot.page + 1, pages: run.pages } : null,
    fields: step.kind === 'question' ? questionFields(journey, step, snapshot, errors) : (run?.fields ?? []),
    errors,
    notices: blocks.map(({ messageKey, mode }) => ({ messageKey, mode })),
    back: backTo
      ? {
          to: isExit(backTo) ? backTo.exit : backTo.step,
          route: routeOf(journey, isExit(backTo) ? backTo.exit : backTo.step),
        }
      : null,
    continue: moving
      ? {
          labelKey: step.continueKey ?? 'common.continue',
          disabled:
            stoppingBlock(index, here, snapshot, snapshot.warned)?.mode === 'block' ||
            (step.kind === 'question' && unmatched(journey, step, snapshot)),
          delayMs: step.delayMs ?? 0,
          ...(step.slowNotice ? { slowNotice: step.slowNotice } : {}),
        }
      : null,
    summary: step.kind === 'summary' ? withChangeLabel(summaryRows(index, snapshot), step.changeKey) : null,
    finish:
      step.kind === 'confirmation' && step.finishTo
        ? { to: step.finishTo, route: routeOf(journey, step.finishTo) }
        : null,
    exitModal: moving ? (definition.exitModal ?? null) : null,
    mode: snapshot.mode,
  };
}
