/**
 * Reading a journey's held text for the inspector: its steps, the ids a rule may lead to, the
 * named conditions, and the message keys a step names (whose words the inspector shows).
 * The format is docs/journeys/README.md's (schemas/journey.schema.json).
 */
import { readJson } from './json-text-edits';

export type JsonObject = Record<string, unknown>;

/** A rule of a next or back list: a move, or the rules of a named list. */
export interface Rule {
  to?: string;
  when?: unknown;
  use?: string;
}

/** A journey read from its text, as far as the text goes. */
export interface JourneyView {
  raw: JsonObject;
  steps: JsonObject[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The journey of a held text; an empty one when the text holds no object. */
export function journeyView(text: string): JourneyView {
  const parsed = readJson(text);
  const raw = isObject(parsed) ? parsed : {};
  const steps = Array.isArray(raw.steps) ? raw.steps.filter(isObject) : [];
  return { raw, steps };
}

/** The index of a step among the journey's steps, or -1. */
export function stepIndex(journey: JourneyView, stepId: string): number {
  const steps = journey.raw.steps;
  return Array.isArray(steps) ? steps.findIndex((step) => isObject(step) && step.id === stepId) : -1;
}

/** The object of a named map of the journey (conditions, exits, ruleLists...), or an empty one. */
export function namedMap(journey: JourneyView, name: string): Record<string, JsonObject> {
  const map = journey.raw[name];
  return isObject(map)
    ? (Object.fromEntries(Object.entries(map).filter(([, value]) => isObject(value))) as Record<string, JsonObject>)
    : {};
}

/** The ids a rule's `to` may name: every step, then every exit. */
export function ruleTargets(journey: JourneyView): { steps: string[]; exits: string[] } {
  return {
    steps: journey.steps.map((step) => step.id).filter((id): id is string => typeof id === 'string'),
    exits: Object.keys(namedMap(journey, 'exits')),
  };
}

/** A step's rules of a list (next or back), as written. */
export function rulesOf(step: JsonObject, list: 'next' | 'back' = 'next'): Rule[] {
  const rules = step[list];
  return Array.isArray(rules) ? rules.filter(isObject) : [];
}

/** A message key a step names, with where it is in the step and what it is, in plain words. */
export interface StepMessageKey {
  key: string;
  /** What the words are for: "Heading", "Label of the question pets-in-home". */
  label: string;
  /** The path of the key inside the step (its JSON path from the step). */
  path: (string | number)[];
  /** A key suggested for words the step has no key for yet: typing words writes the key there too. */
  unassigned?: boolean;
}

/**
 * Keys for the words a step lacks a key for (a question added in the form has no labelKey yet),
 * named as the locale file names them: `<prefix>.<step>.label`, `<prefix>.<step>.<option value>`,
 * `<prefix>.<step>.heading`.
 *
 * @example
 * suggestedKeys({ id: 'pets', kind: 'question', fields: [{ answer: 'pets-in-home' }] }, 'repair')[0].key // 'repair.pets.label'
 */
export function suggestedKeys(step: JsonObject, prefix: string): StepMessageKey[] {
  const base = `${prefix}.${String(step.id)}`;
  const taken = new Set(stepMessageKeys(step).map((entry) => entry.key));
  const out: StepMessageKey[] = [];
  const suggest = (part: string, label: string, path: (string | number)[]) => {
    const key = taken.has(`${base}.${part}`) ? `${base}.${part}-${path.join('-')}` : `${base}.${part}`;
    taken.add(key);
    out.push({ key, label, path, unassigned: true });
  };
  if (step.kind !== undefined && typeof step.headingKey !== 'string') suggest('heading', 'Heading', ['headingKey']);
  const fields = Array.isArray(step.fields) ? step.fields.filter(isObject) : [];
  fields.forEach((field, at) => {
    const answer = typeof field.answer === 'string' ? field.answer : `question ${at + 1}`;
    if (typeof field.labelKey !== 'string')
      suggest(fields.length === 1 ? 'label' : answer.replace(/\s+/g, '-'), `Question "${answer}"`, [
        'fields',
        at,
        'labelKey',
      ]);
    const options = Array.isArray(field.options) ? field.options.filter(isObject) : [];
    options.forEach((option, index) => {
      if (
        typeof option.labelKey === 'string' ||
        typeof option.value !== 'string' ||
        !/^[A-Za-z0-9_-]+$/.test(option.value)
      )
        return;
      suggest(option.value, `Option "${option.value}" of "${answer}"`, ['fields', at, 'options', index, 'labelKey']);
    });
  });
  return out;
}

function fieldKeys(field: JsonObject, at: number, out: StepMessageKey[]): void {
  const answer = typeof field.answer === 'string' ? field.answer : `question ${at + 1}`;
  const named: [string, string][] = [
    ['labelKey', `Question "${answer}"`],
    ['hintKey', `Hint of "${answer}"`],
    ['placeholderKey', `Placeholder of "${answer}"`],
    ['summaryLabelKey', `Summary label of "${answer}"`],
    ['limitKey', `Limit message of "${answer}"`],
    ['invalidOptionKey', `Message when "${answer}" is not an option`],
  ];
  for (const [property, label] of named)
    if (typeof field[property] === 'string') out.push({ key: field[property], label, path: ['fields', at, property] });
  const options = Array.isArray(field.options) ? field.options.filter(isObject) : [];
  options.forEach((option, index) => {
    const value = typeof option.value === 'string' ? option.value : String(index + 1);
    if (typeof option.labelKey === 'string')
      out.push({
        key: option.labelKey,
        label: `Option "${value}" of "${answer}"`,
        path: ['fields', at, 'options', index, 'labelKey'],
      });
    if (typeof option.hintKey === 'string')
      out.push({
        key: option.hintKey,
        label: `Hint of option "${value}"`,
        path: ['fields', at, 'options', index, 'hintKey'],
      });
  });
  const remove = field.remove;
  if (isObject(remove) && typeof remove.messageKey === 'string')
    out.push({
      key: remove.messageKey,
      label: `Message when characters are removed from "${answer}"`,
      path: ['fields', at, 'remove', 'messageKey'],
    });
}

/** Every string under a validation fragment's errorMessage keywords, with the keyword path that names it. */
function errorMessageKeys(value: unknown, path: (string | number)[], inMessage: boolean, out: StepMessageKey[]): void {
  if (typeof value === 'string') {
    if (inMessage)
      out.push({
        key: value,
        label: `Error message (${path
          .filter((part) => part !== 'errorMessage')
          .slice(1)
          .join(' › ')})`,
        path,
      });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, at) => errorMessageKeys(item, [...path, at], inMessage, out));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value))
    if (inMessage || key === 'errorMessage' || isObject(inner) || Array.isArray(inner))
      errorMessageKeys(inner, [...path, key], inMessage || key === 'errorMessage', out);
}

