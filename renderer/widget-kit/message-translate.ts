import type { MessageValues, Translate } from './translate-context';

/** English plural rules, made on first use: a page's first Intl object loads the browser's locale data (docs/adr/0014). */
let plurals: Intl.PluralRules | undefined;

/**
 * A translate function over a plain table of messages, as i18next reads them: `{{name}}`
 * interpolates, and with a numeric `count` the form of its plural category is taken (`key_one`,
 * `key_other`) when the table has it; a key missing from the table reads as itself. For
 * examples, tests and tools; the app passes i18next's own.
 *
 * @example
 * messageTranslate({ hi: 'Hello {{name}}' })('hi', { name: 'Amara' }) // 'Hello Amara'
 * messageTranslate({ n_one: '{{count}} result', n_other: '{{count}} results' })('n', { count: 1 }) // '1 result'
 */
export function messageTranslate(messages: Readonly<Record<string, string>>): Translate {
  return (key: string, values?: MessageValues) => {
    const count = values?.count;
    const plural =
      typeof count === 'number'
        ? messages[`${key}_${(plurals ??= new Intl.PluralRules('en-GB')).select(count)}`]
        : undefined;
    const message = plural ?? messages[key] ?? key;
    if (!values) return message;
    return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
}
