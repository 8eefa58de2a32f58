import type { Account, AccountSummary } from '../../../schemas/generated/types';
import { readSlice, writeSlice } from '../../storage/root-store';

export type { AccountSummary };

/** Display order of account types (ACC-BAL-09); a type not listed is 0, not shown. */
export const ACCOUNT_DISPLAY_ORDER: Readonly<Record<string, number>> = {
  REN: 1,
  FD5: 2,
  MJW: 3,
  GRD: 4,
  DEP: 5,
  HOM: 6,
};

/**
 * Tenancy types that rename a tenancy's main (REN) account (ACC-BAL-10): lease → service charge, shared
 * ownership → rent and service charge, freehold → estate charge, garage, storeroom. The codes are
 * the association's tenancy-type codes as the gateway sends them.
 */
export const RENAMING_TENANCY_TYPES = ['LEASE', 'SHAREDOWN', 'FREEHOLD', 'GARAGE', 'STOREROOM'] as const;

/**
 * The money.json key of an account's name: its tenancy type's for a renamed REN account, else its
 * account type's (`accountNames.other` for a type the portal does not know).
 *
 * @example
 * accountNameKey({ 'account-type': 'REN', 'tenancy-type': 'GARAGE' }) // 'accountNames.GARAGE'
 */
export function accountNameKey(account: Pick<Account, 'account-type' | 'tenancy-type'>): string {
  const tenancyType = account['tenancy-type'].toUpperCase();
  if (account['account-type'] === 'REN' && (RENAMING_TENANCY_TYPES as readonly string[]).includes(tenancyType)) {
    return `accountNames.${tenancyType}`;
  }
  return account['account-type'] in ACCOUNT_DISPLAY_ORDER
    ? `accountNames.${account['account-type']}`
    : 'accountNames.other';
}

/**
 * The screen form of the accounts (ACC-BAL-09, ACC-BAL-10): zero-numbered types left out, the rest
 * sorted by DisplayNumber (stable, so two rent accounts keep the gateway's order), AccountType the
 * name as shown (`name` turns accountNameKey into words).
 *
 * @example
 * toAccountSummaries(accounts, (key) => words(key))[0]?.AccountType // 'Rent Account'
 */
export function toAccountSummaries(accounts: readonly Account[], name: (key: string) => string): AccountSummary[] {
  return accounts
    .map((account) => ({ account, order: ACCOUNT_DISPLAY_ORDER[account['account-type']] ?? 0 }))
    .filter(({ order }) => order > 0)
    .sort((left, right) => left.order - right.order)
    .map(({ account, order }) => {
      const balance = account.balance.find((b) => b['balance-type'] === 'live balance') ?? account.balance[0];
      return {
        DisplayNumber: order,
        AccountNumber: account['account-identifier'],
        Payref: account.identifiers['pay-ref'],
        AccountType: name(accountNameKey(account)),
        LiveBalance: balance?.['monetary-amount'].value ?? 0,
        LiveBalanceType: balance?.['balance-type'] ?? 'live balance',
        lastTransactionBalance: account['last-transaction']?.amount.gross.value ?? null,
        lastTransactionDate: account['last-transaction']?.dates['created-date'] ?? null,
      };
    });
}

/** The root-store slice holding the account the resident chose on /viewaccount. */
const SELECTED_ACCOUNT_SLICE = 'account';

/** The account chosen on /viewaccount, which the transaction, statement and payment pages open with. */
export interface SelectedAccount {
  accountId: string;
  premisesId?: string;
}

export function readSelectedAccount(): SelectedAccount | undefined {
  return readSlice<SelectedAccount>(SELECTED_ACCOUNT_SLICE);
}

export function writeSelectedAccount(selected: SelectedAccount): void {
  writeSlice(SELECTED_ACCOUNT_SLICE, selected);
}
