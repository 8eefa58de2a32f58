import type { CustomerUpdate, ErrorItem } from '../../../../schemas/generated/types';

/** Characters the spec (§5) forbids anywhere in an e-mail address. */
const FORBIDDEN_EMAIL_CHARACTERS = /[<>()[\],;:\s$*£`%+?{}=|/¬&!#^~]/;
/** local@domain.tld: a local part, a domain of dot-separated labels ending in letters. */
const EMAIL_SHAPE = /^[^@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const PHONE = /^0[0-9]{10}$/;

export const CONTACT_ERROR_CODES = {
  'body.emailAddress': 'SSCP002',
  'body.mobilePhone': 'SSCP003a',
  'body.homePhone': 'SSCP003b',
  'body.workPhone': 'SSCP003c',
} as const;

/**
 * The e-mail rule of the spec (§5, profile code SSCP002): a standard address; none of the
 * forbidden characters; local part at most 64, domain at most 48, whole at most 100; never
 * "-@"; never empty. Returns what is wrong, or an empty list.
 */
export function emailProblems(address: string): string[] {
  if (address.trim() === '') return ['The e-mail address must not be empty.'];
  const problems: string[] = [];
  const at = address.lastIndexOf('@');
  const local = at >= 0 ? address.slice(0, at) : address;
  const domain = at >= 0 ? address.slice(at + 1) : '';
  if (FORBIDDEN_EMAIL_CHARACTERS.test(address)) {
    problems.push(
      'The e-mail address contains a character that is not allowed (spaces and symbols such as < > , ; : + % & ! # are not).',
    );
  }
  if (!EMAIL_SHAPE.test(address) || address.indexOf('@') !== at) {
    problems.push('The e-mail address must look like name@example.org.');
  }
  if (address.includes('-@')) problems.push('The e-mail address must not have a hyphen just before the @.');
  if (local.length > 64) problems.push('The part of the e-mail address before the @ must be at most 64 characters.');
  if (domain.length > 48) problems.push('The part of the e-mail address after the @ must be at most 48 characters.');
  if (address.length > 100) problems.push('The e-mail address must be at most 100 characters.');
  return problems;
}

/**
 * Checks a profile update by the spec's rules (§5) beyond what its schema says: every problem as
 * an error item naming the field, with the spec's message code.
 */
export function contactUpdateProblems(update: CustomerUpdate): ErrorItem[] {
  const items: ErrorItem[] = emailProblems(update.emailAddress).map((message) => ({
    message,
    field: 'body.emailAddress',
    code: CONTACT_ERROR_CODES['body.emailAddress'],
  }));
  const phones: [keyof typeof CONTACT_ERROR_CODES, string | null | undefined, string][] = [
    ['body.mobilePhone', update.mobilePhone, 'mobile phone'],
    ['body.homePhone', update.homePhone, 'home phone'],
    ['body.workPhone', update.workPhone, 'business phone'],
  ];
  for (const [field, number, label] of phones) {
    if (number === null || number === undefined) continue;
    if (!PHONE.test(number)) {
      items.push({
        message: `The ${label} number must be 11 digits starting with 0.`,
        field,
        code: CONTACT_ERROR_CODES[field],
      });
    }
  }
  return items;
}
