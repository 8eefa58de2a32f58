import { evaluateCondition } from '../conditions/evaluate';
import { readPath, type Scope } from '../definition/scope';
import type {
  Field,
  JourneyDefinition,
  Mapping,
  NamedCondition,
  PayloadGroup,
  PayloadItem,
  PayloadLine,
} from '../definition/types';
import { DERIVATIONS, type Derivation, type DerivationName, type Derivations } from './derivations';

/** The words a payload's question lines are sent in (the locale the resident read the journey in). */
export type PayloadWords = (key: string) => string;

/** What building a payload needs besides the scope: the journey's lists and tables, the words. */
export interface PayloadContext {
  definition: Pick<JourneyDefinition, 'steps' | 'mappings' | 'fieldLists' | 'payloads'>;
  named: Record<string, NamedCondition>;
  /** Needed only by question lines; a journey that declares one cannot be sent without it. */
  words?: PayloadWords;
  /** The named derivations (engine/payload/derivations.ts); tests may pass others. */
  derivations?: Derivations;
}

/** A payload being built: a JSON object. */
export type Built = Record<string, unknown>;

const NOTHING = Symbol('nothing');
type Outcome = unknown | typeof NOTHING;

/**
 * The parts of each pointer met so far. The pointers are the journeys' own (a few hundred at
 * most), and a payload is built on every operation that sends one: split and unescaped once each
 * rather than on every line of every build (issue 29 item 3).
 */
const partsOf = new Map<string, readonly string[]>();

/** The parts of a JSON pointer, unescaped (`~1` is `/`, `~0` is `~`). Shared: never change the list. */
export function pointerParts(pointer: string): readonly string[] {
  let parts = partsOf.get(pointer);
  if (!parts) {
    parts = Object.freeze(
      pointer
        .split('/')
        .slice(1)
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')),
    );
    partsOf.set(pointer, parts);
  }
  return parts;
}

