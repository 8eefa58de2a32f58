import { describe, expect, it } from 'vitest';
import { compiledValidator, schemaRef } from './schemas';

describe('compiledValidator', () => {
  it('compiles a schema once per purpose, shared by every app of the process, and validates as ajv does', () => {
    const range = { type: 'object', properties: { n: { type: 'integer', maximum: 10 } }, required: ['n'] };
    const first = compiledValidator('body', range);
    // Another app builds its routes with another copy of the same schema.
    expect(compiledValidator('body', structuredClone(range))).toBe(first);
    expect(first({ n: 3 })).toBe(true);
    expect(first({ n: 11 })).toBe(false);
    expect(first.errors?.[0]?.instancePath).toBe('/n');
  });

  it('keeps each purpose’s options: a body is taken as sent, a query value converted to its type', () => {
    const count = { type: 'object', properties: { n: { type: 'integer' } } };
    expect(compiledValidator('body', count)).not.toBe(compiledValidator('coerce', count));
    expect(compiledValidator('body', count)({ n: '4' })).toBe(false);
    const query = { n: '4' };
    expect(compiledValidator('coerce', count)(query)).toBe(true);
    expect(query).toEqual({ n: 4 });
  });

  it('knows the contract’s schemas by reference', () => {
    const errorBody = compiledValidator('response', schemaRef('error-body'));
    expect(errorBody({ nonsense: true })).toBe(false);
  });
});
