import fc from 'fast-check';
import type { Schema } from './openapi-operations';

type Resolve = (schema: Schema | undefined) => Schema | undefined;

/** The types a schema allows ("type": "string" or ["string", "null"]), or none when it does not say. */
function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  if (schema.properties) return ['object'];
  return [];
}

/** The properties and required names of an object schema, allOf parts merged in. */
function objectShape(schema: Schema, resolve: Resolve): { properties: Record<string, Schema>; required: string[] } {
  const properties: Record<string, Schema> = { ...((schema.properties as Record<string, Schema> | undefined) ?? {}) };
  const required = [...((schema.required as string[] | undefined) ?? [])];
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) {
    const inner = objectShape(resolve(part) ?? {}, resolve);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  return { properties, required };
}

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-03-18',
  'date-time': '2026-03-18T10:00:00.000Z',
  'uk-phone-number': '07700900123',
  'email-address': 'someone@example.org',
  email: 'someone@example.org',
  uri: 'https://example.org/',
};

/**
 * A small value the schema accepts, as far as a sample can tell: its first example, default,
 * const or enum value, else required properties only, strings of the minimum length (formats
 * honoured), numbers at the minimum. `overrides` give values at dotted paths ("a.b"), included
 * whether required or not.
 */
export function sampleOf(
  schema: Schema | undefined,
  resolve: Resolve,
  overrides: Record<string, unknown> = {},
  path = '',
  depth = 0,
): unknown {
  const own = overrides[path];
  if (own !== undefined) return own;
  const s = resolve(schema) ?? {};
  // An object is built field by field, so that overrides reach the fields inside it.
  const isObject = typesOf(s).includes('object') || s.allOf !== undefined;
  if (!isObject && Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (!isObject && s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key] as Schema[] | undefined;
    if (options?.length) {
      const chosen = options.find((o) => !typesOf(resolve(o) ?? {}).includes('null')) ?? options[0];
      return sampleOf(chosen, resolve, overrides, path, depth + 1);
    }
  }
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? types[0] ?? (s.allOf ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const { properties, required } = objectShape(s, resolve);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        const at = path ? `${path}.${name}` : name;
        const overridden = Object.keys(overrides).some((key) => key === at || key.startsWith(`${at}.`));
        if (required.includes(name) || overridden) {
          value[name] = depth > 8 ? null : sampleOf(property, resolve, overrides, at, depth + 1);
        }
      }
      return value;
    }
    case 'array': {
      const min = Number(s.minItems ?? 0);
      return Array.from({ length: Math.max(min, 0) }, () =>
        sampleOf(s.items as Schema, resolve, overrides, `${path}[]`, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return Number(s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default: {
      const format = typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined;
      if (format) return format;
      return patternSample(s);
    }
  }
}

/**
 * A string of the schema's minimum length that matches its pattern when one of a few guesses
 * does: the first alternative of a pattern like ^(HEAT|HEATGAS)..., letters, digits.
 */
function patternSample(s: Schema): string {
  const length = Math.max(Number(s.minLength ?? 1), 1);
  const fallback = 'a'.repeat(length);
  if (typeof s.pattern !== 'string') return fallback;
  const pattern = new RegExp(s.pattern, 'u');
  const first = /^\^?\(?([A-Za-z0-9 _-]+)/.exec(s.pattern)?.[1];
  const guesses = [first, fallback, 'A'.repeat(length), '1'.repeat(length), 'A1', 'Abc'];
  return guesses.find((guess) => guess !== undefined && pattern.test(guess)) ?? fallback;
}

/**
 * Strings that have broken servers before: huge, odd unicode (a lone surrogate, right-to-left
 * override, zero-width, emoji, NUL), SQL and path traversal, percent and format text.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '\uD800',
  'abc\uDC00def',
  '\u202Eevil\u202C',
  'zero\u200Bwidth\u200D',
  '\uFEFF',
  '🏠🔧😀👩‍👩‍👧',
  'nul\u0000byte',
  '\u0000',
  "' OR '1'='1' --",
  '1; DROP TABLE customers; --',
  "' UNION SELECT id, email FROM customers --",
  '%',
  '%25%00',
  '\\',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
];

/** A string to try anywhere one goes: a nasty one, a random one of any code points, or an id. */
export function fuzzString(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
  );
}

/** Any JSON value of the wrong kind for most places: numbers, booleans, null, arrays, objects. */
export function wrongTypeValue(ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}, [null], { a: 1 }),
    fuzzString(ids),
    fc.array(fuzzString(ids), { maxLength: 3 }),
  );
}

/**
 * Values shaped like the schema (the right kinds of value, required fields present, some
 * optional ones), whose strings are fuzz strings or, as often, values the schema accepts.
 */
export function shapedValue(
  schema: Schema | undefined,
  resolve: Resolve,
  ids: readonly string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema) ?? {};
  if (depth > 6) return fc.constant(null);
  if (Array.isArray(s.enum) && s.enum.length > 0) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(s.enum as unknown[])) }, fuzzString(ids));
  }
  if (s.const !== undefined) return fc.oneof({ weight: 3, arbitrary: fc.constant(s.const) }, fuzzString(ids));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key] as Schema[] | undefined;
    if (options?.length) return fc.oneof(...options.map((o) => shapedValue(o, resolve, ids, depth + 1)));
  }
  const types = typesOf(s);
  const choices = (types.length > 0 ? types : s.allOf ? ['object'] : ['string']).map((type) =>
    shapedOfType(type, s, resolve, ids, depth),
  );
  return choices.length === 1 ? (choices[0] as fc.Arbitrary<unknown>) : fc.oneof(...choices);
}

function shapedOfType(
  type: string,
  s: Schema,
  resolve: Resolve,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const { properties, required } = objectShape(s, resolve);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        model[name] = shapedValue(property, resolve, ids, depth + 1);
      if (Object.keys(model).length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fuzzString(ids));
      return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
    }
    case 'array':
      return fc.array(shapedValue(s.items as Schema, resolve, ids, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: Number(s.minimum ?? -5), max: Number(s.maximum ?? 1000) }),
        fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 53)),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -0.5, 1e308));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default: {
      const format = typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined;
      const valid = format ?? (Array.isArray(s.examples) ? String(s.examples[0]) : undefined);
      return valid === undefined
        ? fuzzString(ids)
        : fc.oneof(fc.constant(valid), fuzzString(ids), fc.constant(format ? `${valid}x` : valid));
    }
  }
}

/**
 * A body for an operation: shaped like its schema, then perhaps mutated (a field removed, an
 * unknown one added, one field given a value of the wrong kind), or not a body of that shape at all.
 */
export function fuzzBody(schema: Schema | undefined, resolve: Resolve, ids: readonly string[]): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema, resolve, ids);
  const mutated = fc
    .tuple(shaped, fc.nat(), fc.constantFrom('remove', 'extra', 'retype'), wrongTypeValue(ids))
    .map(([value, pick, how, wrong]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong;
      const copy = { ...(value as Record<string, unknown>) };
      const names = Object.keys(copy);
      const name = names[pick % Math.max(names.length, 1)];
      if (how === 'extra' || name === undefined) copy[`extra${pick % 7}`] = wrong;
      else if (how === 'remove') delete copy[name];
      else copy[name] = wrong;
      return copy;
    });
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: wrongTypeValue(ids) },
  );
}
