import type { RemoveCharacters } from '../definition/types';
import { sampleText } from '../graph/answer-choices';
import { expandRun } from '../routing/generated-run';
import type { Position } from '../routing/position';
import type { AnswerEdit } from '../machine/apply-answers';
import type { EffectRequest } from '../machine/effect-requests';
import type { Journey, JourneySnapshot } from '../runtime/journey';
import {
  answer,
  continueFrom,
  positionOf,
  recordFacts,
  startJourney,
  type ContinueResult,
} from '../runtime/navigation';
import { readPath, type AnswerValue, type Facts, type Scope, type Toggles } from '../definition/scope';
import { fieldOptions } from '../validation/field-options';
import { JOURNEY_FORMATS, type JourneyFormatName } from '../validation/journey-formats';
import { visibleFields } from '../validation/validate-position';

/** Runs effect requests and returns the facts they store, synchronously. */
export type SyncEffects = (requests: readonly EffectRequest[], scope: Scope) => Facts;

/** The world a journey is walked in: facts and toggles at the start, and what its operations return. */
export interface WalkWorld {
  facts: Facts;
  toggles: Toggles;
  effects: SyncEffects;
}

/** Picks a number below a bound from a stream of random numbers (cycling when it runs out). */
export class Picker {
  private at = 0;
  /** Added to every pick while a resident tries other answers after being told they cannot go on. */
  shift = 0;
  constructor(private readonly numbers: readonly number[]) {}
  pick(bound: number): number {
    if (bound <= 1 || this.numbers.length === 0) return 0;
    const value = this.numbers[this.at % this.numbers.length] as number;
    // While trying other answers the numbers stand still, so the shift walks through every option.
    if (this.shift === 0) this.at += 1;
    return (value + this.shift) % bound;
  }
}

/** Records the facts of a move's effects. */
export function settle(
  journey: Journey,
  moved: { snapshot: JourneySnapshot; effects: EffectRequest[] },
  run: SyncEffects,
): JourneySnapshot {
  if (moved.effects.length === 0 || moved.snapshot.status === 'done') return moved.snapshot;
  return recordFacts(journey, moved.snapshot, run(moved.effects, moved.snapshot));
}

/** Starts a journey in a world, with the first step's operations run. */
export function startIn(journey: Journey, world: WalkWorld): JourneySnapshot {
  return settle(journey, startJourney(journey, { facts: world.facts, toggles: world.toggles }), world.effects);
}

/** Continue, running onContinue operations and the next step's onEnter operations synchronously. */
export function continueSettled(journey: Journey, snapshot: JourneySnapshot, run: SyncEffects): ContinueResult {
  let result = continueFrom(journey, snapshot);
  if (result.status === 'needs-effects') {
    result = continueFrom(
      journey,
      recordFacts(journey, result.snapshot, run(result.effects, result.snapshot), { settles: true }),
    );
  }
  if (result.status === 'moved') return { ...result, snapshot: settle(journey, result, run) };
  return result;
}

/** Continue as a resident who reads a warning and presses Continue again. */
export function continuePastWarning(journey: Journey, snapshot: JourneySnapshot, run: SyncEffects): ContinueResult {
  const result = continueSettled(journey, snapshot, run);
  return result.status === 'warned' ? continueSettled(journey, result.snapshot, run) : result;
}

/** True when a walk has nowhere further to go by answering: the summary, a confirmation or an exit. */
export function atEnd(journey: Journey, snapshot: JourneySnapshot): boolean {
  if (snapshot.status !== 'active' || snapshot.stepId === journey.index.summaryId) return true;
  return journey.index.steps.get(snapshot.stepId)?.kind === 'confirmation';
}

/**
 * One answer a position asks for, whatever the journey: a question step's field or a question of
 * a run's page, with what a valid answer looks like and the limits declared on it.
 */
export interface Asked {
  /** The answer path (`contact-name`, `case-answers.q2`). */
  path: string;
  /** The values offered (option values or run option ids); empty when only typed text is taken. */
  options: string[];
  /** A list of choices (checkboxes, a run's Multiple question) rather than one value. */
  multiple: boolean;
  /** Typed text is taken (a text field, a run's Text question, the contact-number picker's other number). */
  typed: boolean;
  /** A valid typed text: the validation fragment's first example, or a plain sample. */
  sample: string;
  /** Required by the position's validation. */
  required: boolean;
  /** Longest text declared: the field's maxLength or its validation fragment's, whichever is smaller. */
  maxLength?: number;
  /** The validation fragment's pattern and minLength for this answer, if any. */
  pattern?: string;
  minLength?: number;
  /** Characters the field removes from typed text as it is recorded. */
  remove?: RemoveCharacters;
  /** A list of uploaded files' names (a file-list field), at most maxItems of them. */
  files?: { maxItems?: number };
}

