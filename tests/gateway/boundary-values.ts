import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../gateway/server/plugins/schemas';
import type { Operation, OpenApiOperations, Schema } from './openapi-operations';
import { sampleOf } from './schema-values';

type Resolve = OpenApiOperations['resolve'];

/** What a parameter or field holds, as far as its limits go. */
export type BoundaryKind = 'integer' | 'number' | 'date' | 'date-time' | 'day-month-year' | 'year-month';

/** One value at or past a limit: what it is in words, and the exact text sent. */
export interface BoundaryValue {
  label: string;
  /** The text as a query or path parameter carries it. */
  text: string;
  /** The value as a JSON token in a body (a number's digits unrounded, a string quoted). */
  json: string;
}

/** A parameter or body field holding a number or a date, whose limits the boundary fuzz tries. */
export interface BoundaryTarget {
  part: 'query' | 'path' | 'body';
  /** The parameter's name, or the body field's path: ['content', 2, 'value']. */
  path: (string | number)[];
  /** The field as the gateway's errors name it: query.skip, body.content[2].value. */
  field: string;
  kind: BoundaryKind;
  schema: Schema;
  /** The schema of the value at each step of the path (for filling in an object missing on the way). */
  nodes: Schema[];
}

const numeric = (label: string, text: string): BoundaryValue => ({ label, text, json: text });
const textual = (label: string, text: string): BoundaryValue => ({ label, text, json: JSON.stringify(text) });

/**
 * Integers that have overflowed a column, a driver or JavaScript's arithmetic: the ends of int32
 * (PostgreSQL integer) and int64 (bigint, OFFSET, LIMIT) and one past each, the largest safe
 * integer of a double and the first one past it that a double cannot hold, and ±1e308 (an integer
 * to JSON Schema, infinite once multiplied).
 */
export const INTEGER_EDGES: readonly BoundaryValue[] = [
  numeric('int32 largest', '2147483647'),
  numeric('int32 largest + 1', '2147483648'),
  numeric('int32 smallest', '-2147483648'),
  numeric('int32 smallest - 1', '-2147483649'),
  numeric('Number.MAX_SAFE_INTEGER', '9007199254740991'),
  numeric('Number.MAX_SAFE_INTEGER + 2', '9007199254740993'),
  numeric('int64 largest', '9223372036854775807'),
  numeric('int64 largest + 1', '9223372036854775808'),
  numeric('int64 smallest - 1', '-9223372036854775809'),
  numeric('1e308', '1e308'),
  numeric('-1e308', '-1e308'),
];

/**
 * Dates at the ends of the four-digit years: 0000 (no such year in PostgreSQL), 0001, 9999 and
 * 10000 (five digits), in each way the API writes a date; a date-time also a moment whose offset
 * moves it into year 0000 or 10000 in UTC.
 */
export const DATE_EDGES: Record<Exclude<BoundaryKind, 'integer' | 'number'>, readonly BoundaryValue[]> = {
  date: [
    textual('year 0000', '0000-01-01'),
    textual('year 0001', '0001-01-01'),
    textual('year 9999', '9999-12-31'),
    textual('year 10000', '10000-01-01'),
  ],
  'date-time': [
    textual('year 0000', '0000-01-01T00:00:00Z'),
    textual('year 0001', '0001-01-01T00:00:00Z'),
    textual('year 9999', '9999-12-31T23:59:59Z'),
    textual('year 10000', '10000-01-01T00:00:00Z'),
    textual('year 0001 at +14:00 (year 0000 in UTC)', '0001-01-01T00:00:00+14:00'),
    textual('year 9999 at -12:00 (year 10000 in UTC)', '9999-12-31T23:59:59-12:00'),
  ],
  'day-month-year': [
    textual('year 0000', '01/01/0000'),
    textual('year 0001', '01/01/0001'),
    textual('year 9999', '31/12/9999'),
    textual('year 10000', '01/01/10000'),
  ],
  'year-month': [
    textual('year 0000', '0000/01'),
    textual('year 0001', '0001/01'),
    textual('year 9999', '9999/12'),
    textual('year 10000', '10000/01'),
  ],
};

/**
 * Every boundary value of a target: for a number the schema's own limits and one beyond each
 * (minimum, maximum, exclusive ones), then {@link INTEGER_EDGES}; for a date {@link DATE_EDGES}.
 */
