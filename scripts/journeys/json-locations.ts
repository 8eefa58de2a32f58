import { parse, parseTree, type Node, type ParseError } from 'jsonc-parser';

/**
 * Where something is in a JSON text: the character offset, the line (from 1) and the column
 * (from 0, as Vite and Rollup count columns in an error's `loc`).
 */
export interface TextPosition {
  offset: number;
  line: number;
  column: number;
}

/**
 * The line and column of a character offset in a text.
 *
 * @example
 * positionOfOffset('{\n  "id": 1\n}', 4) // { offset: 4, line: 2, column: 2 }
 */
export function positionOfOffset(text: string, offset: number): TextPosition {
  const at = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < at; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { offset: at, line, column: at - lineStart };
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The node a pointer names, or the nearest of its ancestors that the text holds. */
function nodeAt(root: Node, pointer: string): Node {
  let node = root;
  for (const part of pointer === '' ? [] : pointer.split('/').slice(1).map(unescape)) {
    const next =
      node.type === 'object'
        ? node.children?.find((property) => property.children?.[0]?.value === part)?.children?.[1]
        : node.type === 'array' && /^(0|[1-9]\d*)$/.test(part)
          ? node.children?.[Number(part)]
          : undefined;
    if (!next) break;
    node = next;
  }
  return node;
}

/**
 * Finds where JSON pointers are in a text, parsing it once: at the property name when the pointer
 * names the value of a property (`"widget": ...`), at the value itself otherwise. A pointer to
 * something the text does not hold (a required property that is missing) gives its nearest
 * ancestor. Gives undefined for every pointer when the text is not strict JSON. Uses
 * jsonc-parser's syntax tree, which keeps each value's offset.
 *
 * @example
 * pointerLocator('{\n  "steps": [{ "id": "a" }]\n}')('/steps/0/id') // { offset: 16, line: 2, column: 14 }
 */
export function pointerLocator(text: string): (pointer: string) => TextPosition | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  return (pointer) => {
    if (!root || errors.length > 0) return undefined;
    const node = nodeAt(root, pointer);
    const property = node.parent?.type === 'property' && node.parent.children?.[1] === node ? node.parent : undefined;
    return positionOfOffset(text, (property ?? node).offset);
  };
}

/**
 * Where the first JSON syntax error of a text is, as a strict JSON parser sees it (no comments,
 * no trailing commas); undefined when the text is valid JSON.
 *
 * @example
 * syntaxErrorPosition('{\n  "a": 1\n  "b": 2\n}') // { offset: 13, line: 3, column: 2 }
 */
export function syntaxErrorPosition(text: string): TextPosition | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  return first ? positionOfOffset(text, first.offset) : undefined;
}
