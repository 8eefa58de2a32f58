import { useEffect, useState } from 'react';
import { type GatewayClient, getCustomerAccounts, isHandledByApp } from '../../../../gateway/client';
import type { Account, TenancySummary } from '../../../../schemas/generated/types';
import { loadCustomerProperties, type CustomerProperty } from '../../../properties/customer-properties';
import { toAccountSummaries, type AccountSummary } from '../account-summary';

/** An account as the money pages show it: its screen form (name, order) and the gateway's own. */
export interface ShownAccount {
  summary: AccountSummary;
  account: Account;
}

/**
 * The start (YYYY-MM-DD) of an account's tenancy among the customer's tenancies: by the account's
 * tenancy identifier, else by its payment reference; undefined when none matches.
 *
 * @example
 * tenancyStartOf(customer.tenanciesSummaries, account); // '2026-08-28'
 */
export function tenancyStartOf(tenancies: readonly TenancySummary[], account: Account): string | undefined {
  const tenancy =
    tenancies.find((t) => t.tenancyId === account['tenancy-identifier']) ??
    tenancies.find((t) => t.paymentReference === account.identifiers['pay-ref']);
  return tenancy?.tenancyStartDate.slice(0, 10);
}

/**
 * The accounts to show, in the display order of ACC-BAL-09 and named as ACC-BAL-10 says (toAccountSummaries),
 * each with the gateway's account, whose type code decides direct debit and payment (ACC-BAL-03).
 *
 * @example
 * shownAccounts(accounts, words)[0]?.summary.AccountType // 'Service Charge Account'
 */
export function shownAccounts(accounts: readonly Account[], name: (key: string) => string): ShownAccount[] {
  return toAccountSummaries(accounts, name).flatMap((summary) => {
    const account = accounts.find((a) => a['account-identifier'] === summary.AccountNumber);
    return account ? [{ summary, account }] : [];
  });
}

/**
 * The accounts of one property: those whose premises-identifiers name it. The reference gateway
 * names each account's premises; an account of another gateway that names none belongs to every
 * property, so it is never hidden.
 */
export function accountsOfPremises(accounts: readonly Account[], premisesId: string | undefined): Account[] {
  return accounts.filter((account) => {
    const premises = account['premises-identifiers'];
    return !premises || premises.length === 0 || (premisesId !== undefined && premises.includes(premisesId));
  });
}

/** Loaded state of a money page's data. */
export type Loaded<T> = { state: 'loading' } | { state: 'error' } | ({ state: 'ready' } & T);

/**
 * GET /customers/{id}/accounts (the accounts of the active tenancies), asked again when the
 * customer changes. A failure the app's policy acts on (sign-out) stays 'loading'.
 */
export function useCustomerAccounts(client: GatewayClient, customerId: string): Loaded<{ accounts: Account[] }> {
  const [loaded, setLoaded] = useState<{ customerId: string; result: Loaded<{ accounts: Account[] }> }>();
  useEffect(() => {
    const abort = new AbortController();
    getCustomerAccounts(client, customerId, { signal: abort.signal }).then(
      ({ data }) =>
        !abort.signal.aborted && setLoaded({ customerId, result: { state: 'ready', accounts: data ?? [] } }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the accounts', error);
        setLoaded({ customerId, result: { state: 'error' } });
      },
    );
    return () => abort.abort();
  }, [client, customerId]);
  return loaded?.customerId === customerId ? loaded.result : { state: 'loading' };
}

/** The properties of the customer's active tenancies (homes first) and their accounts. */
export interface AccountScope {
  properties: CustomerProperty[];
  accounts: Account[];
}

/**
 * The accounts and the properties of the active tenancies (for the address selector of
 * /viewaccount), loaded together; either failing is a failure of the page (account_Down_SSC001).
 */
export function useAccountScope(client: GatewayClient, customerId: string): Loaded<AccountScope> {
  const accounts = useCustomerAccounts(client, customerId);
  const [properties, setProperties] = useState<{ customerId: string; list: CustomerProperty[] | 'error' }>();
  useEffect(() => {
    let current = true;
    loadCustomerProperties(client, customerId).then(
      (list) => current && setProperties({ customerId, list }),
      (error: unknown) => {
        if (!current || isHandledByApp(error)) return;
        console.warn('Could not read the properties for the accounts', error);
        setProperties({ customerId, list: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, customerId]);
  const list = properties?.customerId === customerId ? properties.list : undefined;
  if (accounts.state === 'error' || list === 'error') return { state: 'error' };
  if (accounts.state === 'loading' || !list) return { state: 'loading' };
  return { state: 'ready', properties: list, accounts: accounts.accounts };
}
