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

/**
 * Reads the message keys of every namespace file (*.json) in the locale folders, as data: nested
 * objects give dotted keys, and each key is also known with its namespace, as `journeys:key`.
 *
 * @example
 * localeKeys(['src/i18n/locales/en-GB']).has('Financial_FI005') // true
 */
export function localeKeys(dirs: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const dir of dirs) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const namespace = basename(file, '.json');
      const own = new Set<string>();
      flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown, '', own);
      for (const key of own) {
        keys.add(key);
        keys.add(`${namespace}:${key}`);
      }
    }
  }
  return keys;
}

/**
 * The wording of every message key in the locale folders (first file wins), to print diagrams and
 * paths in the words residents see.
 *
 * @example
 * localeWords(['src/i18n/locales/en-GB']).get('Financial_FI005') // 'Tell us more about your situation'
 */
export function localeWords(dirs: readonly string[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const dir of dirs) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const own = new Map<string, string>();
      flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown, '', new Set(), own);
      for (const [key, text] of own) if (!words.has(key)) words.set(key, text);
    }
  }
  return words;
}
