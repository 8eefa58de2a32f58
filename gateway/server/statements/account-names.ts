/**
 * Names of accounts on a statement (ACC-BAL-10): by account type, and for a rent
 * account by the tenancy types that rename it (lease, shared ownership, freehold, garage,
 * storeroom). The same names the portal shows.
 */
const BY_ACCOUNT_TYPE: Record<string, string> = {
  REN: 'Rent Account',
  FD5: 'Fixed Five-Year Debit Account',
  MJW: 'Major Works Account',
  GRD: 'Ground Rent Account',
  DEP: 'Deposit Account',
  HOM: 'Historical Home Account',
};

const RENT_BY_TENANCY_TYPE: Record<string, string> = {
  LEASE: 'Service Charge Account',
  SHAREDOWN: 'Rent and Service Charge Account',
  FREEHOLD: 'Estate Charge Account',
  GARAGE: 'Garage Account',
  STOREROOM: 'Storeroom Account',
};

/**
 * @example
 * accountName('REN', 'GARAGE') // 'Garage Account'
 */
export function accountName(accountType: string, tenancyType: string): string {
  if (accountType === 'REN') {
    const renamed = RENT_BY_TENANCY_TYPE[tenancyType.toUpperCase()];
    if (renamed) return renamed;
  }
  return BY_ACCOUNT_TYPE[accountType] ?? 'Account';
}
