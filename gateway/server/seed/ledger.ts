import type { Insertable } from 'kysely';
import { DateTime } from 'luxon';
import type { TransactionsTable } from '../db/tables';

export type TransactionType = 'PAY' | 'DRS' | 'ADJ' | 'DRA';

/** One money movement before running balances are worked out; amounts in pence, always positive. */
export interface LedgerEntry {
  date: string;
  description: string;
  code: 'CR' | 'DR';
  type: TransactionType;
  pence: number;
}

/** Pounds with two decimals as the numeric columns take them. */
export function pounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** Every date from `from` to `to` (inclusive, YYYY-MM-DD) falling on the given weekday (1 = Monday). */
export function weekly(from: string, to: string, weekday: number): string[] {
  const end = DateTime.fromISO(to);
  let day = DateTime.fromISO(from);
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  const dates: string[] = [];
  for (; day <= end; day = day.plus({ weeks: 1 })) dates.push(day.toISODate() as string);
  return dates;
}

/** The given day of every `everyMonths`-th month from `from` to `to` (inclusive). */
export function monthly(from: string, to: string, dayOfMonth: number, everyMonths = 1): string[] {
  const start = DateTime.fromISO(from);
  const end = DateTime.fromISO(to);
  const dates: string[] = [];
  for (let month = start.startOf('month'); month <= end; month = month.plus({ months: everyMonths })) {
    const day = month.set({ day: Math.min(dayOfMonth, month.daysInMonth ?? 28) });
    if (day >= start && day <= end) dates.push(day.toISODate() as string);
  }
  return dates;
}

export interface Ledger {
  rows: Insertable<TransactionsTable>[];
  /** Balance after the last transaction: positive is arrears, negative is credit. */
  balancePence: number;
}

/**
 * Orders entries by date (charges before payments on the same day), works out running balances
 * (debits add, credits subtract) so that the account ends on `closingPence` whatever the seed
 * day, and marks entries on or after `unpostedFrom` as not yet posted.
 */
export function buildLedger(
  accountId: string,
  closingPence: number,
  entries: LedgerEntry[],
  unpostedFrom: string,
): Ledger {
  const net = entries.reduce((sum, e) => sum + (e.code === 'DR' ? e.pence : -e.pence), 0);
  const sorted = [...entries].sort((a, b) =>
    a.date === b.date ? (a.code === b.code ? 0 : a.code === 'DR' ? -1 : 1) : a.date < b.date ? -1 : 1,
  );
  let balance = closingPence - net;
  const rows = sorted.map((entry) => {
    if (!Number.isInteger(entry.pence) || entry.pence <= 0) {
      throw new RangeError(
        `Ledger entry "${entry.description}" on ${entry.date} needs a positive whole number of pence.`,
      );
    }
    balance += entry.code === 'DR' ? entry.pence : -entry.pence;
    return {
      account_id: accountId,
      transaction_date: entry.date,
      description: entry.description,
      payment_code: entry.code,
      transaction_type: entry.type,
      amount: pounds(entry.pence),
      running_balance: pounds(balance),
      is_posted: entry.date < unpostedFrom,
    };
  });
  return { rows, balancePence: balance };
}
