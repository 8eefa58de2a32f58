import { describe, expect, it } from 'vitest';
import { cachingSerializerFactory } from './cached-serializers';

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });
const person = { type: 'object', properties: { name: { type: 'string' } } };
const options = { rounding: 'floor' as const };

describe('cachingSerializerFactory', () => {
  it('compiles a schema once per shared schemas and options, and serialises as fast-json-stringify does', () => {
    const first = cachingSerializerFactory()({}, options)(route(person));
    // Another app (another factory and another copy of the schema) gets the compiled serialiser.
    const again = cachingSerializerFactory()({}, options)(route(structuredClone(person)));
    expect(again).toBe(first);
    expect(first({ name: 'Amara', secret: 'not in the schema' })).toBe('{"name":"Amara"}');
  });

  it('compiles anew when the schema, the shared schemas or the options differ', () => {
    const base = cachingSerializerFactory()({}, options)(route(person));
    const otherSchema = cachingSerializerFactory()({}, options)(
      route({ type: 'object', properties: { age: { type: 'integer' } } }),
    );
    const otherShared = cachingSerializerFactory()({ 'x#': { $id: 'x#', type: 'string' } }, options)(route(person));
    const otherOptions = cachingSerializerFactory()({}, { rounding: 'ceil' })(route(person));
    expect(new Set([base, otherSchema, otherShared, otherOptions]).size).toBe(4);
    expect(otherSchema({ age: 7.5, name: 'x' })).toBe('{"age":7}');
  });
});
