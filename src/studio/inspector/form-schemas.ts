/**
 * The inspector's forms, made from the journey format's own JSON Schema (schemas/journey.schema.json):
 * the part of a step's definition (by its kind) that a form can edit, its questions, and forms
 * built from the journey for its routes and its validation. Every description of the schema is
 * the help text rjsf shows under a field; the titles are plain English for analysts.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import journeySchema from '../../../schemas/journey.schema.json';
import { describeCondition, type Condition, type NamedCondition } from '../../../engine';
import { JOURNEY_FORMATS } from '../../../engine/validation/journey-formats';
import type { JourneyView, JsonObject, Rule } from './journey-model';
import { namedMap, ruleTargets } from './journey-model';

export type Schema = Record<string, unknown>;
export const definitions = journeySchema.definitions as Record<string, Schema>;

/** Plain-English titles of the format's properties (rjsf would show the property name otherwise). */
const TITLES: Record<string, string> = {
  description: 'Note for analysts',
  route: 'Address (route)',
  headingKey: 'Words key of the heading',
  paragraphKeys: 'Words keys of the paragraphs',
  changeKey: 'Words key of the change links',
  finishTo: 'Where Finish goes',
  delayMs: 'Pause after Continue (milliseconds)',
  continueKey: 'Words key of the Continue button',
  showInSummary: 'Show the answers on the summary',
  answer: 'Answer key',
  answersLabelKey: 'Words key of the answers on the summary',
  summaryQuestionKey: 'Words key of the question on the summary',
  requiredMessageKey: 'Words key when a question is not answered',
  sent: 'Sent with a payload',
  notSentBecause: 'Why it is not sent',
  widget: 'Kind of answer',
  labelKey: 'Words key of the question',
  hintKey: 'Words key of the hint',
  placeholderKey: 'Words key of the placeholder',
  summaryLabelKey: 'Words key of the summary row',
  maxLength: 'Most characters',
  limitKey: 'Words key when the limit is reached',
  options: 'Options',
  optionsFrom: 'Options from a list',
  invalidOptionKey: 'Words key when the answer is not an option',
  matchRequired: 'Typed text must match an option',
  remove: 'Characters removed from typed text',
  joinLines: 'Join typed lines',
  checkWhileTyping: 'Check while typing',
  value: 'Value recorded',
  fact: 'Fact holding the list',
  label: 'Property shown as the option',
  sort: 'Order',
  extra: 'Extra options after the list',
  where: 'Only items with these values',
  keywords: 'Property of words that also find it',
  characters: 'Characters removed',
  exceptInUrls: 'Not inside web addresses',
  messageKey: 'Words key of the message',
};

/** The properties a step form shows; the rest (conditions, effects, blocks, validation...) has forms of its own or the JSON view. */
const STEP_FORM_PROPERTIES = [
  'description',
  'route',
  'headingKey',
  'paragraphKeys',
  'changeKey',
  'finishTo',
  'answer',
  'answersLabelKey',
  'summaryQuestionKey',
  'requiredMessageKey',
  'continueKey',
  'delayMs',
  'showInSummary',
];

/** Properties of a question and an option left to the JSON view: conditions nest without end, which a form cannot draw. */
const FIELD_JSON_ONLY = ['shownWhen', 'sent', 'notSentBecause'];

/** A copy of a schema with the defaults left out (a form would write them into the text) and titles added. */
export function prepared(schema: unknown, name?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => prepared(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default' || key === 'examples') continue;
    if (key === 'properties' && typeof value === 'object' && value !== null)
      out.properties = Object.fromEntries(
        Object.entries(value).map(([property, inner]) => [property, prepared(inner, property)]),
      );
    else out[key] = prepared(value);
  }
  if (name && TITLES[name] && out.title === undefined) out.title = TITLES[name];
  return out;
}

/** The definitions a schema reaches through its $refs, prepared. */
export function reachable(schema: unknown, found: Record<string, unknown> = {}): Record<string, unknown> {
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof inner === 'string' ? /^#\/definitions\/(.+)$/.exec(inner)?.[1] : undefined;
        if (name && !(name in found) && definitions[name]) {
          found[name] = prepared(definitions[name]);
          walk(found[name]);
        } else walk(inner);
      }
  };
  walk(schema);
  return found;
}

