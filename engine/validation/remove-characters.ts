import type { JourneyIndex } from '../definition/journey-index';
import type { Field, RemoveCharacters } from '../definition/types';
import type { AnswerValue } from '../definition/scope';

const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S+/gi;

/** One regular expression per set of characters to remove, made once. */
const patterns = new Map<string, RegExp>();

function removalPattern(characters: string): RegExp {
  let pattern = patterns.get(characters);
  if (!pattern) {
    const escaped = [...characters].map((character) => character.replace(/[\\\]^-]/g, '\\$&')).join('');
    pattern = new RegExp(`[${escaped}]`, 'gu');
    patterns.set(characters, pattern);
  }
  return pattern;
}

/**
 * Removes the rule's characters from typed text; with `exceptInUrls`, web addresses (http://,
 * https://, www.) keep every character as typed.
 *
 * @example
 * removeCharacters('Rent & bills! See https://a.example/?x=1&y=2', { characters: '&!', exceptInUrls: true, messageKey: 'k' })
 * // 'Rent  bills See https://a.example/?x=1&y=2'
 */
export function removeCharacters(text: string, rule: RemoveCharacters): string {
  const pattern = removalPattern(rule.characters);
  const strip = (part: string) => part.replace(pattern, '');
  if (!rule.exceptInUrls) return strip(text);
  let kept = '';
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    kept += strip(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return kept + strip(text.slice(from));
}

/** The field asking an answer key, when it is a question step's field. */
export function fieldOf(index: JourneyIndex, key: string): Field | undefined {
  const step = index.steps.get(index.askedAt.get(key) ?? '');
  return step?.kind === 'question' ? step.fields.find((field) => field.answer === key) : undefined;
}

/** The value as recorded: typed text loses the characters its field removes; other values stay. */
export function recordedValue(index: JourneyIndex, path: string, value: AnswerValue | null): AnswerValue | null {
  if (typeof value !== 'string') return value;
  const rule = fieldOf(index, path)?.remove;
  return rule ? removeCharacters(value, rule) : value;
}

/**
 * The answers of an edit that lose characters when recorded, each with the message that tells
 * the resident (for example Financial_BC009).
 *
 * @example
 * removedBy(index, { 'additional-details': 'Help <now>' }) // [{ answer: 'additional-details', messageKey: 'Financial_BC009' }]
 * // Pass the answers as recorded (after the edit) to compare with them instead of removing again.
 */
export function removedBy(
  index: JourneyIndex,
  edit: Record<string, AnswerValue | null>,
  recorded?: Record<string, unknown>,
): { answer: string; messageKey: string }[] {
  return Object.entries(edit).flatMap(([path, value]) => {
    const rule = fieldOf(index, path)?.remove;
    if (!rule || typeof value !== 'string') return [];
    // With the answers as recorded at hand, compare with them rather than remove the characters again.
    const kept = recorded && path in recorded ? recorded[path] : removeCharacters(value, rule);
    return kept !== value ? [{ answer: path, messageKey: rule.messageKey }] : [];
  });
}
