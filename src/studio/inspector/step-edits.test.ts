import { describe, expect, test } from 'vitest';
import { editBetween, insertAt, removeAt, setAt } from './json-text-edits';
import { removeStep } from './step-edits';

const text = `{
  "start": "a",
  "sections": [{ "id": "one", "titleKey": "t", "steps": ["a", "b", "c"] }],
  "ruleLists": { "after-a": { "description": "d", "rules": [{ "to": "b" }] } },
  "includes": [{ "journey": "inner", "exits": { "done": [{ "to": "b" }] } }],
  "steps": [
    { "id": "a", "kind": "question", "next": [{ "to": "b", "when": { "ref": "x" } }, { "use": "after-a" }] },
    { "id": "b", "kind": "question", "next": [{ "to": "c" }], "back": [{ "to": "a" }] },
    { "id": "c", "kind": "summary", "next": [{ "to": "home" }], "back": [{ "to": "b" }] }
  ]
}
`;

describe('removing a step', () => {
  test('should point every rule that led to it at its own first to: next, back, rule lists, included exits', () => {
    const held = removeStep({ journeys: { 'j.json': text }, words: '{}' }, 'j.json', 'b');
    expect(held.journeys['j.json']).toBe(`{
  "start": "a",
  "sections": [{ "id": "one", "titleKey": "t", "steps": ["a", "c"] }],
  "ruleLists": { "after-a": { "description": "d", "rules": [{ "to": "c" }] } },
  "includes": [{ "journey": "inner", "exits": { "done": [{ "to": "c" }] } }],
  "steps": [
    { "id": "a", "kind": "question", "next": [{ "to": "c", "when": { "ref": "x" } }, { "use": "after-a" }] },
    { "id": "c", "kind": "summary", "next": [{ "to": "home" }], "back": [{ "to": "c" }] }
  ]
}
`);
  });

  test('should move the start to where the first step led', () => {
    const held = removeStep({ journeys: { 'j.json': text }, words: '{}' }, 'j.json', 'a');
    expect(JSON.parse(held.journeys['j.json'] ?? '').start).toBe('b');
  });
});

describe('editing a JSON text at a path', () => {
  const list = '{\n  "a": ["p", "q", "r"],\n  "b": [\n    { "x": 1 },\n    { "x": 2 }\n  ]\n}\n';
  test('should remove the last item of a one-line list with its comma only', () => {
    expect(removeAt(list, ['a', 2])).toBe('{\n  "a": ["p", "q"],\n  "b": [\n    { "x": 1 },\n    { "x": 2 }\n  ]\n}\n');
  });
  test('should insert into a list in its own layout, one item a line or all on one', () => {
    expect(insertAt(list, ['b', 1], { x: 9 })).toBe(
      '{\n  "a": ["p", "q", "r"],\n  "b": [\n    { "x": 1 },\n    { "x": 9 },\n    { "x": 2 }\n  ]\n}\n',
    );
    expect(insertAt(list, ['a', 3], 's')).toBe(
      '{\n  "a": ["p", "q", "r", "s"],\n  "b": [\n    { "x": 1 },\n    { "x": 2 }\n  ]\n}\n',
    );
  });
  test('should add a property after the last one, and change only what differs', () => {
    expect(setAt(list, ['c'], { y: true })).toBe(
      '{\n  "a": ["p", "q", "r"],\n  "b": [\n    { "x": 1 },\n    { "x": 2 }\n  ],\n  "c": { "y": true }\n}\n',
    );
    expect(editBetween(list, ['b'], [{ x: 1 }, { x: 2 }], [{ x: 1 }, { x: 3 }])).toBe(list.replace('"x": 2', '"x": 3'));
  });
});
