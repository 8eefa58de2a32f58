import { conditionReads } from '../conditions/reads';
import type { Condition, ExitModal, Field, GeneratedStep, QuestionStep, SlowNotice } from '../definition/types';
import { expandRun, type RunQuestion } from '../routing/generated-run';
import type { JourneyIndex } from '../definition/journey-index';
import { positionRoute } from '../routing/position-route';
import { activeBlocks, isExit } from '../routing/route';
import { fieldOptions, type OfferedOption } from '../validation/field-options';
import { INVALID_OPTION_KEY, validatePosition, visibleFields, type FieldError } from '../validation/validate-position';
import type { Journey, JourneySnapshot } from './journey';
import { backTarget } from './moves';
import { positionOf } from './navigation';
import { answerKeyOf, readPath, type RunAnswer } from '../definition/scope';
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

/**
 * A field's view model from the last one computed for the same field when nothing it shows has
 * changed (structural sharing: the page answers field by field, and each answer changes one field
 * of the page), else a new one. `prior` is the view model of the same step and page, or undefined.
 */
function fieldModel(
  field: Field,
  value: unknown,
  options: OfferedOption[] | undefined,
  errorKey: string | undefined,
  prior: FieldViewModel | undefined,
): FieldViewModel {
  // The other keys come from the field's declaration, the same object on the same step of the same journey.
  if (
    prior &&
    prior.name === field.answer &&
    prior.value === value &&
    prior.options === options &&
    prior.errorKey === errorKey
  )
    return prior;
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
  model.value = value;
  if (errorKey) model.errorKey = errorKey;
  if (field.matchRequired) model.noMatchKey = field.invalidOptionKey ?? INVALID_OPTION_KEY;
  return model;
}

/**
 * The fields of a question step, and whether one that must match an option holds typed text that
 * matches none (Continue stays disabled), from one pass over the visible fields and their options.
 */
function questionFields(
  journey: Journey,
  step: QuestionStep,
  snapshot: JourneySnapshot,
  errors: FieldError[],
  prior: FieldViewModel[] | undefined,
): { fields: FieldViewModel[]; unmatched: boolean } {
  const fields = visibleFields(journey.index, step, snapshot);
  // A field checked while typing shows what its answer breaks now, in place of an older Continue's message.
  const typing = fields.some((field) => field.checkWhileTyping)
    ? validatePosition(journey.index, positionOf(snapshot), snapshot).errors
    : [];
  let unmatched = false;
  const models = fields.map((field, at) => {
    const options = fieldOptions(field, snapshot, journey.index.named);
    const value = snapshot.answers[field.answer];
    const given = value !== undefined && value !== '';
    const errorKey = (field.checkWhileTyping && given ? typing : errors).find(
      (error) => error.field === field.answer,
    )?.messageKey;
    if (field.matchRequired && typeof value === 'string' && value !== '')
      unmatched ||= !(options ?? []).some((option) => option.value === value);
    return fieldModel(field, value, options, errorKey, prior?.[at]);
  });
  // The same fields as before, each unchanged: the same list, so a page's fields compare equal.
  const same = prior?.length === models.length && models.every((model, at) => model === prior[at]);
  return { fields: same && prior ? prior : models, unmatched };
}

/** The options a run's question offers, made once per question (a run's questions are made once per list of them). */
const runOptions = new WeakMap<RunQuestion, OfferedOption[]>();
function runOptionsOf(question: RunQuestion): OfferedOption[] {
  let options = runOptions.get(question);
  if (!options) {
    options = question.options.map((option) => ({ value: option.id, label: option.value }));
    runOptions.set(question, options);
  }
  return options;
}

/**
 * The fields of a run's page. `prior` is the last view model's fields of the same page under the
 * same facts (so the same questions): a question's field whose answer and error are the same is
 * the same object (issue 29 item 3).
 */
