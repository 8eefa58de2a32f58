/**
 * Edits of a JSON text at JSON paths, applied with jsonc-parser's `applyEdits` on its syntax tree,
 * so that a change touches only the characters it changes and the studio's diff shows only what
 * the analyst did (the texts are the source of truth; the save formats them with prettier).
 *
 * Why not only jsonc-parser's `modify`: with formatting options it re-formats the lines around an
 * insertion (a one-line neighbour is broken over several lines, and prettier keeps an object
 * broken once it is), and without them it writes compact JSON and its removal of a one-line
 * list's last item breaks the text (step-edits.test.ts). So insertions and removals are edits of
 * our own, printed as prettier prints; `modify` remains for a text too broken to have a tree.
 */
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parse,
  parseTree,
  type Edit,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';

type Json = unknown;

/** The project's prettier width (.prettierrc): a value printed within it stays on one line, as prettier keeps it. */
const PRINT_WIDTH = 120;

/** A text's JSON, read as far as it goes: a text the analyst is half-way through typing still gives what it holds. */
export function readJson(text: string): Json {
  const errors: ParseError[] = [];
  return parse(text, errors, { allowTrailingComma: true, disallowComments: false }) as Json;
}

/** A value on one line, spaced as prettier spaces it: { "to": "covid" }, ["a", "b"]. */
function oneLine(value: Json): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(oneLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([key, inner]) => `${JSON.stringify(key)}: ${oneLine(inner)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A value printed as prettier would print it from scratch at a column: on one line when it fits
 * the width, else one member a line. Written so, the save's formatting changes nothing more (an
 * object broken over lines stays broken under prettier, so breaking one that fits would show up
 * in the diff as a change the analyst did not make).
 */
export function printJson(value: Json, indent: string, column: number = indent.length): string {
  const flat = oneLine(value);
  if (column + flat.length + 1 <= PRINT_WIDTH || typeof value !== 'object' || value === null) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + printJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return head + printJson(item, inner, head.length);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The spaces that start the line an offset is on. */
function indentAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

const end = (node: Node) => node.offset + node.length;
const spansLines = (text: string, node: Node) => text.slice(node.offset, end(node)).includes('\n');

function nodeAt(text: string, path: JSONPath): Node | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true });
  return root ? findNodeAtLocation(root, path) : undefined;
}

/** The edit that puts a new member into a container after its last one (or as its only one). */
function appendEdit(text: string, container: Node, member: (indent: string, column: number) => string): Edit {
  const children = container.children ?? [];
  const last = children.at(-1);
  if (!last) {
    const indent = indentAt(text, container.offset);
    const open = container.type === 'array' ? '[' : '{';
    const close = container.type === 'array' ? ']' : '}';
    const body = member(indent, container.offset - text.lastIndexOf('\n', container.offset - 1));
    return {
      offset: container.offset,
      length: container.length,
      content: container.type === 'array' ? `${open}${body}${close}` : `${open} ${body} ${close}`,
    };
  }
  if (spansLines(text, container)) {
    const indent = indentAt(text, children[0]!.offset);
    return { offset: end(last), length: 0, content: `,\n${indent}${member(indent, indent.length)}` };
  }
  return {
    offset: end(last),
    length: 0,
    content: `, ${member(indentAt(text, container.offset), end(last) + 2 - text.lastIndexOf('\n', end(last)))}`,
  };
}

/** Sets (or, with undefined, removes) the value at a path; a missing object on the way is created. */
export function setAt(text: string, path: JSONPath, value: Json): string {
  if (value === undefined) return removeAt(text, path);
  const node = nodeAt(text, path);
  if (node) {
    const indent = indentAt(text, node.offset);
    const column = node.offset - text.lastIndexOf('\n', node.offset - 1) - 1;
    return applyEdits(text, [{ offset: node.offset, length: node.length, content: printJson(value, indent, column) }]);
  }
  const parentPath = path.slice(0, -1);
  const key = path.at(-1);
  const parent = nodeAt(text, parentPath);
  if (parent?.type === 'object' && typeof key === 'string') {
    const edit = appendEdit(text, parent, (indent, column) => {
      const head = `${JSON.stringify(key)}: `;
      return head + printJson(value, indent, column + head.length);
    });
    return applyEdits(text, [edit]);
  }
  if (parent?.type === 'array' && typeof key === 'number') return insertAt(text, path, value);
  if (parent === undefined && parentPath.length > 0 && typeof key === 'string')
    return setAt(text, parentPath, { [key]: value });
  // What the text does not hold in a shape we can extend (a half-typed file): jsonc-parser's own edit.
  return applyEdits(text, modify(text, path, value, {}));
}

/** Inserts a value into an array at an index (the last path part), in the array's own layout. */
export function insertAt(text: string, path: JSONPath, value: Json): string {
  const array = nodeAt(text, path.slice(0, -1));
  const index = path.at(-1);
  if (array?.type !== 'array' || typeof index !== 'number')
    return applyEdits(text, modify(text, path, value, { isArrayInsertion: true }));
  const children = array.children ?? [];
  const before = children[index];
  if (!before) return applyEdits(text, [appendEdit(text, array, (indent, column) => printJson(value, indent, column))]);
  const multiline = spansLines(text, array);
  const indent = indentAt(text, before.offset);
  const printed = printJson(value, indent, before.offset - text.lastIndexOf('\n', before.offset - 1) - 1);
  return applyEdits(text, [
    { offset: before.offset, length: 0, content: `${printed},${multiline ? `\n${indent}` : ' '}` },
  ]);
}

/** Removes the member at a path with its separator, leaving its neighbours' layout as it was. */
export function removeAt(text: string, path: JSONPath): string {
  const found = nodeAt(text, path);
  if (!found) return text;
  const member = found.parent?.type === 'property' ? found.parent : found;
  const container = member.parent;
  if (!container) return text;
  const siblings = container.children ?? [];
  const at = siblings.indexOf(member);
  if (siblings.length === 1)
    return applyEdits(text, [
      { offset: container.offset, length: container.length, content: container.type === 'array' ? '[]' : '{}' },
    ]);
  const previous = siblings[at - 1];
  if (previous) return applyEdits(text, [{ offset: end(previous), length: end(member) - end(previous), content: '' }]);
  const next = siblings[at + 1]!;
  return applyEdits(text, [{ offset: member.offset, length: next.offset - member.offset, content: '' }]);
}

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when two JSON values are the same. */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, at) => sameJson(item, b[at]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === otherKeys.length && keys.every((key) => sameJson(a[key], b[key]));
  }
  return false;
}

interface Change {
  path: JSONPath;
  value: Json;
  insert?: boolean;
}

/** The smallest changes at paths that turn `before` into `after`. */
function changesBetween(path: JSONPath, before: Json, after: Json, out: Change[]): void {
  if (sameJson(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before))
      if (before[key] !== undefined && after[key] === undefined) out.push({ path: [...path, key], value: undefined });
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      if (before[key] === undefined) out.push({ path: [...path, key], value: after[key] });
      else changesBetween([...path, key], before[key], after[key], out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      before.forEach((item, at) => changesBetween([...path, at], item, after[at], out));
      return;
    }
    const shorter = before.length < after.length ? before : after;
    const longer = shorter === before ? after : before;
    if (longer.length === shorter.length + 1) {
      let at = 0;
      while (at < shorter.length && sameJson(shorter[at], longer[at])) at += 1;
      if (sameJson(shorter.slice(at), longer.slice(at + 1))) {
        out.push(
          longer === after
            ? { path: [...path, at], value: after[at], insert: true }
            : { path: [...path, at], value: undefined },
        );
        return;
      }
    }
  }
  out.push({ path, value: after });
}

/**
 * Edits the text so that the value at `path`, which was `before`, becomes `after`, with the
 * fewest edits: only the properties and items that differ are written (a form's change of one
 * field writes that field).
 *
 * @example
 * editBetween('{"a": {"b": 1, "c": 2}}', ['a'], { b: 1, c: 2 }, { b: 1, c: 3 }) // '{"a": {"b": 1, "c": 3}}'
 */
export function editBetween(text: string, path: JSONPath, before: Json, after: Json): string {
  const changes: Change[] = [];
  changesBetween(path, before, after, changes);
  return changes.reduce(
    (current, change) =>
      change.insert ? insertAt(current, change.path, change.value) : setAt(current, change.path, change.value),
    text,
  );
}

/** Where the value at a path is in the text (its first character), or undefined when the text does not hold it. */
export function offsetOf(text: string, path: JSONPath): number | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root) return undefined;
  return findNodeAtLocation(root, path)?.offset;
}

/** A JSON pointer's parts: /steps/3/next/0/to is ['steps', 3, 'next', 0, 'to'] (digits become indexes). */
export function pointerPath(pointer: string): JSONPath {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}
