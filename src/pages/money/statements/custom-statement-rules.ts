import { DateTime } from 'luxon';
import { isValidEmailAddress } from '../../../../schemas/email-address';

/**
 * What the resident typed in the Request custom statement dialog: the period. The statement goes
 * to the e-mail address on file and nowhere else (docs/adr/0005-outgoing-mail.md), so there is no
 * address to type.
 */
export interface CustomStatementForm {
  /** dd/mm/yyyy */
  from: string;
  /** dd/mm/yyyy */
  to: string;
}

/** What the rules are checked against. */
export interface CustomStatementContext {
  /** ISO date (yyyy-MM-dd) of today in the association's zone. */
  today: string;
  /** ISO date the account's tenancy started; without it the from date has no lower limit. */
  tenancyStart?: string;
}

export type CustomStatementField = 'from' | 'to';

/** The spec's message codes of the dates of the request (ACC-STM-08). */
export type CustomStatementCode = 'SSC009' | 'SSC012' | 'SSC013' | 'SSC014' | 'SSC020';

export interface CustomStatementError {
  field: CustomStatementField;
  code: CustomStatementCode;
}

/** The date format of the dialog. */
export const STATEMENT_DATE_FORMAT = 'dd/MM/yyyy';

const DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * A dd/mm/yyyy text as an ISO date; undefined when it is not in that form or names no real day
 * (31/04/2025, 29/02/2025).
 *
 * @example
 * parseStatementDate('29/02/2024'); // '2024-02-29'
 * parseStatementDate('2024-02-29'); // undefined
 */
export function parseStatementDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (!DATE_PATTERN.test(trimmed)) return undefined;
  const date = DateTime.fromFormat(trimmed, STATEMENT_DATE_FORMAT, { zone: 'utc' });
  return date.isValid ? (date.toISODate() ?? undefined) : undefined;
}

/**
 * An ISO date in the dialog's form.
 *
 * @example
 * statementDateText('2016-04-04'); // '04/04/2016'
 */
export function statementDateText(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: 'utc' }).toFormat(STATEMENT_DATE_FORMAT);
}

/** One date field's own problem: missing (SSC009) or not a real dd/mm/yyyy date (SSC020). */
function dateProblem(text: string): CustomStatementCode | undefined {
  if (!text.trim()) return 'SSC009';
  return parseStatementDate(text) ? undefined : 'SSC020';
}

/**
 * The problems of a custom-statement request's dates, at most one per field, in the order of the
 * form (ACC-STM-08):
 * - from and to are required (SSC009);
 * - a date that is not dd/mm/yyyy or names no real day: SSC020;
 * - from in the future: SSC013; from before the tenancy start: SSC012; to in the future: SSC014;
 * - from after to: SSC009, on the from date (on the to date when from already has a problem).
 * An empty list means the request may be sent.
 *
 * @example
 * customStatementErrors({ from: '01/05/2026', to: '01/04/2026' }, { today: '2026-06-01', tenancyStart: '2016-04-04' });
 * // [{ field: 'from', code: 'SSC009' }]
 */
export function customStatementErrors(
  form: CustomStatementForm,
  context: CustomStatementContext,
): CustomStatementError[] {
  const found = new Map<CustomStatementField, CustomStatementCode>();
  const note = (field: CustomStatementField, code: CustomStatementCode | undefined) => {
    if (code && !found.has(field)) found.set(field, code);
  };

  note('from', dateProblem(form.from));
  note('to', dateProblem(form.to));
  const from = parseStatementDate(form.from);
  const to = parseStatementDate(form.to);
  if (from && from > context.today) note('from', 'SSC013');
  if (from && context.tenancyStart && from < context.tenancyStart) note('from', 'SSC012');
  if (to && to > context.today) note('to', 'SSC014');
  if (from && to && from > to) note(found.has('from') ? 'to' : 'from', 'SSC009');

  const order: CustomStatementField[] = ['from', 'to'];
  return order.flatMap((field) => {
    const code = found.get(field);
    return code ? [{ field, code }] : [];
  });
}

/**
 * Where a statement can go: the e-mail address on file (trimmed) when the e-mail rule (ACC-PRO-06) accepts
 * it, else '' (the dialog then offers no sending: the gateway sends statements to the address on
 * the customer's record only, docs/adr/0005-outgoing-mail.md).
 *
 * @example
 * statementRecipient(' amara@example.org '); // 'amara@example.org'
 * statementRecipient(''); // ''
 */
export function statementRecipient(heldEmail: string): string {
  const address = heldEmail.trim();
  return isValidEmailAddress(address) ? address : '';
}
