import { describe, expect, it } from 'vitest';
import { pointerLocator, positionOfOffset, syntaxErrorPosition } from './json-locations';

const TEXT = [
  '{',
  '  "steps": [',
  '    { "id": "a", "fields": [{ "widget": "tick-boxes" }] },',
  '    { "id": "b/c" }',
  '  ]',
  '}',
].join('\n');

describe('JSON locations', () => {
  it('counts lines from 1 and columns from 0', () => {
    expect(positionOfOffset(TEXT, 0)).toEqual({ offset: 0, line: 1, column: 0 });
    expect(positionOfOffset(TEXT, TEXT.indexOf('"steps"'))).toEqual({ offset: 4, line: 2, column: 2 });
  });

  it('finds a property at its name, an array item at its value', () => {
    const locate = pointerLocator(TEXT);
    expect(locate('/steps/0/fields/0/widget')).toMatchObject({ line: 3, column: 30 });
    expect(locate('/steps/1')).toMatchObject({ line: 4, column: 4 });
    expect(locate('')).toMatchObject({ line: 1, column: 0 });
  });

  it('gives the nearest ancestor the text holds for a missing place', () => {
    const locate = pointerLocator(TEXT);
    expect(locate('/steps/1/route')).toEqual(locate('/steps/1'));
    expect(locate('/steps/7')).toEqual(locate('/steps'));
  });

  it('reads ~1 and ~0 in a pointer', () => {
    const text = '{ "a/b": { "c~d": 1 } }';
    expect(pointerLocator(text)('/a~1b/c~0d')).toMatchObject({ column: text.indexOf('"c~d"') });
  });

  it('finds the first syntax error, and nothing in valid JSON or anywhere in invalid JSON', () => {
    expect(syntaxErrorPosition('{\n  "a": 1\n  "b": 2\n}')).toEqual({ offset: 13, line: 3, column: 2 });
    expect(syntaxErrorPosition(TEXT)).toBeUndefined();
    expect(syntaxErrorPosition('{ "a": 1, }')).toMatchObject({ line: 1 });
    expect(pointerLocator('{ "a": 1, }')('/a')).toBeUndefined();
  });
});