export function boundaryValues(target: BoundaryTarget): BoundaryValue[] {
  if (target.kind !== 'integer' && target.kind !== 'number') return [...DATE_EDGES[target.kind]];
  const s = target.schema;
  const step = target.kind === 'integer' ? 1 : 0.5;
  const own: BoundaryValue[] = [];
  const limit = (name: string, value: unknown, beyond: number) => {
    if (typeof value !== 'number') return;
    own.push(numeric(`${name} (${value})`, String(value)), numeric(`beyond ${name}`, String(value + beyond)));
  };
  limit('minimum', s.minimum, -step);
  limit('maximum', s.maximum, step);
  if (typeof s.exclusiveMinimum === 'number') own.push(numeric('exclusive minimum', String(s.exclusiveMinimum)));
  if (typeof s.exclusiveMaximum === 'number') own.push(numeric('exclusive maximum', String(s.exclusiveMaximum)));
  const seen = new Set<string>();
  return [...own, ...INTEGER_EDGES].filter((value) => !seen.has(value.text) && seen.add(value.text));
}

/** The types a schema allows ("type": "string" or ["string", "null"]). */
function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** Texts no date pattern accepts: a pattern that takes them (an identifier's) is not about dates. */
const NOT_DATES = ['not a date', 'abc'];
const DATE_SAMPLES: [Exclude<BoundaryKind, 'integer' | 'number'>, string][] = [
  ['date-time', '2026-03-18T10:00:00Z'],
  ['date', '2026-03-18'],
  ['day-month-year', '18/03/2026'],
  ['year-month', '2026/03'],
];

/** An ordinary value of a date kind (18 March 2026 written its way), for a required parameter's sample. */
export function dateSample(kind: BoundaryKind): string | undefined {
  return DATE_SAMPLES.find(([k]) => k === kind)?.[1];
}

/** What a schema holds: a number, or a date by its format, its pattern or its description. */
export function kindOfSchema(s: Schema): BoundaryKind | undefined {
  const types = typesOf(s);
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.length > 0 && !types.includes('string')) return undefined;
  if (s.format === 'date') return 'date';
  if (s.format === 'date-time') return 'date-time';
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    if (!NOT_DATES.some((text) => pattern.test(text))) {
      const match = DATE_SAMPLES.find(([, sample]) => pattern.test(sample));
      if (match) return match[0];
    }
  }
  const description = typeof s.description === 'string' ? s.description : '';
  if (/\bdd\/mm\/yyyy\b/i.test(description)) return 'day-month-year';
  if (/\byyyy\/mm\b/i.test(description)) return 'year-month';
  return undefined;
}

/** What a sample value looks like: a date in one of the API's ways of writing one, or nothing. */
export function kindOfValue(value: unknown): BoundaryKind | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return 'date-time';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return 'day-month-year';
  if (/^\d{4}\/\d{2}$/.test(value)) return 'year-month';
  return undefined;
}

/** body.content[2].value style name of a body field. */
function bodyFieldName(path: (string | number)[]): string {
  return path.reduce<string>(
    (name, step) => (typeof step === 'number' ? `${name}[${step}]` : `${name}.${step}`),
    'body',
  );
}

/**
 * The body fields of a schema that hold numbers or dates, through nested objects, allOf parts,
 * every anyOf/oneOf branch and the first entry of lists.
 */
function schemaTargets(
  schema: Schema | undefined,
  resolve: Resolve,
  path: (string | number)[],
  nodes: Schema[],
  out: BoundaryTarget[],
  depth = 0,
): void {
  const s = resolve(schema) ?? {};
  if (depth > 10) return;
  const kind = path.length > 0 ? kindOfSchema(s) : undefined;
  if (kind) out.push({ part: 'body', path, field: bodyFieldName(path), kind, schema: s, nodes });
  for (const [name, property] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) {
    const inner = resolve(property) ?? {};
    schemaTargets(inner, resolve, [...path, name], [...nodes, inner], out, depth + 1);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const part of (s[key] as Schema[] | undefined) ?? [])
      schemaTargets(part, resolve, path, nodes, out, depth + 1);
  }
  if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) {
    const inner = resolve(s.items as Schema) ?? {};
    schemaTargets(inner, resolve, [...path, 0], [...nodes, inner], out, depth + 1);
  }
}

