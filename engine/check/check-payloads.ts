import { conditionReads } from '../conditions/reads';
import type { JourneyIndex } from '../definition/journey-index';
import type { DefinitionIssue } from '../definition/load-definition';
import { effectList } from '../definition/effect-list';
import { answerKeyOf } from '../definition/scope';
import type { Field, JourneyDefinition, PayloadItem, PayloadLine } from '../definition/types';
import { OPERATION_CATALOGUE, type OperationName, type PayloadSlot } from '../operations/operation-catalogue';
import { pointerParts } from '../payload/build-payload';
import { DERIVATIONS, type Derivation } from '../payload/derivations';
import { schemasByName } from '../../schemas/generated/registry';

/*
 * The checks of what a journey sends (docs/journeys/README.md, "What a journey sends"): every
 * payload a journey declares is read against its operation's JSON Schema (schemas/), and every
 * answer the journey asks is sent by some payload or marked "sent": false with a reason.
 * Statically, in well under a millisecond a journey: the generated paths' payloads are validated
 * in full by tests/journeys/payload-properties.test.ts.
 */

type Report = (code: string, pointer: string, message: string, severity?: DefinitionIssue['severity']) => void;

type JsonSchema = Record<string, unknown>;

/** A payload line with where it is written in the journey, and the group it is in. */
interface PlacedLine {
  line: PayloadLine;
  pointer: string;
  group?: { when: unknown; pointer: string };
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The schemas by $id, to follow references between the files of schemas/. */
const byId = new Map<string, JsonSchema>(
  Object.values(schemasByName).map((schema) => [String((schema as JsonSchema).$id), schema as JsonSchema]),
);

/** A schema with its $ref followed (within a file or to another file of schemas/). */
function resolved(schema: JsonSchema | undefined, root: JsonSchema): { schema?: JsonSchema; root: JsonSchema } {
  let node = schema;
  let base = root;
  for (let hops = 0; node && typeof node.$ref === 'string' && hops < 20; hops += 1) {
    const [file, fragment = ''] = node.$ref.split('#');
    if (file) base = byId.get(file) ?? base;
    let target: unknown = base;
    for (const part of pointerParts(fragment)) target = (target as Record<string, unknown> | undefined)?.[part];
    node = target as JsonSchema | undefined;
  }
  return { schema: node, root: base };
}

/** The branches of a schema a value may take (allOf, anyOf and oneOf looked into). */
function branches(schema: JsonSchema, root: JsonSchema): { schema: JsonSchema; root: JsonSchema }[] {
  const own = [{ schema, root }];
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const branch of (schema[key] as JsonSchema[] | undefined) ?? []) {
      const next = resolved(branch, root);
      if (next.schema) own.push(...branches(next.schema, next.root));
    }
  return own;
}

/** The schema of a member of an object schema, or why the schema has no place for it. */
function member(
  schema: JsonSchema,
  root: JsonSchema,
  name: string,
): { schema: JsonSchema; root: JsonSchema } | { refused: string } {
  for (const branch of branches(schema, root)) {
    const properties = branch.schema.properties as Record<string, JsonSchema> | undefined;
    if (properties?.[name]) {
      const next = resolved(properties[name], branch.root);
      if (next.schema) return { schema: next.schema, root: next.root };
    }
  }
  if (name === '-')
    for (const branch of branches(schema, root))
      if (branch.schema.items && !Array.isArray(branch.schema.items)) {
        const next = resolved(branch.schema.items as JsonSchema, branch.root);
        if (next.schema) return { schema: next.schema, root: next.root };
      }
  const open = branches(schema, root).find(
    (branch) => branch.schema.additionalProperties !== undefined && branch.schema.additionalProperties !== false,
  );
  if (open && typeof open.schema.additionalProperties === 'object') {
    const next = resolved(open.schema.additionalProperties as JsonSchema, open.root);
    if (next.schema) return { schema: next.schema, root: next.root };
  }
  if (open) return { schema: {}, root };
  const known = branches(schema, root).flatMap((branch) => Object.keys((branch.schema.properties as object) ?? {}));
  return { refused: known.length ? `it takes ${known.join(', ')}` : 'it takes no members' };
}

