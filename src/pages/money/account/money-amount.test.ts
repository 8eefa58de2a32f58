import { describe, expect, it } from 'vitest';
import money from '../../../i18n/locales/en-GB/money.json';
import { balanceStanding, balanceText, formatPounds, liveBalance } from './money-amount';

const words = (key: string) => (money.account as Record<string, unknown>)[key.replace('account.', '')] as string;

describe('money amounts', () => {
  it('writes pounds with two decimals and thousands, without the sign', () => {
    expect([formatPounds(0), formatPounds(25.5), formatPounds(-276.6), formatPounds(1234567.891)]).toEqual([
      '£0.00',
      '£25.50',
      '£276.60',
      '£1,234,567.89',
    ]);
  });

  it('reads a positive balance as arrears, a negative one as credit and less than a penny as zero', () => {
    expect([612.48, 0.01, -0.01, -276.6, 0, 0.004, -0.004].map(balanceStanding)).toEqual([
      'arrears',
      'arrears',
      'credit',
      'credit',
      'zero',
      'zero',
      'zero',
    ]);
  });

  it('words arrears in brackets, credit with its word and zero without a label', () => {
    expect(balanceText(612.48, words)).toBe('(£612.48) in arrears');
    expect(balanceText(-276.6, words)).toBe('£276.60 in credit');
    expect(balanceText(0, words)).toBe('£0.00');
  });

  it('takes the live balance, or none when the account has no balance record', () => {
    const amount = (value: number) => ({ value });
    expect(
      liveBalance({
        balance: [
          { 'balance-type': 'cleared balance', 'monetary-amount': amount(1) },
          { 'balance-type': 'live balance', 'monetary-amount': amount(2) },
        ],
      }),
    ).toBe(2);
    expect(liveBalance({ balance: [] })).toBeUndefined();
  });
});
