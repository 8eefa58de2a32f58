import { getCustomerAccounts, getCustomerTenancies, type GatewayClient } from '../../gateway/client';
import type { Account, TenancySummary } from '../../schemas/generated/types';
import { activeTenancies } from '../customer/catalyst';

/**
 * The account a referral about a property is raised on: among the accounts of the property's
 * tenancy (by the premises the gateway names for an account, or, from a gateway that does not
 * name them, by the tenancy's payment reference), the rent account (REN) first, else the first
 * in display order; undefined when the property has none.
 *
 * @example
 * chooseReferralAccount(accounts, tenancies, 'AST-20114') // 'ACC-REN-100231'
 */
export function chooseReferralAccount(
  accounts: readonly Account[],
  tenancies: readonly TenancySummary[],
  premisesId: string,
): string | undefined {
  const tenancy = activeTenancies(tenancies).find((candidate) => candidate.premisesIds.includes(premisesId));
  if (!tenancy) return undefined;
  const own = accounts.filter((account) =>
    account['premises-identifiers']
      ? account['premises-identifiers'].includes(premisesId)
      : account.identifiers['pay-ref'] === tenancy.paymentReference,
  );
  return (own.find((account) => account['account-type'] === 'REN') ?? own[0])?.['account-identifier'];
}

/** Looks up the account a referral about a property is raised on; throws when there is none. */
export async function referralAccountFor(
  client: GatewayClient,
  customerId: string,
  premisesId: string,
): Promise<string> {
  const [{ data: accounts = [] }, { data: tenancies = [] }] = await Promise.all([
    getCustomerAccounts(client, customerId),
    getCustomerTenancies(client, customerId),
  ]);
  const account = chooseReferralAccount(accounts, tenancies, premisesId);
  if (!account) throw new Error(`No account of customer ${customerId} belongs to the tenancy of ${premisesId}.`);
  return account;
}
