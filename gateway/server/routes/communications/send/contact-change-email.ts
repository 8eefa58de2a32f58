import { isUkPhoneNumber } from '../../../../../schemas/contact-formats';
import { isValidEmailAddress } from '../../../../../schemas/email-address';
import type { CommunicationSend, ErrorItem } from '../../../../../schemas/generated/types';

type ContentKey = CommunicationSend['content'][number]['key'];

/** The template's values (ACC-GWY-15), each given once. */
export type ContactChange = Record<ContentKey, string>;

const KEYS: readonly ContentKey[] = [
  'insert_date',
  'insert_time',
  'email_address',
  'mobile_phone',
  'home_phone',
  'business_phone',
];

/** How each value must look; the optional phones may also be empty. */
const RULES: Record<ContentKey, { test: (value: string) => boolean; says: string }> = {
  insert_date: {
    test: (v) => /^(0[1-9]|[12][0-9]|3[01])\/(0[1-9]|1[0-2])\/[0-9]{4}$/.test(v),
    says: 'a date DD/MM/YYYY',
  },
  insert_time: { test: (v) => /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(v), says: 'a time HH:MM' },
  email_address: { test: isValidEmailAddress, says: 'an e-mail address the association accepts' },
  mobile_phone: { test: isUkPhoneNumber, says: 'a phone number of 11 digits starting with 0' },
  home_phone: { test: (v) => v === '' || isUkPhoneNumber(v), says: 'empty or 11 digits starting with 0' },
  business_phone: { test: (v) => v === '' || isUkPhoneNumber(v), says: 'empty or 11 digits starting with 0' },
};

/** What is wrong with the content: a value missing, given twice or not in its form. */
export function contentProblems(content: CommunicationSend['content']): ErrorItem[] {
  const problems: ErrorItem[] = [];
  for (const key of KEYS) {
    const values = content.filter((item) => item.key === key).map((item) => item.value.trim());
    const field = 'body.content';
    if (values.length === 0) problems.push({ field, message: `The content must give ${key}.` });
    else if (values.length > 1) problems.push({ field, message: `The content gives ${key} more than once.` });
    else if (!RULES[key].test(values[0] as string)) {
      problems.push({ field, message: `The content's ${key} must be ${RULES[key].says}.` });
    }
  }
  return problems;
}

/** The template's values by key (after contentProblems found nothing), trimmed. */
export function readContactChange(content: CommunicationSend['content']): ContactChange {
  return Object.fromEntries(content.map((item) => [item.key, item.value.trim()])) as ContactChange;
}

/**
 * The e-mail to the records team: who changed what, and when (the portal's date and time).
 *
 * @example
 * contactChangeEmail('CUS-100004', change).subject; // 'Contact details changed by customer CUS-100004'
 */
export function contactChangeEmail(customerId: string, change: ContactChange): { subject: string; text: string } {
  const shown = (value: string) => value || '-';
  return {
    subject: `Contact details changed by customer ${customerId}`,
    text: [
      `Customer ${customerId} changed their contact details in the resident portal on ${change.insert_date} at ${change.insert_time}.`,
      'Please update the customer record to match:',
      '',
      `E-mail address: ${change.email_address}`,
      `Mobile phone: ${change.mobile_phone}`,
      `Home phone: ${shown(change.home_phone)}`,
      `Business phone: ${shown(change.business_phone)}`,
    ].join('\n'),
  };
}