function runFields(
  index: JourneyIndex,
  step: GeneratedStep,
  snapshot: JourneySnapshot,
  errors: FieldError[],
  prior: FieldViewModel[] | undefined,
): { fields: FieldViewModel[]; route: string; pages: number; heading?: string } {
  const run = expandRun(step, snapshot);
  const page = run.pages[snapshot.page];
  const answers = readPath(snapshot.answers, step.answer) as Record<string, RunAnswer> | undefined;
  const fields = (page?.questions ?? []).map((question, at) => {
    const name = `${step.answer}.${question.questionId}`;
    const errorKey = errors.find((error) => error.field === name)?.messageKey;
    const value = answers?.[question.questionId];
    const before = prior?.[at];
    if (before && before.name === name && before.value === value && before.errorKey === errorKey) return before;
    // Key by key, in the order the spread fragments had them.
    const model = { name, widget: step.widgets[question.type] ?? 'text', label: question.label } as FieldViewModel;
    if (question.alertKey) model.alertKey = question.alertKey;
    if (question.type !== 'Text') model.options = runOptionsOf(question);
    else if (step.joinLines) model.joinLines = true;
    model.value = value;
    if (errorKey) model.errorKey = errorKey;
    return model;
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

/** What a view model was computed from: the snapshot's parts as they were then, and the errors. */
interface Computed {
  snapshot: JourneySnapshot;
  errors: FieldError[];
  model: StepViewModel;
  stepId: string;
  page: number;
  mode: JourneySnapshot['mode'];
  changeFrom: JourneySnapshot['changeFrom'];
  answers: JourneySnapshot['answers'];
  facts: JourneySnapshot['facts'];
  toggles: JourneySnapshot['toggles'];
}

/**
 * The last view model computed for each journey, with what it was computed from. A snapshot is
 * never changed once made (each move makes a new one), so its view model holds for as long as the
 * errors do: the page's render, then the session's Continue (the page's answers) and Finish ask
 * for the same snapshot's model, which is computed once (issue 29 item 3). The next snapshot's
 * model shares with it what did not change (computeViewModel). Kept by journey, not by snapshot:
 * a snapshot per answer made a WeakMap's entries by snapshot a cost of their own for the garbage
 * collector, while a journey lives as long as its page; and journeys open side by side (a
 * journey's page and the studio's preview of another) keep apart.
 */
const lastByJourney = new WeakMap<Journey, Computed>();

/** The same errors: the same list, or two empty ones (a fresh [] is no change). */
const sameErrors = (a: FieldError[], b: FieldError[]) => a === b || (a.length === 0 && b.length === 0);

/**
 * Computes the view model of the current step: heading and field keys, values and errors,
 * options, notices from blocks, progress "Step x of y", the Back target, the buttons, and on the
 * summary its rows with change links. Pass the errors of a failed Continue to show them. Asked
 * again for the last snapshot and errors, it answers the same object; parts that did not change
 * since the journey's last view model (a field whose answer, options and error are the same, the
 * progress, Back, Continue, the notices) are the same objects as in it: treat it as read-only.
 *
 * @example
 * const model = viewModel(journey, snapshot, result.status === 'invalid' ? result.errors : []);
 */
export function viewModel(journey: Journey, snapshot: JourneySnapshot, errors: FieldError[] = []): StepViewModel {
  const last = lastByJourney.get(journey);
  if (last && last.snapshot === snapshot && sameErrors(last.errors, errors)) return last.model;
  const model = computeViewModel(journey, snapshot, errors, last);
  const { stepId, page, mode, changeFrom, answers, facts, toggles } = snapshot;
  lastByJourney.set(journey, { snapshot, errors, model, stepId, page, mode, changeFrom, answers, facts, toggles });
  return model;
}

/** The answer keys the route reads (rules, passed-over steps, a run's pages), by journey index. */
const routeKeysByIndex = new WeakMap<JourneyIndex, string[]>();

/**
 * The answer keys the projected route reads: those of every step's next and back rules and
 * skipWhen (named conditions followed), and each run's own answers (its pages follow them).
 * Back is derived from the route, so a snapshot with the same place, facts, toggles and these
 * answers has the same Back target.
 */
function routeAnswerKeys(index: JourneyIndex): string[] {
  let keys = routeKeysByIndex.get(index);
  if (!keys) {
    const found = new Set<string>();
    const read = (condition: Condition | undefined) => {
      for (const path of conditionReads(condition, index.named).answers) found.add(answerKeyOf(path));
    };
    for (const step of index.steps.values()) {
      if (step.kind === 'confirmation') continue;
      for (const rule of step.next) read(rule.when);
      for (const rule of step.back ?? []) read(rule.when);
      if (step.kind === 'question') read(step.skipWhen);
      if (step.kind === 'generated') found.add(answerKeyOf(step.answer));
    }
    keys = [...found];
    routeKeysByIndex.set(index, keys);
  }
  return keys;
}

/** True when the last view model was of the same place, with the same Back target. */
function sameRouteInputs(index: JourneyIndex, last: Computed, snapshot: JourneySnapshot): boolean {
  if (last.facts !== snapshot.facts || last.toggles !== snapshot.toggles || last.changeFrom !== snapshot.changeFrom)
    return false;
  if (last.answers === snapshot.answers) return true;
  for (const key of routeAnswerKeys(index)) if (last.answers[key] !== snapshot.answers[key]) return false;
  return true;
}

type Notice = StepViewModel['notices'][number];

/** The notices as shown: the last ones when they say the same. */
function sameNotices(notices: Notice[], last: Notice[] | undefined): Notice[] {
  if (
    last?.length === notices.length &&
    notices.every((notice, at) => notice.messageKey === last[at]?.messageKey && notice.mode === last[at]?.mode)
  )
    return last;
  return notices;
}

function computeViewModel(
  journey: Journey,
  snapshot: JourneySnapshot,
  errors: FieldError[],
  last: Computed | undefined,
): StepViewModel {
  const { index, definition } = journey;
  const step = index.steps.get(snapshot.stepId);
  if (!step) throw new Error(`"${snapshot.stepId}" is not a step of "${definition.id}"`);
  // The last view model of the same place: what did not change is shared with it (issue 29 item 3).
  const samePlace =
    last !== undefined &&
    last.stepId === snapshot.stepId &&
    last.page === snapshot.page &&
    last.mode === snapshot.mode &&
    snapshot.status === 'active' &&
    last.snapshot.status === 'active';
  const prior = samePlace ? last.model : undefined;
  const here = positionOf(snapshot);
  const run =
    step.kind === 'generated'
      ? runFields(index, step, snapshot, errors, last?.facts === snapshot.facts ? prior?.fields : undefined)
      : null;
  const question =
    step.kind === 'question' ? questionFields(journey, step, snapshot, errors, prior?.fields) : undefined;
  const sectionAt = index.sectionOf.get(step.id);
  const section = sectionAt === undefined ? undefined : definition.sections?.[sectionAt];
  // A warning shows once Continue was pressed; a blocking answer of a run that says so shows as
  // soon as it is chosen, as a message, and the first Continue turns it into the warning.
  const chosenFirst = step.kind === 'generated' && step.showBlockingWhenChosen === true;
  const active = activeBlocks(index, here, snapshot);
  const blocks = active.flatMap((block) => {
    if (block.mode !== 'warn' || snapshot.warned.includes(block.key)) return [block];
    return chosenFirst && block.fromAnswer ? [{ ...block, mode: 'block' as const }] : [];
  });
  // stoppingBlock's rule, on the blocks worked out above rather than worked out again.
  const stopping = active.find(
    (block) => block.mode === 'block' || (block.mode === 'warn' && !snapshot.warned.includes(block.key)),
  );
  const moving = step.kind !== 'confirmation';
  const disabled = stopping?.mode === 'block' || question?.unmatched === true;
  return {
    journeyId: definition.id,
    stepId: step.id,
    kind: step.kind,
    route: run?.route ?? step.route,
    headingKey: step.headingKey,
    ...(run?.heading ? { heading: run.heading } : {}),
    paragraphKeys: step.paragraphKeys ?? [],
    titleKey: definition.titleKey,
    progress: prior
      ? prior.progress
      : section && sectionAt !== undefined
        ? { current: sectionAt + 1, total: definition.sections?.length ?? 0, sectionTitleKey: section.titleKey }
        : null,
    run: run ? { page: snapshot.page + 1, pages: run.pages } : null,
    fields: question?.fields ?? run?.fields ?? [],
    errors,
    notices: sameNotices(
      blocks.map(({ messageKey, mode }) => ({ messageKey, mode })),
      prior?.notices,
    ),
    back: prior && sameRouteInputs(index, last as Computed, snapshot) ? prior.back : backModel(journey, snapshot),
    continue: moving
      ? prior?.continue?.disabled === disabled
        ? prior.continue
        : {
            labelKey: step.continueKey ?? 'common.continue',
            disabled,
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

/** Where Back leads, with its address. */
function backModel(journey: Journey, snapshot: JourneySnapshot): StepViewModel['back'] {
  const backTo = backTarget(journey, snapshot);
  if (!backTo) return null;
  const to = isExit(backTo) ? backTo.exit : backTo.step;
  return { to, route: routeOf(journey, to) };
}
