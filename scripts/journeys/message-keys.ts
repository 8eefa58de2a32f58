/**
 * Finds every message key a journey file names, with its JSON pointer: properties ending in
 * "Key" (headingKey, labelKey, messageKey, requiredMessageKey...), lists in properties ending in
 * "Keys" (paragraphKeys) and the keys that validation
 * fragments map errors to (the strings inside "errorMessage").
 */

/** A message key and where the file names it. */
export interface KeyUse {
  key: string;
  pointer: string;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function stringsUnder(value: unknown, pointer: string, found: KeyUse[]): void {
  if (typeof value === 'string') found.push({ key: value, pointer });
  else if (Array.isArray(value)) value.forEach((item, at) => stringsUnder(item, `${pointer}/${at}`, found));
  else if (value !== null && typeof value === 'object')
    for (const [name, inner] of Object.entries(value)) stringsUnder(inner, `${pointer}/${escape(name)}`, found);
}

/**
 * Lists the message keys of a parsed journey file, in file order.
 *
 * @example
 * messageKeyUses({ titleKey: 'referral.title' }) // [{ key: 'referral.title', pointer: '/titleKey' }]
 */
export function messageKeyUses(raw: unknown, pointer = '', found: KeyUse[] = []): KeyUse[] {
  if (Array.isArray(raw)) raw.forEach((item, at) => messageKeyUses(item, `${pointer}/${at}`, found));
  else if (raw !== null && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw)) {
      const at = `${pointer}/${escape(name)}`;
      if (name === 'errorMessage') stringsUnder(value, at, found);
      else if (/Key$/.test(name) && typeof value === 'string') found.push({ key: value, pointer: at });
      else if (/Keys$/.test(name) && Array.isArray(value)) stringsUnder(value, at, found);
      else messageKeyUses(value, at, found);
    }
  }
  return found;
}
