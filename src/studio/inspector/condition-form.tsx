/**
 * The form of a named condition, made from the journey format's own definitions (namedCondition,
 * condition and its kinds: all, any, not, ref and comparison; schemas/journey.schema.json), with
 * plain-English titles, and the two rjsf parts its choices need to be labelled and unambiguous:
 * a chooser of "which kind" that names itself, and true/false as a choice that can also be unset.
 */
import type { MultiSchemaFieldTemplateProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { isValidElement } from 'react';
import { definitions, prepared, reachable, safeSentence, type Schema } from './form-schemas';
import type { NamedCondition } from '../../../engine';
import type { JsonObject } from './journey-model';

/** A definition of the format, prepared for a form, with a title and its properties retitled. */
function titled(name: string, title: string, properties: Record<string, string> = {}): Schema {
  const schema = prepared(definitions[name]) as Schema;
  const inner = { ...(schema.properties as Record<string, Schema> | undefined) };
  for (const [property, propertyTitle] of Object.entries(properties))
    if (inner[property]) inner[property] = { ...inner[property], title: propertyTitle };
  return { ...schema, title, ...(schema.properties ? { properties: inner } : {}) };
}

/**
 * The form of the named condition `name`: its description (the sentence a route shows on the
 * graph) and its condition. A reference chooses among the journey's other named conditions.
 * The comparison leaves out the schema's "exactly one subject, exactly one operator" (an allOf
 * of oneOfs rjsf would draw as unnamed choices): the check says so by the field when it fails.
 */
export function conditionFormSchema(conditions: Record<string, JsonObject>, name: string): RJSFSchema {
  const named = conditions as unknown as Record<string, NamedCondition>;
  const others = Object.entries(conditions).filter(([other]) => other !== name);
  const refs = others.map(([other, condition]) => ({
    const: other,
    title: `${other}: ${String(condition.description ?? safeSentence(condition.when, named))}`,
  }));
  // A reference to a condition that is not there (yet) stays choosable, named as missing.
  const referenced = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value))
        if (key === 'ref' && typeof inner === 'string') referenced.add(inner);
        else walk(inner);
  };
  walk(conditions[name]?.when);
  for (const ref of referenced)
    if (!others.some(([other]) => other === ref)) refs.push({ const: ref, title: `${ref} (no such condition)` });

  const comparison = titled('comparison', 'A comparison', {
    answer: 'Answer key',
    fact: 'Fact',
    toggle: 'Feature toggle',
    exists: 'Has a value',
    matches: 'Matches (regular expression)',
  });
  delete comparison.allOf;
  const properties = comparison.properties as Record<string, Schema>;
  const scalar = definitions.scalar as Schema;
  properties.equals = {
    title: 'Equals',
    description: (properties.equals as Schema).description,
    anyOf: [
      { type: 'string', title: 'Text' },
      { type: 'number', title: 'A number' },
      { type: 'boolean', title: 'True or false' },
    ],
  };
  const inList = properties.in as Schema;
  const [values, toggle, fact] = inList.oneOf as Schema[];
  properties.in = {
    ...inList,
    title: 'Is one of',
    oneOf: [
      { ...values, title: 'These values', items: { ...scalar, type: 'string', title: 'A value' } },
      {
        ...toggle,
        title: 'The values in a feature toggle',
        properties: { toggle: { ...(toggle?.properties as Record<string, Schema>).toggle, title: 'Feature toggle' } },
      },
      {
        ...fact,
        title: 'The values in a fact',
        properties: { fact: { ...(fact?.properties as Record<string, Schema>).fact, title: 'Fact' } },
      },
    ],
  };

  const condition = definitions.condition as Schema;
  const own: Record<string, Schema> = {
    condition: {
      description: condition.description,
      title: 'Condition',
      oneOf: [
        { $ref: '#/definitions/allCondition' },
        { $ref: '#/definitions/anyCondition' },
        { $ref: '#/definitions/notCondition' },
        { $ref: '#/definitions/refCondition' },
        { $ref: '#/definitions/comparison' },
      ],
    },
    allCondition: titled('allCondition', 'All of these hold', { all: 'Conditions that must all hold' }),
    anyCondition: titled('anyCondition', 'Any of these holds', { any: 'Conditions of which one must hold' }),
    notCondition: titled('notCondition', 'This does not hold', { not: 'The condition that must not hold' }),
    refCondition: {
      ...titled('refCondition', 'Another named condition holds'),
      properties: {
        ref: {
          type: 'string',
          title: 'Named condition',
          description: 'The named condition of this journey that must hold.',
          ...(refs.length > 0 ? { oneOf: refs } : {}),
        },
      },
    },
    comparison,
  };
  return {
    type: 'object',
    description: (definitions.namedCondition as Schema).description,
    required: ['description', 'when'],
    properties: {
      description: {
        ...((definitions.namedCondition as Schema).properties as Record<string, Schema>).description,
        title: 'What it means (shown on the graph)',
      },
      when: { $ref: '#/definitions/condition', title: 'When it holds' },
    },
    // The format's definitions the form's own reach (answerPath, scalar...), then the form's own.
    definitions: { ...reachable(own), ...own },
  } as RJSFSchema;
}

/**
 * rjsf's chooser of an anyOf or oneOf (which kind of condition, which kind of value) is a select
 * it draws without a label; this template gives it one, "<title>: which kind", tied by its id.
 */
export function LabelledChooser({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const props = isValidElement(selector) ? (selector.props as { id?: string; label?: string }) : {};
  return (
    <div className="studio-inspector__chooser">
      {selector && (
        <div className="studio-inspector__field">
          <label htmlFor={props.id}>{`${props.label ?? 'This part'}: which kind`}</label>
          {selector}
        </div>
      )}
      {optionSchemaField}
    </div>
  );
}

/**
 * true or false as a choice that can also be left unset. A checkbox cannot say "not used", and
 * clearing one writes false, which for a comparison's "Has a value" is a different condition.
 */
export function TrueFalseWidget({ id, label, value, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const chosen = value === true ? 'true' : value === false ? 'false' : '';
  const read = (text: string) => (text === '' ? undefined : text === 'true');
  return (
    <div className="studio-inspector__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={chosen}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(read(event.target.value))}
        onBlur={(event) => onBlur(id, read(event.target.value))}
        onFocus={(event) => onFocus(id, read(event.target.value))}
      >
        <option value="">Not used</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    </div>
  );
}

/** The condition form's own parts, for SchemaForm. */
export const CONDITION_FORM_PARTS = {
  templates: { MultiSchemaFieldTemplate: LabelledChooser },
  widgets: { CheckboxWidget: TrueFalseWidget },
};
