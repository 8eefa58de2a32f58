/**
 * The e-mail address rule (ACC-PRO-06), shared by the portal (statement
 * recipient, profile) and the reference gateway: one @, a local part of at most 64 characters, a
 * domain of at most 48 with a dot and no empty label, at most 100 in all, none of the forbidden
 * characters, and never '-@'. Empty is invalid.
 */

/** Characters ACC-PRO-06 forbids anywhere in an address (the pound sign and ¬ included). */
export const FORBIDDEN_EMAIL_CHARACTERS = '<>()[],;: $*£`%+?{}=|/¬&!#^~\\"';

export const EMAIL_LIMITS = { localPart: 64, domain: 48, total: 100 } as const;

const forbidden = new Set([...FORBIDDEN_EMAIL_CHARACTERS, '\t', '\n', '\r']);
const label = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * True when `value` is an address the association accepts.
 *
 * @example
 * isValidEmailAddress('amara.okafor@example.org') // true
 * isValidEmailAddress('amara-@example.org')       // false ('-@')
 */
export function isValidEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_LIMITS.total || value.includes('-@')) return false;
  if ([...value].some((character) => forbidden.has(character))) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LIMITS.localPart || domain.length > EMAIL_LIMITS.domain) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((part) => label.test(part)) && /[A-Za-z]{2,}$/.test(domain);
}
