import { describe, expect, it } from 'vitest';
import type { Account } from '../../../schemas/generated/types';
import money from '../../i18n/locales/en-GB/money.json';
import { accountNameKey, toAccountSummaries } from './account-summary';

const account = (id: string, type: string, tenancyType = 'GNT', balance = 0): Account => ({
  'account-identifier': id,
  'account-type': type as Account['account-type'],
  'tenancy-type': tenancyType,
  identifiers: { 'pay-ref': `PR-${id}` },
  balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: balance } }],
  'last-transaction': null,
});

const names = money.accountNames as Record<string, string>;
const name = (key: string) => names[key.replace('accountNames.', '')] ?? key;

describe('toAccountSummaries', () => {
  it('orders REN, FD5, MJW, GRD, DEP, HOM whatever order the gateway sends', () => {
    const types = ['HOM', 'DEP', 'GRD', 'MJW', 'FD5', 'REN'];
    const summaries = toAccountSummaries(
      types.map((type) => account(type, type)),
      name,
    );
    expect(summaries.map((s) => [s.DisplayNumber, s.AccountNumber])).toEqual([
      [1, 'REN'],
      [2, 'FD5'],
      [3, 'MJW'],
      [4, 'GRD'],
      [5, 'DEP'],
      [6, 'HOM'],
    ]);
  });

  it('leaves out an account type the portal does not know (display number 0)', () => {
    expect(toAccountSummaries([account('X', 'XYZ'), account('R', 'REN')], name).map((s) => s.AccountNumber)).toEqual([
      'R',
    ]);
  });

  it('names a rent account after a renaming tenancy type and keeps the other types named by type', () => {
    const summaries = toAccountSummaries(
      [account('SC', 'REN', 'LEASE', 86.4), account('MW', 'MJW', 'LEASE'), account('G', 'REN', 'garage')],
      name,
    );
    expect(summaries.map((s) => s.AccountType)).toEqual([
      'Service Charge Account',
      'Garage Account',
      'Major Works Account',
    ]);
    expect(summaries[0]).toMatchObject({ Payref: 'PR-SC', LiveBalance: 86.4, lastTransactionDate: null });
  });

  it('falls back to the generic name for a type outside the list', () => {
    expect(accountNameKey({ 'account-type': 'REN', 'tenancy-type': 'GNT' })).toBe('accountNames.REN');
    expect(accountNameKey({ 'account-type': 'DEP', 'tenancy-type': 'LEASE' })).toBe('accountNames.DEP');
  });
});
