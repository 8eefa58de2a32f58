/**
 * A journey's named conditions as the inspector edits them (issue 28, "routes and named
 * conditions"): where each is used (a condition a rule or another condition names cannot be
 * removed without breaking them), which ones the selected step's routes use, the answers a new
 * condition may compare, and the text edits that add and remove one.
 */
import { removeAt, setAt } from './json-text-edits';
import { namedMap, type JourneyView, type JsonObject } from './journey-model';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A condition that names another ({ "ref": "is-property" }): the format allows nothing beside ref. */
function refOf(value: unknown): string | undefined {
  return isObject(value) && typeof value.ref === 'string' && Object.keys(value).length === 1 ? value.ref : undefined;
}

/** Every { ref } under a value, with its JSON path, in document order. */
function refsUnder(value: unknown, path: (string | number)[], out: { name: string; path: (string | number)[] }[]) {
  const name = refOf(value);
  if (name !== undefined) {
    out.push({ name, path });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, at) => refsUnder(item, [...path, at], out));
  else if (isObject(value)) for (const [key, inner] of Object.entries(value)) refsUnder(inner, [...path, key], out);
}

/** Where a ref at a path is, in words an analyst knows: "the route from "covid" to "customer-details"". */
function placeOf(journey: JourneyView, path: (string | number)[]): string {
  const [top, key, list, at] = path;
  if (top === 'steps' && typeof key === 'number') {
    const step = journey.steps[key];
    const id = String(step?.id ?? `step ${key + 1}`);
    if ((list === 'next' || list === 'back') && typeof at === 'number') {
      const rules = step?.[list];
      const rule = Array.isArray(rules) && isObject(rules[at]) ? rules[at] : {};
      const to = typeof rule.to === 'string' ? ` to "${rule.to}"` : '';
      return `the ${list === 'back' ? 'Back ' : ''}route from "${id}"${to}`;
    }
    if (list === 'fields') return `a question of the step "${id}" (shown when it holds)`;
    if (list === 'blocks') return `a message of the step "${id}"`;
    return `the step "${id}" (${String(list)})`;
  }
  if (top === 'conditions') return `the condition "${String(key)}"`;
  if (top === 'ruleLists') return `the rules of "${String(key)}"`;
  if (top === 'includes') return 'the routes after an included journey';
  if (top === 'fieldLists') return `the payload lines of "${String(key)}"`;
  return `/${path.join('/')}`;
}

/**
 * Where each named condition is used, by name: every route, question, message or condition that
 * names it, in words, each once.
 *
 * @example
 * conditionUses(journeyView(repairText))['damp-checks-on'] // ['the condition "damp-questions-asked"']
 */
export function conditionUses(journey: JourneyView): Record<string, string[]> {
  const found: { name: string; path: (string | number)[] }[] = [];
  refsUnder(journey.raw, [], found);
  const uses: Record<string, string[]> = {};
  // The portal opens a journey only while its condition "available" holds (src/journeys/open-journey.ts).
  if ('available' in namedMap(journey, 'conditions'))
    uses.available = ['the portal, which opens the journey only while it holds'];
  for (const { name, path } of found) {
    const place = placeOf(journey, path);
    const list = (uses[name] ??= []);
    if (!list.includes(place)) list.push(place);
  }
  return uses;
}

/**
 * The named conditions the step's routes use (its next and back rules, and the rules of the rule
 * lists they use), in the order they are met.
 */
export function stepConditionNames(journey: JourneyView, step: JsonObject | undefined): string[] {
  if (!step) return [];
  const found: { name: string; path: (string | number)[] }[] = [];
  const lists = namedMap(journey, 'ruleLists');
  for (const list of ['next', 'back'] as const) {
    const rules = Array.isArray(step[list]) ? (step[list] as unknown[]) : [];
    refsUnder(rules, [], found);
    for (const rule of rules) if (isObject(rule) && typeof rule.use === 'string') refsUnder(lists[rule.use], [], found);
  }
  return [...new Set(found.map((entry) => entry.name))];
}

/** An answer of the journey a condition may compare, with the values its question offers (when fixed). */
export interface AnswerChoice {
  answer: string;
  stepId: string;
  /** The values the question records, when it offers fixed options (yes-no records yes or no). */
  values?: string[];
}

/** The answers the journey's questions record, in step order, each once. */
export function answerChoices(journey: JourneyView): AnswerChoice[] {
  const out: AnswerChoice[] = [];
  for (const step of journey.steps) {
    const fields = Array.isArray(step.fields) ? step.fields.filter(isObject) : [];
    for (const field of fields) {
      if (typeof field.answer !== 'string' || out.some((choice) => choice.answer === field.answer)) continue;
      const options = Array.isArray(field.options) ? field.options.filter(isObject) : [];
      const values =
        field.widget === 'yes-no'
          ? ['yes', 'no']
          : options.length > 0 && field.optionsFrom === undefined
            ? options.map((option) => option.value).filter((value): value is string => typeof value === 'string')
            : undefined;
      out.push({ answer: field.answer, stepId: String(step.id), ...(values ? { values } : {}) });
    }
  }
  return out;
}

/** A condition's name as the format wants it (the schema's id): kebab-case. */
export const CONDITION_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why a name cannot be a new condition's, or undefined when it can. */
export function conditionNameProblem(journey: JourneyView, name: string): string | undefined {
  if (name === '') return 'Give the condition a name.';
  if (!CONDITION_NAME.test(name)) return 'Write the name in lower-case words joined by hyphens, for example has-pets.';
  if (name in namedMap(journey, 'conditions')) return `There is already a condition "${name}": choose another name.`;
  return undefined;
}

/** The text with a named condition added after the others (the conditions object is made when there is none). */
export function addCondition(text: string, name: string, condition: { description: string; when: unknown }): string {
  return setAt(text, ['conditions', name], condition);
}

/** The text without the named condition. */
export function removeCondition(text: string, name: string): string {
  return removeAt(text, ['conditions', name]);
}

/**
 * A condition whose kind the analyst changed to "all of these" or "any of these" keeps what it
 * was as the list's first item (rjsf would start an empty list, which the check refuses and which
 * loses the comparison typed so far). Applied through the whole condition, at every depth.
 *
 * @example
 * keptOnKindChange({ answer: 'asset', equals: 'Block' }, { all: [] }) // { all: [{ answer: 'asset', equals: 'Block' }] }
 */
export function keptOnKindChange(before: unknown, after: unknown): unknown {
  if (Array.isArray(before) && Array.isArray(after)) return after.map((item, at) => keptOnKindChange(before[at], item));
  if (!isObject(before) || !isObject(after)) return after;
  for (const list of ['all', 'any'] as const) {
    const items = after[list];
    const defined = Object.keys(after).filter((key) => after[key] !== undefined);
    if (Array.isArray(items) && items.length === 0 && defined.length === 1 && !(list in before))
      return Object.keys(before).length > 0 ? { [list]: [before] } : after;
  }
  return Object.fromEntries(Object.entries(after).map(([key, value]) => [key, keptOnKindChange(before[key], value)]));
}
