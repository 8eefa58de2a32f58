import type { MessageValues, Translate } from './translate-context';

/**
 * A translate function over a plain table of messages, interpolating `{{name}}` as i18next does;
 * a key missing from the table reads as itself. For examples, tests and tools; the app passes
 * i18next's own.
 *
 * @example
 * messageTranslate({ hi: 'Hello {{name}}' })('hi', { name: 'Amara' }) // 'Hello Amara'
 */
export function messageTranslate(messages: Readonly<Record<string, string>>): Translate {
  return (key: string, values?: MessageValues) => {
    const message = messages[key] ?? key;
    if (!values) return message;
    return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
}