/** The string leaves of a sample body that look like dates (template values such as "01/04/2024"). */
function sampleTargets(value: unknown, path: (string | number)[], out: BoundaryTarget[]): void {
  if (Array.isArray(value)) value.forEach((entry, index) => sampleTargets(entry, [...path, index], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, entry] of Object.entries(value)) sampleTargets(entry, [...path, name], out);
  } else {
    const kind = kindOfValue(value);
    if (kind) out.push({ part: 'body', path, field: bodyFieldName(path), kind, schema: {}, nodes: [] });
  }
}

/**
 * Every parameter and body field of an operation that holds a number or a date: its query and path
 * parameters with a numeric or date-like schema, the body's fields found through its schema, and
 * the string leaves of the sample body that look like dates. One target per field.
 */
export function boundaryTargets(operation: Operation, resolve: Resolve, sampleBody: unknown): BoundaryTarget[] {
  const found: BoundaryTarget[] = [];
  for (const q of operation.query) {
    const schema = resolve(q.schema) ?? {};
    const kind = kindOfSchema(schema);
    if (kind) found.push({ part: 'query', path: [q.name], field: `query.${q.name}`, kind, schema, nodes: [] });
  }
  for (const name of operation.pathParams) {
    const schema = resolve(operation.pathSchemas[name]) ?? {};
    const kind = kindOfSchema(schema);
    if (kind) found.push({ part: 'path', path: [name], field: `params.${name}`, kind, schema, nodes: [] });
  }
  if (operation.body) {
    schemaTargets(operation.body, resolve, [], [], found);
    sampleTargets(sampleBody, [], found);
  }
  const seen = new Set<string>();
  return found.filter((target) => !seen.has(target.field) && seen.add(target.field));
}

/** A sample body of an operation: its schema's first example when it has one, else a minimal valid-looking one. */
export function sampleBodyOf(operation: Operation, resolve: Resolve): unknown {
  if (!operation.body) return undefined;
  const schema = resolve(operation.body) ?? {};
  const example = Array.isArray(schema.examples) ? (schema.examples[0] as unknown) : undefined;
  return structuredClone(example ?? sampleOf(schema, resolve));
}

/**
 * A copy of `root` with `value` at the target's path, objects and lists missing on the way filled
 * in with samples of their schemas.
 */
export function withValueAt(root: unknown, target: BoundaryTarget, value: unknown, resolve: Resolve): unknown {
  const copy = (structuredClone(root ?? {}) ?? {}) as Record<string | number, unknown>;
  let current = copy;
  target.path.forEach((step, index) => {
    if (index === target.path.length - 1) {
      current[step] = value;
      return;
    }
    const next = target.path[index + 1];
    let inner = current[step];
    const wantsList = typeof next === 'number';
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner) !== wantsList) {
      const sample = target.nodes[index] ? sampleOf(target.nodes[index], resolve) : undefined;
      inner = wantsList ? (Array.isArray(sample) ? sample : []) : typeof sample === 'object' && sample ? sample : {};
      current[step] = inner;
    }
    current = inner as Record<string | number, unknown>;
  });
  return copy;
}

/** The JSON text of a body holding `marker` where the boundary value goes, with the value's exact token there. */
export function bodyText(body: unknown, marker: string, value: BoundaryValue): string {
  return JSON.stringify(body).replace(JSON.stringify(marker), value.json);
}

const validators = new WeakMap<BoundaryTarget, ValidateFunction | null>();
let ajvs: { coerce: ReturnType<typeof createAjv>; body: ReturnType<typeof createAjv> } | undefined;

/**
 * Whether the target's own schema refuses the value, checked as the gateway checks it (its ajv,
 * formats and type conversion of query and path text): such a value must be answered 400 naming
 * the field. A field found only in a sample (no schema of its own) is left to its handler.
 */
export function refusedBySchema(target: BoundaryTarget, value: BoundaryValue): boolean {
  if (Object.keys(target.schema).length === 0) return false;
  let validate = validators.get(target);
  if (validate === undefined) {
    ajvs ??= { coerce: createAjv('coerce'), body: createAjv('body') };
    const ajv = target.part === 'body' ? ajvs.body : ajvs.coerce;
    try {
      validate = ajv.compile({ type: 'object', properties: { v: target.schema } });
    } catch {
      validate = null;
    }
    validators.set(target, validate);
  }
  if (!validate) return false;
  return !validate({ v: target.part === 'body' ? (JSON.parse(value.json) as unknown) : value.text });
}