/**
 * The message keys a step names (heading, paragraphs, questions, options, validation messages,
 * blocks, buttons), in the order a resident meets them, each once.
 *
 * @example
 * stepMessageKeys({ id: 'a', kind: 'confirmation', headingKey: 'a.heading' })[0] // { key: 'a.heading', label: 'Heading', ... }
 */
export function stepMessageKeys(step: JsonObject): StepMessageKey[] {
  const out: StepMessageKey[] = [];
  if (typeof step.headingKey === 'string') out.push({ key: step.headingKey, label: 'Heading', path: ['headingKey'] });
  if (Array.isArray(step.paragraphKeys))
    step.paragraphKeys.forEach((key, at) => {
      if (typeof key === 'string') out.push({ key, label: `Paragraph ${at + 1}`, path: ['paragraphKeys', at] });
    });
  if (Array.isArray(step.fields)) step.fields.forEach((field, at) => isObject(field) && fieldKeys(field, at, out));
  errorMessageKeys(step.validation, ['validation'], false, out);
  if (Array.isArray(step.blocks))
    step.blocks.forEach((block, at) => {
      if (isObject(block) && typeof block.messageKey === 'string')
        out.push({ key: block.messageKey, label: `Message ${at + 1} on Continue`, path: ['blocks', at, 'messageKey'] });
    });
  for (const [property, label] of [
    ['requiredMessageKey', 'Message when a question is not answered'],
    ['changeKey', 'Change links'],
    ['continueKey', 'Continue button'],
  ] as const)
    if (typeof step[property] === 'string') out.push({ key: step[property], label, path: [property] });
  if (isObject(step.slowNotice) && typeof step.slowNotice.messageKey === 'string')
    out.push({
      key: step.slowNotice.messageKey,
      label: 'Notice while Continue waits',
      path: ['slowNotice', 'messageKey'],
    });
  const seen = new Set<string>();
  return out.filter((entry) => !seen.has(entry.key) && Boolean(seen.add(entry.key)));
}