function withDefinitions(schema: Schema): RJSFSchema {
  return { ...schema, definitions: reachable(schema) } as RJSFSchema;
}

const KIND_DEFINITIONS: Record<string, string> = {
  question: 'questionStep',
  summary: 'summaryStep',
  confirmation: 'confirmationStep',
  generated: 'generatedStep',
};

/** The form of a step's own settings, from the schema's definition of its kind. */
export function stepFormSchema(kind: string): { schema: RJSFSchema; properties: string[] } | undefined {
  const definition = definitions[KIND_DEFINITIONS[kind] ?? ''];
  if (!definition) return undefined;
  const all = definition.properties as Schema;
  const properties = STEP_FORM_PROPERTIES.filter((property) => property in all);
  const schema: Schema = {
    type: 'object',
    description: definition.description,
    required: (definition.required as string[]).filter((property) => properties.includes(property)),
    properties: Object.fromEntries(properties.map((property) => [property, prepared(all[property], property)])),
  };
  if (properties.includes('sent')) schema.dependencies = { sent: ['notSentBecause'], notSentBecause: ['sent'] };
  return { schema: withDefinitions(schema), properties };
}

/** The form of a step's questions: the schema's field and option, without their conditions. */
export function questionsFormSchema(hidden: readonly string[] = FIELD_JSON_ONLY): RJSFSchema {
  const field = prepared(definitions.field) as Schema;
  const fieldProperties = { ...(field.properties as Schema) };
  for (const property of new Set([...FIELD_JSON_ONLY, ...hidden])) delete fieldProperties[property];
  const option = prepared(definitions.option) as Schema;
  const optionProperties = { ...(option.properties as Schema) };
  delete optionProperties.shownWhen;
  const formOption = { ...option, properties: optionProperties };
  if (fieldProperties.optionsFrom) {
    // `where` is a map of anyOf values, whose chooser rjsf draws without a label: the JSON view edits it.
    const source = prepared(definitions.optionsSource) as Schema;
    const { where: _where, ...sourceProperties } = source.properties as Schema;
    const extra = sourceProperties.extra as Schema;
    fieldProperties.optionsFrom = {
      ...source,
      title: TITLES.optionsFrom,
      properties: { ...sourceProperties, extra: { ...extra, items: formOption } },
    };
  }
  if (fieldProperties.options) fieldProperties.options = { ...(fieldProperties.options as Schema), items: formOption };
  const { dependencies } = field as { dependencies: Record<string, string[]> };
  const formField = { ...field, properties: fieldProperties, dependencies: { limitKey: dependencies.limitKey } };
  return withDefinitions({
    type: 'array',
    title: 'Questions',
    description: 'The questions on the page, in order.',
    items: formField,
  });
}

/** The questions form's layout: no reordering (a moved question would leave its conditions behind). */
export const QUESTIONS_UI: UiSchema = {
  'ui:options': { orderable: false },
  items: {
    options: { 'ui:options': { orderable: false } },
    optionsFrom: { extra: { 'ui:options': { orderable: false } } },
  },
};

/** A route's row in the routes form: where it goes and when. */
export interface RouteRow {
  to: string;
  when: string;
}

const ALWAYS = 'always';

function isRef(condition: unknown): condition is { ref: string } {
  return (
    typeof condition === 'object' &&
    condition !== null &&
    typeof (condition as { ref?: unknown }).ref === 'string' &&
    Object.keys(condition).length === 1
  );
}

/** The routes form's rows of some rules: a named list is "use:<name>", a condition written out is "written-<n>". */
export function routeRows(rules: Rule[]): RouteRow[] {
  return rules.map((rule, at) => ({
    to: rule.use !== undefined ? `use:${rule.use}` : (rule.to ?? ''),
    when:
      rule.use !== undefined || rule.when === undefined ? ALWAYS : isRef(rule.when) ? rule.when.ref : `written-${at}`,
  }));
}