/** The JSON types a schema allows (all of them when it does not say). */
function typesOf(schema: JsonSchema, root: JsonSchema): Set<string> | undefined {
  const types = new Set<string>();
  for (const branch of branches(schema, root)) {
    const type = branch.schema.type;
    if (Array.isArray(type)) type.forEach((one) => types.add(String(one)));
    else if (typeof type === 'string') types.add(type);
    if (branch.schema.enum) for (const value of branch.schema.enum as unknown[]) types.add(jsonType(value));
    if ('const' in branch.schema) types.add(jsonType(branch.schema.const));
  }
  return types.size > 0 ? types : undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const allows = (types: Set<string> | undefined, type: string) =>
  !types || types.has(type) || (type === 'integer' && types.has('number'));

/** Why a plain value does not fit a schema (its type, its enum, its const), or undefined when it fits. */
function misfit(value: unknown, schema: JsonSchema, root: JsonSchema): string | undefined {
  const types = typesOf(schema, root);
  if (!allows(types, jsonType(value)))
    return `${JSON.stringify(value)} is ${jsonType(value)}; the field takes ${[...(types ?? [])].join(' or ')}`;
  const enums = branches(schema, root).flatMap((branch) => (branch.schema.enum as unknown[] | undefined) ?? []);
  if (enums.length > 0 && !enums.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value)))
    return `${JSON.stringify(value)} is not one of ${enums.map((allowed) => JSON.stringify(allowed)).join(', ')}`;
  return undefined;
}

/** Every line of a payload or field list with its pointer (groups opened, field lists named, not opened). */
function placedLines(
  items: readonly PayloadItem[],
  pointer: string,
): (PlacedLine | { use: string; pointer: string })[] {
  return items.flatMap((item, at): (PlacedLine | { use: string; pointer: string })[] => {
    const here = `${pointer}/${at}`;
    if ('use' in item) return [{ use: item.use, pointer: here }];
    if ('fields' in item)
      return item.fields.map((line, l) => ({
        line,
        pointer: `${here}/fields/${l}`,
        group: { when: item.when, pointer: `${here}/when` },
      }));
    return [{ line: item, pointer: here }];
  });
}

/** The field of a question step that asks an answer key, with its pointer. */
function fieldsAsked(definition: JourneyDefinition): Map<string, { field?: Field; pointer: string; sent?: boolean }> {
  const asked = new Map<string, { field?: Field; pointer: string; sent?: boolean }>();
  definition.steps.forEach((step, at) => {
    if (step.kind === 'question')
      step.fields.forEach((field, f) =>
        asked.set(field.answer, { field, pointer: `/steps/${at}/fields/${f}`, sent: field.sent }),
      );
    else if (step.kind === 'generated') asked.set(step.answer, { pointer: `/steps/${at}`, sent: step.sent });
  });
  return asked;
}

/** The JSON type an answer of a field holds. */
function answerType(field: Field | undefined): string | undefined {
  if (!field) return 'object';
  if (field.widget === 'checkboxes' || field.widget === 'file-list') return 'array';
  return 'string';
}

/** Everything a payload of the journey reads: the answers, facts and toggles of its lines, their conditions and derivations. */
interface Reads {
  /** What lines read themselves, with the first line's pointer. */
  answers: Map<string, string>;
  facts: Map<string, string>;
  /** What the derivations the lines name may read (each reads what it needs of these). */
  derived: Set<string>;
  derivedFacts: Set<string>;
}