type Choose = (asked: Asked) => AnswerValue | null | undefined;

/**
 * Builds an edit for the current position by asking `choose` for each answer it asks. Fields
 * shown only for some answers are asked in turn, as the answers chosen so far show them.
 */
export function answerPosition(journey: Journey, snapshot: JourneySnapshot, choose: Choose): AnswerEdit {
  const step = journey.index.steps.get(snapshot.stepId);
  const edit: AnswerEdit = {};
  const put = (asked: Asked) => {
    const value = choose(asked);
    if (value !== undefined) edit[asked.path] = value;
  };
  if (step?.kind === 'generated') {
    const examples = (step.textValidation as { examples?: unknown[] } | undefined)?.examples;
    for (const question of expandRun(step, snapshot).pages[snapshot.page]?.questions ?? []) {
      const typed = question.type === 'Text';
      put({
        path: `${step.answer}.${question.questionId}`,
        options: typed ? [] : question.options.map((option) => option.id).filter((id) => id !== 'Select'),
        multiple: question.type === 'Multiple',
        typed,
        sample: typeof examples?.[0] === 'string' ? examples[0] : 'Sample answer',
        required: true,
      });
    }
    return edit;
  }
  if (step?.kind !== 'question') return edit;
  const validation = step.validation as
    | {
        required?: string[];
        properties?: Record<
          string,
          { maxLength?: number; minLength?: number; pattern?: string; format?: string; maxItems?: number }
        >;
      }
    | undefined;
  const done = new Set<string>();
  for (let round = 0; round < step.fields.length; round += 1) {
    const scope = { ...snapshot, answers: { ...snapshot.answers, ...(edit as Record<string, never>) } };
    for (const field of visibleFields(journey.index, step, scope)) {
      if (done.has(field.answer)) continue;
      done.add(field.answer);
      const declared = validation?.properties?.[field.answer];
      const limits = [field.maxLength, declared?.maxLength].filter((limit) => limit !== undefined);
      // Options may depend on an answer just chosen on this page (the reasons of the chosen location).
      const now = { ...snapshot, answers: { ...snapshot.answers, ...(edit as Record<string, never>) } };
      const options = fieldOptions(field, now, journey.index.named)?.map((option) => option.value);
      put({
        path: field.answer,
        options: options ?? [],
        multiple: field.widget === 'checkboxes' || field.widget === 'file-list',
        typed: !options || field.widget === 'contact-number',
        ...(field.widget === 'file-list'
          ? { files: declared?.maxItems === undefined ? {} : { maxItems: declared.maxItems } }
          : {}),
        sample: sampleText(journey, step.id, field),
        required: validation?.required?.includes(field.answer) ?? false,
        ...(limits.length > 0 ? { maxLength: Math.min(...limits) } : {}),
        ...(declaredPattern(declared) === undefined ? {} : { pattern: declaredPattern(declared) }),
        ...(declared?.minLength === undefined ? {} : { minLength: declared.minLength }),
        ...(field.remove ? { remove: field.remove } : {}),
      });
    }
  }
  return edit;
}

/** The pattern a validation fragment declares for an answer: its own, or its named format's. */
function declaredPattern(declared: { pattern?: string; format?: string } | undefined): string | undefined {
  const format = declared?.format;
  if (format !== undefined && format in JOURNEY_FORMATS)
    return JOURNEY_FORMATS[format as JourneyFormatName].pattern.source;
  return declared?.pattern;
}

/** The answers the current position asks for, under the answers it holds. */
export function askedAt(journey: Journey, snapshot: JourneySnapshot): Asked[] {
  const asked: Asked[] = [];
  answerPosition(journey, snapshot, (one) => {
    asked.push(one);
    return undefined;
  });
  return asked;
}

/** The answers a position holds now, as an edit that gives them again unchanged. */
export function currentAnswers(journey: Journey, snapshot: JourneySnapshot): AnswerEdit {
  return answerPosition(
    journey,
    snapshot,
    (asked) => readPath(snapshot.answers, asked.path) as AnswerValue | undefined,
  );
}