/** The rules of the routes form's rows; conditions written out are kept as they were. */
export function rulesOfRows(rows: Partial<RouteRow>[], original: Rule[]): Rule[] {
  return rows.map((row) => {
    const to = row.to ?? '';
    if (to.startsWith('use:')) return { use: to.slice(4) };
    const when = row.when ?? ALWAYS;
    const written = /^written-(\d+)$/.exec(when);
    if (written) return { to, when: original[Number(written[1])]?.when };
    return when === ALWAYS ? { to } : { to, when: { ref: when } };
  });
}

/** The words of a step id for a select: its heading's words when it has some. */
export type StepWords = (stepId: string) => string | undefined;

/** The routes form: each rule's target (a select of the steps, exits and rule lists) and its condition (a select of the named conditions). */
export function routesFormSchema(journey: JourneyView, rules: Rule[], wordsOf: StepWords): RJSFSchema {
  const { steps, exits } = ruleTargets(journey);
  const conditions = namedMap(journey, 'conditions');
  const lists = namedMap(journey, 'ruleLists');
  const targets = [
    ...steps.map((id) => ({ const: id, title: wordsOf(id) ? `Step ${id}: ${wordsOf(id)}` : `Step ${id}` })),
    ...exits.map((id) => ({ const: id, title: `Leave the journey: ${id}` })),
    ...Object.entries(lists).map(([name, list]) => ({
      const: `use:${name}`,
      title: `The rules of "${name}": ${String(list.description ?? '')}`,
    })),
  ];
  const known = new Set(targets.map((target) => target.const));
  for (const rule of rules)
    if (rule.to !== undefined && !known.has(rule.to)) {
      targets.push({ const: rule.to, title: `${rule.to} (no such step or exit)` });
      known.add(rule.to);
    }
  const named = conditions as unknown as Record<string, NamedCondition>;
  const whens = [
    { const: ALWAYS, title: 'Always (no condition)' },
    ...Object.entries(conditions).map(([name, condition]) => ({
      const: name,
      title: `${name}: ${String(condition.description ?? '')}`,
    })),
    ...rules.flatMap((rule, at) =>
      rule.when !== undefined && !isRef(rule.when)
        ? [{ const: `written-${at}`, title: `As written in the JSON view: ${safeSentence(rule.when, named)}` }]
        : [],
    ),
  ];
  for (const rule of rules)
    if (isRef(rule.when) && !(rule.when.ref in conditions))
      whens.push({ const: rule.when.ref, title: `${rule.when.ref} (no such condition)` });
  return {
    type: 'array',
    title: 'Where Continue goes',
    description: (definitions.rules as Schema).description as string,
    items: {
      type: 'object',
      required: ['to'],
      properties: {
        to: {
          type: 'string',
          title: 'Goes to',
          description: 'The step or exit to move to.',
          oneOf: targets,
        },
        when: {
          type: 'string',
          title: 'When',
          description: 'The named condition under which this route is taken; rules are tried in order.',
          oneOf: whens,
        },
      },
    },
  } as RJSFSchema;
}

/** A condition in plain English, or why it cannot be said (a condition half-written in the JSON view). */
export function safeSentence(condition: unknown, named: Record<string, NamedCondition>): string {
  try {
    return describeCondition(condition as Condition, named);
  } catch {
    return 'a condition the studio cannot read yet';
  }
}

/** The routes form's layout: rules keep their order (the first that holds wins), so no reordering by mistake. */
export const ROUTES_UI: UiSchema = {
  'ui:options': { orderable: false },
  items: { when: { 'ui:placeholder': undefined } },
};

/** One answer's validation, as the validation form shows it. */
export interface AnswerValidation {
  required?: boolean;
  requiredMessage?: string;
  format?: string;
  formatMessage?: string;
  maxLength?: number;
}