function addReads(reads: Reads, line: PlacedLine, derivation: Derivation | undefined): void {
  const read = (map: Map<string, string>, key: string) => map.has(key) || map.set(key, line.pointer);
  if (line.line.answer !== undefined) read(reads.answers, answerKeyOf(line.line.answer));
  if (line.line.question !== undefined) read(reads.answers, answerKeyOf(line.line.question));
  if (line.line.fact !== undefined) read(reads.facts, answerKeyOf(line.line.fact));
  for (const key of derivation?.reads.answers ?? []) reads.derived.add(key);
  for (const key of derivation?.reads.facts ?? []) reads.derivedFacts.add(key);
}

/**
 * Reports what a journey's payloads get wrong (payload-schema, unknown names, sent-never-asked) and
 * the answers no payload sends (asked-never-sent); see docs/journeys/README.md, "Check a journey".
 *
 * @example
 * const issues: DefinitionIssue[] = [];
 * checkPayloads(indexJourney(definition), (code, pointer, message) => issues.push({ severity: 'error', code, pointer, message }));
 */
export function checkPayloads(index: JourneyIndex, report: Report): void {
  const { definition } = index;
  const sends: Reads = { answers: new Map(), facts: new Map(), derived: new Set(), derivedFacts: new Set() };
  const lists = definition.fieldLists ?? {};
  const asked = fieldsAsked(definition);
  const given = new Set(Object.keys(definition.givenFacts ?? {}));
  const provided = (fact: string) => given.has(fact) || index.factWriters.has(fact);
  const usedLists = new Set<string>();
  const checkLines = (
    items: readonly PayloadItem[],
    pointer: string,
    slot: PayloadSlot | undefined,
    inList = false,
  ) => {
    const target = slot
      ? resolved(schemasByName[slot.schema as keyof typeof schemasByName] as JsonSchema, {})
      : undefined;
    const root = target?.schema ? { schema: target.schema, root: target.schema } : undefined;
    const written = new Set<string>();
    const visit = (placed: ReturnType<typeof placedLines>) => {
      for (const item of placed) {
        if ('use' in item) {
          const list = lists[item.use];
          if (!list) report('unknown-field-list', `${item.pointer}/use`, `no field list "${item.use}" in fieldLists`);
          else if (inList) report('nested-field-list', `${item.pointer}/use`, 'a field list may not use another');
          else if (usedLists.add(item.use)) visit(placedLines(list.fields, `/fieldLists/${escape(item.use)}/fields`));
          continue;
        }
        written.add(item.line.field);
        checkLine(item, root);
      }
    };
    visit(placedLines(items, pointer));
    if (!root || !slot) return;
    // What the schema requires must come from a line or from the operation itself.
    const supplied = new Set(slot.supplies ?? []);
    const required = (root.schema.required as string[] | undefined) ?? [];
    for (const name of required)
      if (![...written, ...supplied].some((field) => field === `/${name}` || field.startsWith(`/${name}/`)))
        report(
          'payload-schema',
          pointer,
          `${slot.schema} requires "${name}": no line sends it and the operation does not add it`,
        );
  };

  const checkLine = (placed: PlacedLine, root: { schema: JsonSchema; root: JsonSchema } | undefined) => {
    const { line, pointer } = placed;
    const derivation = line.derive !== undefined ? (DERIVATIONS as Record<string, Derivation>)[line.derive] : undefined;
    if (line.derive !== undefined && !derivation)
      report(
        'unknown-derivation',
        `${pointer}/derive`,
        `no derivation "${line.derive}": use one of ${Object.keys(DERIVATIONS).join(', ')}`,
      );
    if (line.map !== undefined && !definition.mappings?.[line.map])
      report('unknown-value-table', `${pointer}/map`, `no value table "${line.map}" in mappings`);
    addReads(sends, placed, derivation);
    // A derivation given none of what it reads sends nothing, ever.
    if (derivation) {
      const answers = derivation.reads.answers ?? [];
      const facts = derivation.reads.facts ?? [];
      if (
        answers.length + facts.length > 0 &&
        !answers.some((key) => index.askedAt.has(key)) &&
        !facts.some((fact) => provided(fact))
      )
        report(
          'sent-never-asked',
          `${pointer}/derive`,
          `derivation "${line.derive}" reads ${[...answers.map((key) => `answer "${key}"`), ...facts.map((fact) => `fact "${fact}"`)].join(', ')}, none of which the journey provides`,
        );
    }
    for (const condition of [line.when, placed.group?.when]) {
      if (!condition) continue;
      const reads = conditionReads(condition as never, {});
      for (const ref of reads.refs)
        if (!index.named[ref]) report('unknown-condition', `${pointer}/when`, `no named condition "${ref}"`);
    }
    if (!root) return;
    // Where the line writes: every part of its pointer must be a place the schema has.
    let at: { schema: JsonSchema; root: JsonSchema } = root;
    const parts = pointerParts(line.field);
    for (const [p, part] of parts.entries()) {
      const next = member(at.schema, at.root, part);
      if ('refused' in next) {
        const where = parts.slice(0, p).join('/') || 'the payload';
        report('payload-schema', `${pointer}/field`, `"${part}" is not a member of ${where}: ${next.refused}`);
        return;
      }
      at = next;
    }
    const fit = (value: unknown, what: string, place: string) => {
      const why = misfit(value, at.schema, at.root);
      if (why) report('payload-schema', place, `${what} ${why} (${line.field})`);
    };
    if ('value' in line) fit(line.value, 'the value', `${pointer}/value`);
    if ('otherwise' in line) fit(line.otherwise, 'otherwise', `${pointer}/otherwise`);
    if ('ifAbsent' in line) fit(line.ifAbsent, 'ifAbsent', `${pointer}/ifAbsent`);
    if (line.map !== undefined && !definition.mappings?.[line.map]) return;
    const mapping = line.map !== undefined ? definition.mappings?.[line.map] : undefined;
    if (mapping) {
      for (const [from, value] of Object.entries(mapping.values))
        fit(value, `value table "${line.map}" sends for "${from}"`, `${pointer}/map`);
      if ('otherwise' in mapping) fit(mapping.otherwise, `value table "${line.map}" otherwise`, `${pointer}/map`);
      return;
    }
    const types = typesOf(at.schema, at.root);
    const sent =
      line.as === 'list' || line.as === 'unique-list'
        ? 'array'
        : line.as === 'text'
          ? 'string'
          : line.question !== undefined
            ? 'object'
            : line.answer !== undefined && !line.answer.includes('.') && asked.has(line.answer)
              ? answerType(asked.get(line.answer)?.field)
              : derivation && line.pick === undefined
                ? derivation.gives
                : undefined;
    if (sent && !allows(types, sent))
      report(
        'payload-schema',
        `${pointer}/field`,
        `the line sends ${sent === 'object' || sent === 'array' ? 'an' : 'a'} ${sent}; ${line.field} takes ${[...(types ?? [])].join(' or ')}`,
      );
  };

  for (const [operation, slots] of Object.entries(definition.payloads ?? {})) {
    const entry = OPERATION_CATALOGUE[operation as OperationName] as
      { sends?: Record<string, PayloadSlot> } | undefined;
    for (const [name, payload] of Object.entries(slots)) {
      const pointer = `/payloads/${escape(operation)}/${escape(name)}`;
      const slot = entry?.sends?.[name];
      if (!entry) report('unknown-operation', pointer, `no operation "${operation}" in the catalogue`);
      else if (!slot)
        report(
          'payload-schema',
          pointer,
          entry.sends
            ? `${operation} sends no payload "${name}": it sends ${Object.keys(entry.sends).join(', ')}`
            : `${operation} sends no payload: it takes only its params`,
        );
      checkLines(payload.fields, `${pointer}/fields`, slot);
    }
  }
  // A field list no payload uses is still read for its names.
  for (const [name, list] of Object.entries(lists))
    if (!usedLists.has(name)) checkLines(list.fields, `/fieldLists/${escape(name)}/fields`, undefined, true);

  // sent-never-asked: a payload reads an answer no step asks, or a fact nothing provides.
  for (const [key, pointer] of sends.answers)
    if (!index.askedAt.has(key))
      report('sent-never-asked', pointer, `sends answer "${key}", which no step of the journey asks`);
  for (const [fact, pointer] of sends.facts)
    if (!provided(fact))
      report(
        'sent-never-asked',
        pointer,
        `sends fact "${fact}", which no operation of the journey stores and the portal does not give (givenFacts)`,
      );

  // An operation that sends answers needs its payloads declared: without them it sends nothing of the journey's.
  let sending = Object.keys(definition.payloads ?? {}).length > 0;
  for (const { effect, pointer } of effectList(definition)) {
    const slots = (
      OPERATION_CATALOGUE[effect.operation as OperationName] as { sends?: Record<string, PayloadSlot> } | undefined
    )?.sends;
    if (!slots) continue;
    sending = true;
    const declared = definition.payloads?.[effect.operation] ?? {};
    for (const slot of Object.keys(slots))
      if (!declared[slot] && !slots[slot]?.optional)
        report(
          'payload-schema',
          `${pointer}/operation`,
          `${effect.operation} sends its ${slot} payload (${slots[slot]?.schema}), which the journey does not declare in payloads`,
        );
  }

  // asked-never-sent: only a journey that sends and ends by sending (it has a summary or a
  // confirmation); a part another journey includes (the damp and mould assessment) is checked
  // inside that journey.
  if (!sending || !definition.steps.some((step) => step.kind === 'summary' || step.kind === 'confirmation')) return;
  // What is sent is worked out once, as the property test of the paths reads it (answersSent).
  const { sent } = answersSent(index);
  // Answers on some path: those of the steps a route reaches (a step none reaches is unreachable-step).
  const reached = new Set([definition.start]);
  for (const id of reached) for (const next of index.successors.get(id) ?? []) reached.add(next);
  for (const [key, place] of asked) {
    if (!reached.has(index.askedAt.get(key) ?? '')) continue;
    if (place.sent === false || sent.has(key)) continue;
    report(
      'asked-never-sent',
      place.pointer,
      `answer "${key}" is asked but no payload sends it: add a line to a payload (a labelled line of the work order is { "field": "/additionalInfo/-", "question": "${key}" }), or say "sent": false with notSentBecause`,
    );
  }
}

