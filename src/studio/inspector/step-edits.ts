/**
 * The inspector's larger edits of a journey's held text: adding a question step between a step
 * and where its rules led, and removing a step with the rules that led to it re-pointed. Each is
 * a few jsonc-parser edits at JSON paths, never a re-written file.
 */
import type { HeldTexts } from './inspector-store-port';
import { insertAt, setAt } from './json-text-edits';
import { journeyView, namedMap, rulesOf, stepIndex, type JourneyView, type JsonObject } from './journey-model';
import { QUESTION_LINE_FIELD } from './send-targets';
import { setWords } from './words';

/** Small words left out of a suggested id, so that it says what the question is about. */
const SMALL_WORDS = new Set(
  'a an and any are at do does for from have in is of on or that the there this to you your'.split(' '),
);

/** A kebab-case id from some words, without the small ones: "Do you have pets in your home?" gives "pets-home". */
export function idFromWords(words: string, maxParts = 6): string {
  const all = words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const meaningful = all.filter((word) => !SMALL_WORDS.has(word));
  const parts = (meaningful.length > 0 ? meaningful : all).slice(0, maxParts);
  const id = parts.join('-');
  if (id === '') return '';
  return /^[a-z]/.test(id) ? id : `step-${id}`;
}

/** A step id not yet used in the journey (steps and exits share their ids): the id, or the id with -2, -3... */
export function unusedId(journey: JourneyView, id: string): string {
  const used = new Set([...journey.steps.map((step) => step.id), ...Object.keys(namedMap(journey, 'exits'))]);
  let candidate = id;
  for (let count = 2; used.has(candidate); count += 1) candidate = `${id}-${count}`;
  return candidate;
}

/** The route for a new step: "/" and its id, lower case, not yet any step's route. */
export function routeFor(journey: JourneyView, id: string): string {
  const routes = new Set(journey.steps.map((step) => String(step.route ?? '').toLowerCase()));
  const base = `/${id.toLowerCase()}`;
  let route = base;
  for (let count = 2; routes.has(route); count += 1) route = `${base}${count}`;
  return route;
}

/** The prefix of a journey's message keys: "repair" from repair.vulnerability.heading (or its title key). */
export function keyPrefix(journey: JourneyView, step: JsonObject | undefined): string {
  const key = typeof step?.headingKey === 'string' ? step.headingKey : String(journey.raw.titleKey ?? 'journey');
  return key.split('.')[0] ?? 'journey';
}

/** What happens to the new question's answer. */
export type AnswerFate = { sent: true; path: (string | number)[] } | { sent: false; notSentBecause: string };

/** The kinds of answer the add-a-step form offers. */
export type AnswerKind = 'yes-no' | 'radios' | 'text';

/** The new question step, as the analyst described it. */
export interface NewQuestionStep {
  id: string;
  route: string;
  heading: string;
  question: string;
  answer: string;
  kind: AnswerKind;
  /** For radios: each option's value and words. */
  options?: { value: string; words: string }[];
  /** The words shown when the question is not answered. */
  required: string;
  /** The step whose rules led to `before` and now lead to the new step. */
  after: string;
  /** Where the after step's rules led: the new step leads there. */
  before: string;
  fate: AnswerFate;
}

/**
 * Adds a question step after `after`: its rules that led to `before` lead to the new step, the
 * new step leads to `before`, it joins `after`'s section just after it, its words are added to
 * the locale text under `<prefix>.<id>.<part>`, and its answer is either sent (one question line
 * in the chosen list) or marked `"sent": false` with the reason.
 */
