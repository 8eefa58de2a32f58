/**
 * The words of the journeys' locale file (flat keys, "repair.pets.heading": "Pets in your home"),
 * read from and written to its held text with minimal edits.
 */
import { applyEdits, modify } from 'jsonc-parser';
import { readJson } from './json-text-edits';

/** The words of the locale text by key (only keys whose value is text). */
export function wordsOf(text: string): Record<string, string> {
  const parsed = readJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** How many leading dotted parts two keys share. */
function sharedParts(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  let count = 0;
  while (count < left.length && count < right.length && left[count] === right[count]) count += 1;
  return count;
}

/**
 * Sets the words of a key. A new key goes after the last key it shares the most dotted parts
 * with (a new repair.pets.label beside repair.pets.heading, a new repair.pets.heading after the
 * last repair.* key), so the file stays grouped as analysts keep it.
 *
 * @example
 * setWords('{\n  "a.x": "1"\n}', 'a.y', '2') // '{\n  "a.x": "1",\n  "a.y": "2"\n}'
 */
export function setWords(text: string, key: string, words: string): string {
  const edits = modify(text, [key], words, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
    getInsertionIndex: (properties) => {
      let best = properties.length;
      let bestShared = 0;
      properties.forEach((property, at) => {
        const shared = sharedParts(property, key);
        if (shared > 0 && shared >= bestShared) {
          best = at + 1;
          bestShared = shared;
        }
      });
      return best;
    },
  });
  return applyEdits(text, edits);
}