/**
 * The answers a journey's payloads send, each by a line, a derivation that reads it, or a fact
 * fetched with it that a payload sends; and those marked "sent": false. For the property test of
 * the generated paths (tests/journeys/payload-properties.test.ts).
 *
 * @example
 * answersSent(journey.index).sent.has('additional-details') // true
 */
export function answersSent(index: JourneyIndex): { sent: Set<string>; notSent: Set<string> } {
  const { definition } = index;
  const sends: Reads = { answers: new Map(), facts: new Map(), derived: new Set(), derivedFacts: new Set() };
  const visit = (items: readonly PayloadItem[], pointer: string) => {
    for (const item of placedLines(items, pointer)) {
      if ('use' in item) {
        const list = definition.fieldLists?.[item.use];
        if (list) visit(list.fields, `/fieldLists/${escape(item.use)}/fields`);
        continue;
      }
      const derivation =
        item.line.derive !== undefined ? (DERIVATIONS as Record<string, Derivation>)[item.line.derive] : undefined;
      addReads(sends, item, derivation);
    }
  };
  for (const slots of Object.values(definition.payloads ?? {}))
    for (const payload of Object.values(slots)) visit(payload.fields, '');
  const sent = new Set([...sends.answers.keys(), ...sends.derived]);
  for (const [key, facts] of index.factsFetchedWith)
    if ([...facts].some((fact) => sends.facts.has(fact) || sends.derivedFacts.has(fact))) sent.add(key);
  const notSent = new Set([...fieldsAsked(definition)].filter(([, place]) => place.sent === false).map(([key]) => key));
  return { sent, notSent };
}