/** Reads a pointer of a payload built so far. */
export function readPointer(document: unknown, pointer: string): unknown {
  let value = document;
  for (const part of pointerParts(pointer)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Puts a value at a pointer, making the objects on the way. */
function writePointer(document: Built, pointer: string, value: unknown): void {
  const parts = pointerParts(pointer);
  const last = parts.length - 1;
  let parent: Record<string, unknown> = document;
  for (let i = 0; i < last; i += 1) {
    const part = parts[i] as string;
    const next = parent[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) parent[part] = {};
    parent = parent[part] as Record<string, unknown>;
  }
  parent[parts[last] as string] = value;
}

/** Appends to the list at a pointer (whose last part was `-`), making the list when there is none. */
function appendAt(document: Built, listPointer: string, value: unknown): void {
  const held = readPointer(document, listPointer);
  if (Array.isArray(held)) held.push(value);
  else writePointer(document, listPointer, [value]);
}

function put(document: Built, pointer: string, value: unknown): void {
  if (pointer.endsWith('/-')) appendAt(document, pointer.slice(0, -2), value);
  else writePointer(document, pointer, value);
}

/** The fixed-option question of an answer key, wherever in the journey it is asked. */
function fieldOf(definition: PayloadContext['definition'], answer: string): Field | undefined {
  for (const step of definition.steps)
    if (step.kind === 'question') {
      const field = step.fields.find((candidate) => candidate.answer === answer);
      if (field) return field;
    }
  return undefined;
}

const YES_NO = [
  { value: 'yes', labelKey: 'common.yes' },
  { value: 'no', labelKey: 'common.no' },
];

/**
 * A labelled question-and-answer line (the shape of a work order's additionalInfo and of the case
 * questionnaire's answers, with the words the resident read): nothing for an unanswered question.
 */
function questionLine(answer: string, scope: Scope, context: PayloadContext): Outcome {
  const field = fieldOf(context.definition, answer);
  if (!field) throw new Error(`no question of this journey records the answer "${answer}"`);
  const words = context.words;
  if (!words) throw new Error(`the question line of "${answer}" needs the words of the journey`);
  const value = readPath(scope.answers, answer);
  const questionLabel = words(field.summaryLabelKey ?? field.labelKey);
  const options = field.options ?? (field.widget === 'yes-no' ? YES_NO : undefined);
  if (options || field.optionsFrom) {
    const chosen = (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(String);
    if (chosen.length === 0) return NOTHING;
    const labelOf = (id: string): string => {
      const option = options?.find((candidate) => candidate.value === id);
      if (option) return words(option.labelKey);
      const source = field.optionsFrom;
      if (!source) return id;
      const items = readPath(scope.facts, source.fact);
      const item = Array.isArray(items)
        ? (items as Record<string, unknown>[]).find((entry) => String(readPath(entry, source.value)) === id)
        : undefined;
      return item ? String(readPath(item, source.label)) : id;
    };
    return { questionId: answer, questionLabel, responseId: chosen, responseText: chosen.map(labelOf).join(', ') };
  }
  if (typeof value !== 'string' && typeof value !== 'number') return NOTHING;
  const text = String(value).trim();
  return text === '' ? NOTHING : { questionId: answer, questionLabel, responseText: text };
}

/**
 * What a named derivation gives over a scope, outside a payload (the portal's operations read the
 * chosen property and the chosen reason through the same rule the payloads send).
 *
 * @example
 * deriveValue('chosen-property', scope) // 'AST-30001'
 */
export function deriveValue(name: DerivationName, scope: Scope): unknown {
  return derived(name, scope, {}, { definition: { steps: [] }, named: {} });
}

/** What a line's named derivation gives, reading only what the derivation declares it reads. */
function derived(name: string, scope: Scope, built: Built, context: PayloadContext): unknown {
  const derivations = context.derivations ?? DERIVATIONS;
  const derivation: Derivation | undefined = derivations[name as DerivationName];
  if (!derivation) throw new Error(`no derivation is named "${name}"`);
  const { reads } = derivation;
  const only = <T>(record: Record<string, T>, names: readonly string[] = []) =>
    Object.fromEntries(names.filter((key) => key in record).map((key) => [key, record[key] as T]));
  return derivation.derive({
    answers: only(scope.answers, reads.answers),
    facts: only(scope.facts, reads.facts),
    toggles: only(scope.toggles, reads.toggles),
    payload: Object.fromEntries((reads.payload ?? []).map((pointer) => [pointer, readPointer(built, pointer)])),
  });
}

function sourceOf(line: PayloadLine, scope: Scope, built: Built, context: PayloadContext): Outcome {
  if (line.answer !== undefined) return readPath(scope.answers, line.answer);
  if (line.fact !== undefined) return readPath(scope.facts, line.fact);
  if (line.toggle !== undefined) return scope.toggles[line.toggle];
  if ('value' in line) return line.value;
  if (line.derive !== undefined) return derived(line.derive, scope, built, context);
  if (line.payload !== undefined) return readPointer(built, line.payload);
  if (line.question !== undefined) return questionLine(line.question, scope, context);
  throw new Error(`the line for ${line.field} names no source`);
}

function mapped(value: unknown, mapping: Mapping): Outcome {
  const key = String(value);
  if (Object.hasOwn(mapping.values, key)) return mapping.values[key];
  return 'otherwise' in mapping ? mapping.otherwise : NOTHING;
}

/** The value a line sends, or NOTHING when it sends none. */
function lineValue(line: PayloadLine, scope: Scope, built: Built, context: PayloadContext): Outcome {
  if (line.when && !evaluateCondition(line.when, scope, context.named))
    return 'otherwise' in line ? line.otherwise : NOTHING;
  let value = sourceOf(line, scope, built, context);
  if (value !== NOTHING && value !== undefined && line.pick !== undefined)
    value =
      value !== null && typeof value === 'object' ? readPath(value as Record<string, unknown>, line.pick) : undefined;
  if (value === NOTHING) value = undefined;
  if (line.as === 'text') value = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  else if ((line.as === 'list' || line.as === 'unique-list') && value !== undefined) {
    const list = Array.isArray(value) ? value : [value];
    value = line.as === 'unique-list' ? [...new Set(list)] : list;
  }
  if (line.take !== undefined && Array.isArray(value)) value = value.slice(0, line.take);
  if (line.map !== undefined && value !== undefined) {
    const mapping = context.definition.mappings?.[line.map];
    if (!mapping) throw new Error(`no value table is named "${line.map}"`);
    const result = mapped(value, mapping);
    value = result === NOTHING ? undefined : result;
  }
  if (value === undefined) return 'ifAbsent' in line ? line.ifAbsent : NOTHING;
  return value;
}

/** The plain lines of payload items: named field lists put in place, groups with their condition. */
function* linesOf(
  items: readonly PayloadItem[],
  definition: PayloadContext['definition'],
): Generator<{ line: PayloadLine; group?: PayloadGroup }> {
  for (const item of items) {
    if ('use' in item) {
      const list = definition.fieldLists?.[item.use];
      if (!list) throw new Error(`no field list is named "${item.use}"`);
      yield* linesOf(list.fields, definition);
    } else if ('fields' in item) {
      for (const line of item.fields) yield { line, group: item };
    } else yield { line: item };
  }
}

/**
 * Builds one payload from its lines over a scope: each line's value goes at its pointer, in order
 * (a later line that gives a value replaces an earlier one's); a line without a value sends
 * nothing (REP-ENT-05: an early draft holds only what was answered).
 *
 * @example
 * buildPayload([{ field: '/description', answer: 'additional-details', as: 'text' }], scope, context)
 * // { description: 'The tap drips.' }
 */
export function buildPayload(items: readonly PayloadItem[], scope: Scope, context: PayloadContext): Built {
  const built: Built = {};
  const held = new Map<PayloadGroup, boolean>();
  for (const { line, group } of linesOf(items, context.definition)) {
    if (group) {
      let holds = held.get(group);
      if (holds === undefined) {
        holds = evaluateCondition(group.when, scope, context.named);
        held.set(group, holds);
      }
      if (!holds) continue;
    }
    const value = lineValue(line, scope, built, context);
    if (value !== NOTHING) put(built, line.field, value);
  }
  return built;
}

/**
 * The payloads a journey declares for an operation, built over the scope the operation runs with,
 * by slot (`{ update: {...} }`); undefined when the journey declares none for it.
 *
 * @example
 * payloadsFor('submit-financial-referral', scope, context) // { referral: { referralFor: 'Myself', ... } }
 */
export function payloadsFor(
  operation: string,
  scope: Scope,
  context: PayloadContext,
): Record<string, Built> | undefined {
  const slots = context.definition.payloads?.[operation];
  if (!slots) return undefined;
  return Object.fromEntries(
    Object.entries(slots).map(([slot, payload]) => [slot, buildPayload(payload.fields, scope, context)]),
  );
}
