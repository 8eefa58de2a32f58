import { describe, expect, it } from 'vitest';
import { buildLedger, monthly, weekly, type LedgerEntry } from './ledger';

const entry = (date: string, code: 'CR' | 'DR', pence: number): LedgerEntry => ({
  date,
  description: code === 'DR' ? 'Rent' : 'Payment',
  code,
  type: code === 'DR' ? 'DRS' : 'PAY',
  pence,
});

describe('ledger', () => {
  it('lists every Monday and every given day of the month in a range', () => {
    expect(weekly('2025-03-01', '2025-03-31', 1)).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    expect(monthly('2025-01-15', '2025-05-09', 10)).toEqual(['2025-02-10', '2025-03-10', '2025-04-10']);
    expect(monthly('2025-01-01', '2025-04-30', 31)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
    expect(monthly('2025-01-01', '2025-12-31', 25, 6)).toEqual(['2025-01-25', '2025-07-25']);
  });

  it('orders charges before payments, ends on the closing balance and leaves recent entries unposted', () => {
    const ledger = buildLedger(
      'ACC-1',
      2500,
      [entry('2025-03-10', 'CR', 10000), entry('2025-03-03', 'DR', 10000), entry('2025-03-10', 'DR', 10000)],
      '2025-03-08',
    );
    expect(ledger.balancePence).toBe(2500);
    expect(
      ledger.rows.map((r) => [r.transaction_date, r.payment_code, r.amount, r.running_balance, r.is_posted]),
    ).toEqual([
      ['2025-03-03', 'DR', '100.00', '25.00', true],
      ['2025-03-10', 'DR', '100.00', '125.00', false],
      ['2025-03-10', 'CR', '100.00', '25.00', false],
    ]);
  });

  it('refuses an entry without a positive whole number of pence', () => {
    expect(() => buildLedger('ACC-1', 0, [entry('2025-03-03', 'DR', 12.5)], '2025-04-01')).toThrow(
      /positive whole number of pence/,
    );
    expect(() => buildLedger('ACC-1', 0, [entry('2025-03-03', 'CR', 0)], '2025-04-01')).toThrow(RangeError);
  });
});