/** The validation form: for each answer of the step, whether it is required, its named format and their messages. */
export function validationFormSchema(answers: string[]): RJSFSchema {
  const messageKey = { type: 'string', pattern: (definitions.messageKey as Schema).pattern };
  const formats = Object.entries(JOURNEY_FORMATS).map(([name, format]) => ({
    const: name,
    title: `${name}: ${format.description}`,
  }));
  return {
    type: 'object',
    title: 'Validation',
    description:
      'What the answers must be before Continue moves on. Named formats are the journeys\' shared rules (docs/journeys/README.md, "Named validation formats"); anything more is in the JSON view.',
    properties: Object.fromEntries(
      answers.map((answer) => [
        answer,
        {
          type: 'object',
          title: `Answer "${answer}"`,
          properties: {
            required: { type: 'boolean', title: 'The resident must answer it' },
            requiredMessage: { ...messageKey, title: 'Words key when it is not answered' },
            format: {
              type: 'string',
              title: 'Named format',
              description: 'A rule the answer must follow.',
              oneOf: formats,
            },
            formatMessage: { ...messageKey, title: 'Words key when the format is not followed' },
            maxLength: { type: 'integer', minimum: 1, title: 'Most characters' },
          },
        },
      ]),
    ),
  } as RJSFSchema;
}

const objectAt = (value: unknown): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};

/** The validation form's data of a step's validation fragment. */
export function validationRows(validation: unknown, answers: string[]): Record<string, AnswerValidation> {
  const fragment = objectAt(validation);
  const required = Array.isArray(fragment.required) ? fragment.required : [];
  const requiredMessages = objectAt(objectAt(fragment.errorMessage).required);
  const properties = objectAt(fragment.properties);
  return Object.fromEntries(
    answers.map((answer) => {
      const property = objectAt(properties[answer]);
      const row: AnswerValidation = { required: required.includes(answer) };
      if (typeof requiredMessages[answer] === 'string') row.requiredMessage = requiredMessages[answer];
      if (typeof property.format === 'string') row.format = property.format;
      const formatMessage = objectAt(property.errorMessage).format;
      if (typeof formatMessage === 'string') row.formatMessage = formatMessage;
      if (typeof property.maxLength === 'number') row.maxLength = property.maxLength;
      return [answer, row];
    }),
  );
}

/** A step's validation fragment with the form's rows applied; what the form does not show is kept. */
export function validationWithRows(
  validation: unknown,
  rows: Record<string, AnswerValidation | undefined>,
): JsonObject | undefined {
  const fragment: JsonObject = structuredClone(objectAt(validation));
  for (const [answer, row = {}] of Object.entries(rows)) {
    const required = Array.isArray(fragment.required) ? [...(fragment.required as unknown[])] : [];
    if (row.required && !required.includes(answer)) fragment.required = [...required, answer];
    if (!row.required && required.includes(answer)) fragment.required = required.filter((name) => name !== answer);
    const errorMessage = objectAt(fragment.errorMessage);
    const requiredMessages = { ...objectAt(errorMessage.required) };
    if (row.requiredMessage) requiredMessages[answer] = row.requiredMessage;
    else delete requiredMessages[answer];
    if (Object.keys(requiredMessages).length > 0)
      fragment.errorMessage = { ...errorMessage, required: requiredMessages };
    else if ('errorMessage' in fragment) {
      const { required: _dropped, ...rest } = errorMessage;
      fragment.errorMessage = Object.keys(rest).length > 0 ? rest : undefined;
    }
    const properties = { ...objectAt(fragment.properties) };
    const property: JsonObject = { ...objectAt(properties[answer]) };
    const wanted = row.format !== undefined || row.maxLength !== undefined || row.formatMessage !== undefined;
    if (!wanted && properties[answer] === undefined) continue;
    if (property.type === undefined && wanted) property.type = 'string';
    property.format = row.format;
    property.maxLength = row.maxLength;
    const messages = { ...objectAt(property.errorMessage) };
    messages.format = row.formatMessage;
    property.errorMessage = Object.values(messages).some((value) => value !== undefined) ? messages : undefined;
    properties[answer] = property;
    fragment.properties = properties;
  }
  if (Array.isArray(fragment.required) && fragment.required.length === 0) delete fragment.required;
  return Object.keys(fragment).length > 0 ? fragment : undefined;
}
