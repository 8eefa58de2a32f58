import { DateTime } from 'luxon';
import type { CustomStatementRequest, ErrorItem } from '../../../schemas/generated/types';
import { isValidEmailAddress } from '../../../schemas/email-address';

export type ContentKey = CustomStatementRequest['content'][number]['key'];

export const CONTENT_KEYS: readonly ContentKey[] = [
  'payment_ref',
  'customer_name',
  'statement_startdate',
  'statement_enddate',
  'customer_email',
];

/** The template values of a custom statement request, each once (a missing one is empty). */
export type StatementContent = Record<ContentKey, string>;

const field = (key: ContentKey) => `body.content.${key}`;

/**
 * The request's content as one value per key, trimmed; a key given twice is a problem (400).
 *
 * @example
 * readStatementContent(request).payment_ref // '6001000011'
 */
export function readStatementContent(request: CustomStatementRequest): {
  content: StatementContent;
  problems: ErrorItem[];
} {
  const content = Object.fromEntries(CONTENT_KEYS.map((key) => [key, ''])) as StatementContent;
  const seen = new Set<ContentKey>();
  const problems: ErrorItem[] = [];
  for (const item of request.content) {
    if (seen.has(item.key)) {
      problems.push({ field: field(item.key), message: `The content names ${item.key} more than once; give it once.` });
    }
    seen.add(item.key);
    content[item.key] = item.value.trim();
  }
  if (content.payment_ref === '') {
    problems.push({ field: field('payment_ref'), message: 'Name the account by its payment reference (payment_ref).' });
  }
  return { content, problems };
}

/** A date typed as dd/mm/yyyy (ACC-STM-08), or undefined when it is not one. */
export function parseStatementDate(value: string): DateTime | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return undefined;
  const date = DateTime.fromFormat(value, 'dd/MM/yyyy', { zone: 'utc' });
  return date.isValid ? date : undefined;
}

export interface StatementRuleFacts {
  /** Today in London (YYYY-MM-DD). */
  today: string;
  /** Start of the tenancy of the account asked about (YYYY-MM-DD). */
  tenancyStart: string;
  /** The e-mail address on the customer's record, the only one a statement goes to (null: none held). */
  heldEmail: string | null;
}

/** A checked request: the period (YYYY-MM-DD) and the recipient, the address on the customer's record. */
export interface CheckedStatementRequest {
  from: string;
  to: string;
  recipient: string;
}

/**
 * The request-statement rules of ACC-STM-08, each a problem naming its field
 * and code: a date missing (SSC009) or not dd/mm/yyyy (SSC020), from in the future (SSC013), to
 * in the future (SSC014), from before the tenancy start (SSC012), from after to (SSC009), and an
 * e-mail address the association does not accept (SSC011). Then the gateway's own rule
 * (docs/adr/0005-outgoing-mail.md): customer_email must be the address on the customer's record,
 * in any case of letters, and the statement goes to the record's address; a customer with none
 * held gets none.
 *
 * @example
 * checkStatementRules(content, { today: '2026-03-18', tenancyStart: '2015-06-01', heldEmail: 'amara@example.org' });
 * // { problems: [], request: { from: '2025-04-01', to: '2026-03-18', recipient: 'amara@example.org' } }
 */
export function checkStatementRules(
  content: StatementContent,
  facts: StatementRuleFacts,
): { problems: ErrorItem[]; request?: CheckedStatementRequest } {
  const problems: ErrorItem[] = [];
  const date = (key: 'statement_startdate' | 'statement_enddate', name: string): string | undefined => {
    const value = content[key];
    if (value === '') {
      problems.push({ field: field(key), code: 'SSC009', message: `Enter the ${name} date (SSC009).` });
      return undefined;
    }
    const parsed = parseStatementDate(value);
    if (!parsed) {
      problems.push({
        field: field(key),
        code: 'SSC020',
        message: `The ${name} date must be a real date written dd/mm/yyyy, for example 01/04/2025 (SSC020).`,
      });
      return undefined;
    }
    return parsed.toISODate() as string;
  };
  const from = date('statement_startdate', 'from');
  const to = date('statement_enddate', 'to');
  if (from !== undefined && from > facts.today) {
    problems.push({
      field: field('statement_startdate'),
      code: 'SSC013',
      message: 'The from date cannot be in the future (SSC013).',
    });
  }
  if (to !== undefined && to > facts.today) {
    problems.push({
      field: field('statement_enddate'),
      code: 'SSC014',
      message: 'The to date cannot be in the future (SSC014).',
    });
  }
  if (from !== undefined && from < facts.tenancyStart) {
    problems.push({
      field: field('statement_startdate'),
      code: 'SSC012',
      message: `The from date cannot be before your tenancy started (${displayDate(facts.tenancyStart)}) (SSC012).`,
    });
  }
  if (from !== undefined && to !== undefined && from > to) {
    problems.push({
      field: field('statement_startdate'),
      code: 'SSC009',
      message: 'The from date must be on or before the to date (SSC009).',
    });
  }
  const held = facts.heldEmail?.trim() ?? '';
  if (!isValidEmailAddress(content.customer_email)) {
    problems.push({
      field: field('customer_email'),
      code: 'SSC011',
      message: 'Enter a valid e-mail address to send the statement to (SSC011).',
    });
  } else if (held === '') {
    problems.push({
      field: field('customer_email'),
      message:
        'We hold no e-mail address for you, so we cannot e-mail you a statement. Add your e-mail address to your profile first.',
    });
  } else if (content.customer_email.toLowerCase() !== held.toLowerCase()) {
    problems.push({
      field: field('customer_email'),
      message:
        `We send statements only to the e-mail address we hold for you, ${held}. ` +
        'To have it sent somewhere else, change the e-mail address in your profile first.',
    });
  }
  if (problems.length > 0 || from === undefined || to === undefined) return { problems };
  return { problems, request: { from, to, recipient: held } };
}

/** A date as dd/mm/yyyy. */
export function displayDate(iso: string): string {
  return DateTime.fromISO(iso).toFormat('dd/MM/yyyy');
}