/** A valid answer: an option (several for a list of choices), or the sample text. */
export function validAnswer(asked: Asked, picker: Picker): AnswerValue {
  const { options } = asked;
  if (asked.files) return Array.from({ length: picker.pick(3) }, (_, at) => `photo-${at + 1}.jpg`);
  if (options.length > 0 && !(asked.typed && picker.pick(3) === 0)) {
    if (!asked.multiple) return options[picker.pick(options.length)] as string;
    return [
      ...new Set([options[picker.pick(options.length)] as string, options[picker.pick(options.length)] as string]),
    ];
  }
  return asked.multiple ? [asked.sample] : asked.sample;
}

/** Text of a given length made of the sample, so that only its length is wrong. */
function sampleOfLength(sample: string, length: number): string {
  const base = sample.length > 0 ? sample : 'x';
  return base.repeat(Math.ceil(length / base.length) + 1).slice(0, length);
}

/**
 * Answers a resident (or a forged request) might send that are wrong or at an edge: nothing,
 * blank, one character over the declared length and exactly at it, only characters a field
 * removes, markup, encoded forms, web addresses (which keep their characters), values that are
 * not options, and values of the wrong shape.
 */
export function wildAnswers(asked: Asked): (AnswerValue | null)[] {
  const limit = asked.maxLength ?? 1500;
  const option = asked.options[0] ?? 'not-an-option';
  return [
    '',
    '   ',
    null,
    sampleOfLength(asked.sample, limit + 1),
    sampleOfLength(asked.sample, limit),
    '&*%!<>',
    '<script>alert(1)</script>',
    `${asked.sample} & more!`,
    '&amp;',
    '%26',
    '&lt;b&gt;',
    'https://example.org/?a=1&b=2%20c',
    `${asked.sample} see www.example.org/100%!`,
    'not-an-option',
    'Select',
    '--',
    [],
    ['not-an-option'],
    [option, 'not-an-option'],
    asked.multiple ? option : [option],
    42,
  ];
}

/**
 * Chooses answers for every field of the current position, valid ones; with `wild`, any field
 * may get one of the wild answers instead.
 */
export function chooseAnswers(journey: Journey, snapshot: JourneySnapshot, picker: Picker, wild = false): AnswerEdit {
  return answerPosition(journey, snapshot, (asked) => {
    if (wild && picker.pick(4) === 0) {
      const values = wildAnswers(asked);
      return values[picker.pick(values.length)];
    }
    return validAnswer(asked, picker);
  });
}

/** One move of a walk. */
export interface WalkStep {
  from: Position;
  edit: AnswerEdit;
  status: ContinueResult['status'];
  to?: Position;
  before: JourneySnapshot;
  after: JourneySnapshot;
}

/**
 * Walks a journey from a snapshot with random answers until the summary (or a confirmation, an
 * exit, or the move limit): answer, Continue, and on a warning Continue again.
 */
export function walk(
  journey: Journey,
  start: JourneySnapshot,
  picker: Picker,
  run: SyncEffects,
  options: { wild?: boolean; limit?: number } = {},
): { steps: WalkStep[]; snapshot: JourneySnapshot } {
  const steps: WalkStep[] = [];
  let snapshot = start;
  for (let moves = 0; moves < (options.limit ?? 60) && !atEnd(journey, snapshot); moves += 1) {
    const edit = chooseAnswers(journey, snapshot, picker, options.wild);
    const before = answer(journey, snapshot, edit).snapshot;
    const result = continuePastWarning(journey, before, run);
    steps.push({
      from: positionOf(before),
      edit,
      status: result.status,
      ...(result.status === 'moved' ? { to: result.to } : {}),
      before,
      after: result.snapshot,
    });
    // Told they cannot go on (SSR068, SSR048...), a resident answers differently next time.
    picker.shift = result.status === 'blocked' ? picker.shift + 1 : 0;
    snapshot = result.snapshot;
  }
  return { steps, snapshot };
}

/**
 * Presses Continue without answering anything more until the journey stops: on an incomplete
 * position (invalid or blocked), at the summary, a confirmation or an exit. Warnings are read and
 * passed, as a resident would.
 */
export function continueUntilStopped(journey: Journey, snapshot: JourneySnapshot, run: SyncEffects): JourneySnapshot {
  let current = snapshot;
  for (let moves = 0; moves < 500 && !atEnd(journey, current); moves += 1) {
    const result = continuePastWarning(journey, current, run);
    if (result.status !== 'moved') return current;
    current = result.snapshot;
  }
  return current;
}
