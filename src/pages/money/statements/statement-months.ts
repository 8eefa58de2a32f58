import { DateTime } from 'luxon';
import type { StatementDocument, StatementDocumentQuery } from '../../../../schemas/generated/types';

/** How many months the statement list offers at most (ACC-STM-01). */
export const STATEMENT_MONTHS = 24;

/** One month of the statement list. */
export interface StatementMonth {
  /** The month as the gateway names it (statement-period, yearMonthFrom/To): YYYY/MM. */
  period: string;
  year: number;
  /** 1 to 12. */
  month: number;
}

const monthOf = (date: DateTime): StatementMonth => ({
  period: date.toFormat('yyyy/MM'),
  year: date.year,
  month: date.month,
});

/**
 * The months whose statement the resident may open, newest first (ACC-STM-01): up to
 * 24, from the current month back, never before the tenancy's start
 * month. The current month is left out while today's day of the month is before the tenancy's
 * start day; in a month too short to have that day (a tenancy that started on the 31st, or on
 * 29 February) the month's last day stands for it, so the month's statement still comes in it.
 * `today` and `tenancyStart` are ISO dates (yyyy-MM-dd); without a tenancy start only the
 * 24-month limit applies.
 *
 * @example
 * statementMonths('2026-03-10', '2019-04-15').map((m) => m.period).slice(0, 2); // ['2026/02', '2026/01']
 * statementMonths('2026-03-15', '2019-04-15')[0]?.period; // '2026/03'
 * statementMonths('2026-02-28', '2019-01-31')[0]?.period; // '2026/02' (28 February is February's last day)
 */
export function statementMonths(
  today: string,
  tenancyStart: string | undefined,
  count = STATEMENT_MONTHS,
): StatementMonth[] {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  if (!day.isValid) throw new RangeError(`statementMonths: today is not an ISO date: ${today}`);
  const start = tenancyStart ? DateTime.fromISO(tenancyStart, { zone: 'utc' }) : undefined;
  const startMonth = start?.isValid ? start.startOf('month') : undefined;
  const statementDay = start?.isValid ? Math.min(start.day, day.daysInMonth ?? 31) : 1;
  const newest = day.startOf('month').minus({ months: day.day < statementDay ? 1 : 0 });
  const months: StatementMonth[] = [];
  for (let back = 0; back < count; back += 1) {
    const month = newest.minus({ months: back });
    if (startMonth && month < startMonth) break;
    months.push(monthOf(month));
  }
  return months;
}

/**
 * The statement-list query for the months offered: from the oldest to the newest (at most the
 * last two years, as ACC-GWY-10 asks); undefined when no month is offered.
 *
 * @example
 * statementQuery(statementMonths('2026-03-15', '2019-04-15')); // { yearMonthFrom: '2024/04', yearMonthTo: '2026/03' }
 */
export function statementQuery(months: readonly StatementMonth[]): StatementDocumentQuery | undefined {
  const newest = months[0];
  const oldest = months[months.length - 1];
  return newest && oldest ? { yearMonthFrom: oldest.period, yearMonthTo: newest.period } : undefined;
}

/** A metadata value of a statement document ('' when it has none). */
export function metadataValue(document: StatementDocument, key: string): string {
  return document.metadata.find((pair) => pair.key === key)?.value.trim() ?? '';
}

/**
 * The statement of one month of one account: the document whose account-reference is the
 * account's payment reference and whose statement-period is the month (ACC-STM-03, "Statement download
 * needs a document whose account-reference matches the account's payment reference"). Another
 * account's statement of the same customer is never answered.
 *
 * @example
 * statementFor(documents, '6001000011', '2026/02')?.id; // 'STM-6001000011-202602'
 */
export function statementFor(
  documents: readonly StatementDocument[],
  paymentReference: string,
  period: string,
): StatementDocument | undefined {
  if (!paymentReference.trim()) return undefined;
  return documents.find(
    (document) =>
      metadataValue(document, 'account-reference') === paymentReference.trim() &&
      metadataValue(document, 'statement-period') === period,
  );
}

/**
 * A month's name and year as the list and the statement's tab show them.
 *
 * @example
 * monthName({ period: '2026/02', year: 2026, month: 2 }); // 'February 2026'
 */
export function monthName(month: StatementMonth): string {
  return DateTime.fromObject({ year: month.year, month: month.month }, { locale: 'en-GB' }).toFormat('MMMM yyyy');
}
