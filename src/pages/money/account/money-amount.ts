import type { Account } from '../../../../schemas/generated/types';

/**
 * Pounds and pence, made on first use, not when the module loads: a page's first Intl object
 * loads the browser's locale data, tens of milliseconds of a phone's main thread that a page
 * showing no amount need not spend as it starts (docs/adr/0014).
 */
let pounds: Intl.NumberFormat | undefined;

/**
 * An amount in pounds with two decimals, without its sign (ACC-BAL-06: currency
 * pounds, 2 decimals); the words around it say which way it goes.
 *
 * @example
 * formatPounds(1234.5); // '£1,234.50'
 * formatPounds(-27.6); // '£27.60'
 */
export function formatPounds(value: number): string {
  pounds ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return pounds.format(Math.abs(value));
}

/**
 * Which way a balance stands (ACC-BAL-05): positive is arrears, negative is credit,
 * and zero has no label.
 */
export type BalanceStanding = 'arrears' | 'credit' | 'zero';

/**
 * @example
 * balanceStanding(612.48); // 'arrears'
 * balanceStanding(-276.6); // 'credit'
 * balanceStanding(0); // 'zero'
 */
export function balanceStanding(value: number): BalanceStanding {
  // Pennies: a balance of 0.001 from floating point is no arrears.
  const pence = Math.round(value * 100);
  if (pence > 0) return 'arrears';
  if (pence < 0) return 'credit';
  return 'zero';
}

/**
 * A balance as text: arrears in brackets, each with its word ('(£612.48) in arrears', '£276.60
 * in credit'), a zero balance without one ('£0.00'). `words` turns the money.json keys
 * `account.inArrears` and `account.inCredit` into words.
 *
 * @example
 * balanceText(612.48, words); // '(£612.48) in arrears'
 */
export function balanceText(value: number, words: (key: string) => string): string {
  const standing = balanceStanding(value);
  const amount = formatPounds(value);
  if (standing === 'arrears') return `(${amount}) ${words('account.inArrears')}`;
  if (standing === 'credit') return `${amount} ${words('account.inCredit')}`;
  return amount;
}

/** The live balance of an account (ACC-BAL-07: balance-type live balance), or undefined when it has none (CR047). */
export function liveBalance(account: Pick<Account, 'balance'>): number | undefined {
  const balance = account.balance.find((b) => b['balance-type'] === 'live balance') ?? account.balance[0];
  return balance?.['monetary-amount'].value;
}

/**
 * The words of an account's balance type, which /viewaccount shows beside the balance (ACC-BAL-02):
 * the money.json words of `balanceTypes.<the type in kebab-case>`, else the gateway's own name
 * with a capital letter, so a type the portal has no words for still shows.
 *
 * @example
 * balanceTypeText('live balance', words); // 'Live balance'
 * balanceTypeText('cleared balance', words); // 'Cleared balance' (no words: the gateway's name)
 */
export function balanceTypeText(
  balanceType: string,
  words: (key: string, values?: Record<string, unknown>) => string,
): string {
  const name = balanceType.trim();
  const fallback = name.charAt(0).toUpperCase() + name.slice(1);
  return words(`balanceTypes.${name.toLowerCase().replace(/\s+/g, '-')}`, { defaultValue: fallback });
}
