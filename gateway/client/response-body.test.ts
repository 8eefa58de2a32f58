import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './response-body';

describe('parseJsonBody', () => {
  it('parses JSON of any kind', () => {
    expect(parseJsonBody('{"value":"true"}')).toEqual({ value: 'true' });
    expect(parseJsonBody('[1,2]')).toEqual([1, 2]);
    expect(parseJsonBody('"text"')).toBe('text');
    expect(parseJsonBody('null')).toBeNull();
  });

  it.each(['', '   ', '<html>Bad gateway</html>', '{"a":', 'undefined', "{'a':1}"])(
    'treats the body %j, which does not parse, as empty',
    (text) => {
      expect(parseJsonBody(text)).toBeUndefined();
    },
  );

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseJsonBody(text)).not.toThrow();
      }),
    );
  });

  it('gives back any JSON value it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseJsonBody(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
