import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The locale folder the check reads by default: the portal's British English wording. */
export const DEFAULT_LOCALE_DIR = 'src/i18n/locales/en-GB';

function flatten(value: unknown, prefix: string, keys: Set<string>, words?: Map<string, string>): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    keys.add(prefix);
    if (typeof value === 'string') words?.set(prefix, value);
    return;
  }
  for (const [name, inner] of Object.entries(value)) {
    // A flat key such as "referral.consent.heading" and a nested one both count.
    keys.add(prefix ? `${prefix}.${name}` : name);
    flatten(inner, prefix ? `${prefix}.${name}` : name, keys, words);
  }
}

/** A locale namespace file's text: `journeys.json` and what it holds. */
export interface LocaleText {
  /** The file's name in its folder (journeys.json): its namespace is the name without .json. */
  file: string;
  text: string;
}

/** The namespace files (*.json) of locale folders, in name order per folder; a missing folder gives none. */
export function readLocaleTexts(dirs: readonly string[]): LocaleText[] {
  const texts: LocaleText[] = [];
  for (const dir of dirs) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    } catch {
      continue;
    }
    for (const file of files.sort()) texts.push({ file, text: readFileSync(join(dir, file), 'utf8') });
  }
  return texts;
}

/**
 * The message keys of locale namespace texts, as data: nested objects give dotted keys, and each
 * key is also known with its namespace, as `journeys:key`. The studio passes its unsaved words
 * here, laid over the files on disk. A text that is not JSON throws, naming the file.
 *
 * @example
 * localeKeysOfTexts([{ file: 'journeys.json', text: '{"a.b":"A"}' }]).has('journeys:a.b') // true
 */
export function localeKeysOfTexts(texts: readonly LocaleText[]): Set<string> {
  const keys = new Set<string>();
  for (const { file, text } of texts) {
    const namespace = basename(file, '.json');
    const own = new Set<string>();
    flatten(parseLocaleText(file, text), '', own);
    for (const key of own) {
      keys.add(key);
      keys.add(`${namespace}:${key}`);
    }
  }
  return keys;
}

/** The wording of every message key of locale namespace texts (first text wins). */
export function localeWordsOfTexts(texts: readonly LocaleText[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const { file, text } of texts) {
    const own = new Map<string, string>();
    flatten(parseLocaleText(file, text), '', new Set(), own);
    for (const [key, word] of own) if (!words.has(key)) words.set(key, word);
  }
  return words;
}

function parseLocaleText(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Reads the message keys of every namespace file (*.json) in the locale folders, as data: nested
 * objects give dotted keys, and each key is also known with its namespace, as `journeys:key`.
 *
 * @example
 * localeKeys(['src/i18n/locales/en-GB']).has('Financial_FI005') // true
 */
export function localeKeys(dirs: readonly string[]): Set<string> {
  return localeKeysOfTexts(readLocaleTexts(dirs));
}

/**
 * The wording of every message key in the locale folders (first file wins), to print diagrams and
 * paths in the words residents see.
 *
 * @example
 * localeWords(['src/i18n/locales/en-GB']).get('Financial_FI005') // 'Tell us more about your situation'
 */
export function localeWords(dirs: readonly string[]): Map<string, string> {
  return localeWordsOfTexts(readLocaleTexts(dirs));
}