export function addQuestionStep(held: HeldTexts, file: string, step: NewQuestionStep): HeldTexts {
  const original = held.journeys[file];
  if (original === undefined) throw new Error(`The studio holds no journey file ${file}.`);
  let text = original;
  const journey = journeyView(text);
  const at = stepIndex(journey, step.after);
  if (at < 0) throw new Error(`The journey has no step "${step.after}".`);
  const previous = journey.steps[at] as JsonObject;
  const prefix = `${keyPrefix(journey, previous)}.${step.id}`;
  let words = held.words;
  const word = (part: string, value: string) => {
    const key = `${prefix}.${part}`;
    words = setWords(words, key, value);
    return key;
  };

  const field: JsonObject = {
    answer: step.answer,
    widget: step.kind,
    labelKey: word('label', step.question),
  };
  if (step.kind === 'radios')
    field.options = (step.options ?? []).map((option) => ({
      value: option.value,
      labelKey: word(option.value, option.words),
    }));
  // Free text is checked as every free text of the journeys is (docs/rules.md REP-VAL-08).
  if (step.kind === 'text') field.maxLength = 500;
  if (!step.fate.sent) Object.assign(field, { sent: false, notSentBecause: step.fate.notSentBecause });
  const validation: JsonObject = {
    type: 'object',
    required: [step.answer],
    ...(step.kind === 'text'
      ? { properties: { [step.answer]: { type: 'string', format: 'safe-free-text', maxLength: 500 } } }
      : {}),
    errorMessage: { required: { [step.answer]: word('required', step.required) } },
  };
  const created: JsonObject = {
    id: step.id,
    kind: 'question',
    route: step.route,
    headingKey: word('heading', step.heading),
    fields: [field],
    validation,
    next: [{ to: step.before }],
  };

  // Rules first (their paths are under the step before, whose index does not move), then the step.
  rulesOf(previous).forEach((rule, index) => {
    if (rule.to === step.before) text = setAt(text, ['steps', at, 'next', index, 'to'], step.id);
  });
  text = insertAt(text, ['steps', at + 1], created);
  const sections = Array.isArray(journey.raw.sections) ? journey.raw.sections : [];
  sections.forEach((section, index) => {
    const ids = (section as JsonObject).steps;
    if (Array.isArray(ids) && ids.includes(step.after))
      text = insertAt(text, ['sections', index, 'steps', ids.indexOf(step.after) + 1], step.id);
  });
  if (step.fate.sent) {
    const list = step.fate.path.reduce<unknown>(
      (value, part) => (value as Record<string | number, unknown> | undefined)?.[part],
      journey.raw,
    );
    const length = Array.isArray(list) ? list.length : 0;
    text = insertAt(text, [...step.fate.path, length], { field: QUESTION_LINE_FIELD, question: step.answer });
  }
  return { journeys: { ...held.journeys, [file]: text }, words };
}

/** The first `to` of a step's rules (where the step itself leads when it is passed over), if any. */
export function firstTarget(step: JsonObject): string | undefined {
  return rulesOf(step).find((rule) => typeof rule.to === 'string')?.to;
}

/**
 * Removes a step: every rule of the journey that led to it (steps' next and back, named rule
 * lists, the exits of an included journey) now leads to its own first `to`; `start` too; it leaves its section. What is left
 * dangling (a section with no steps, a condition reading its answer) the check reports.
 */
export function removeStep(held: HeldTexts, file: string, stepId: string): HeldTexts {
  const original = held.journeys[file];
  if (original === undefined) throw new Error(`The studio holds no journey file ${file}.`);
  let text = original;
  const journey = journeyView(text);
  const at = stepIndex(journey, stepId);
  if (at < 0) throw new Error(`The journey has no step "${stepId}".`);
  const removed = journey.steps[at] as JsonObject;
  const target = firstTarget(removed);
  const repoint = (path: (string | number)[], rules: unknown) => {
    if (!Array.isArray(rules) || target === undefined) return;
    rules.forEach((rule, index) => {
      if ((rule as JsonObject | null)?.to === stepId) text = setAt(text, [...path, index, 'to'], target);
    });
  };
  journey.steps.forEach((step, index) => {
    if (index === at) return;
    repoint(['steps', index, 'next'], step.next);
    repoint(['steps', index, 'back'], step.back);
  });
  for (const [name, list] of Object.entries(namedMap(journey, 'ruleLists')))
    repoint(['ruleLists', name, 'rules'], list.rules);
  // An included journey's exits become rules of this one (damp-and-mould's in the repair, docs/adr/0002).
  const includes = Array.isArray(journey.raw.includes) ? journey.raw.includes : [];
  includes.forEach((include, at) => {
    const exits = (include as JsonObject | null)?.exits;
    if (typeof exits === 'object' && exits !== null)
      for (const [name, rules] of Object.entries(exits)) repoint(['includes', at, 'exits', name], rules);
  });
  if (journey.raw.start === stepId && target !== undefined) text = setAt(text, ['start'], target);
  const sections = Array.isArray(journey.raw.sections) ? journey.raw.sections : [];
  sections.forEach((section, index) => {
    const ids = (section as JsonObject).steps;
    if (Array.isArray(ids) && ids.includes(stepId))
      text = setAt(text, ['sections', index, 'steps', ids.indexOf(stepId)], undefined);
  });
  text = setAt(text, ['steps', at], undefined);
  return { ...held, journeys: { ...held.journeys, [file]: text } };
}
