import { useEffect, useState } from 'react';
import {
  getCustomer,
  getCustomerAccounts,
  getStatementDocuments,
  isHandledByApp,
  type GatewayClient,
} from '../../../../gateway/client';
import type { Account, Customer, StatementDocument, StatementDocumentQuery } from '../../../../schemas/generated/types';
import { tenancyStartOf } from '../account/customer-accounts';

/** The account the statements are for, with what the page needs of the customer. */
export interface StatementAccount {
  account: Account;
  /** The payment reference statements are matched on ('' when the account has none). */
  paymentReference: string;
  /** ISO date the account's tenancy started, when the customer's tenancies name it. */
  tenancyStart?: string;
  customerName: string;
  /** The e-mail address on file ('' when none). */
  heldEmail: string;
  /** The customer's version, sent back with the custom-statement request. */
  etag: string | null;
}

export type StatementAccountResult =
  { state: 'loading' } | { state: 'error' } | ({ state: 'ready' } & StatementAccount);

/** What the statements page needs of an account and its customer (exported for tests). */
export function statementAccountOf(customer: Customer, account: Account, etag: string | undefined): StatementAccount {
  const { givenName, surname } = customer.person.name;
  const tenancyStart = tenancyStartOf(customer.tenanciesSummaries, account);
  return {
    account,
    paymentReference: account.identifiers['pay-ref']?.trim() ?? '',
    ...(tenancyStart ? { tenancyStart } : {}),
    customerName: [givenName, surname]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
    heldEmail:
      customer.addresses.digitalAddresses.find((entry) => entry.digitalAddressType === 'email')?.address.trim() ?? '',
    etag: etag ?? customer.eTag ?? null,
  };
}

/**
 * The chosen account (GET /customers/{id}/accounts) and its customer (GET /customers/{id}: name,
 * e-mail, tenancy start and eTag), read together. Either failing, or an account the customer
 * does not hold, is the page's No_Statement_Exit.
 */
export function useStatementAccount(
  client: GatewayClient,
  customerId: string,
  accountId: string,
): StatementAccountResult {
  const [result, setResult] = useState<{ key: string; result: StatementAccountResult }>();
  const key = `${customerId}/${accountId}`;
  useEffect(() => {
    if (!customerId || !accountId) return;
    const abort = new AbortController();
    const options = { signal: abort.signal };
    Promise.all([getCustomerAccounts(client, customerId, options), getCustomer(client, customerId, options)]).then(
      ([{ data: accounts = [] }, { data: customer, etag }]) => {
        if (abort.signal.aborted) return;
        const account = accounts.find((candidate) => candidate['account-identifier'] === accountId);
        setResult({
          key,
          result:
            account && customer
              ? { state: 'ready', ...statementAccountOf(customer, account, etag) }
              : { state: 'error' },
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the account for its statements', error);
        setResult({ key, result: { state: 'error' } });
      },
    );
    return () => abort.abort();
  }, [client, customerId, accountId, key]);
  if (!customerId || !accountId) return { state: 'error' };
  return result?.key === key ? result.result : { state: 'loading' };
}

export type StatementListResult =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; documents: StatementDocument[] };

/** GET /customers/{id}/documents for the months offered; nothing is asked while `query` is undefined. */
export function useStatementDocuments(
  client: GatewayClient,
  customerId: string,
  query: StatementDocumentQuery | undefined,
): StatementListResult {
  const [result, setResult] = useState<{ key: string; result: StatementListResult }>();
  const from = query?.yearMonthFrom ?? '';
  const to = query?.yearMonthTo ?? '';
  const key = `${customerId}:${from}-${to}`;
  useEffect(() => {
    if (!from || !to) return;
    const abort = new AbortController();
    getStatementDocuments(client, customerId, { yearMonthFrom: from, yearMonthTo: to }, { signal: abort.signal }).then(
      ({ data = [] }) => {
        if (!abort.signal.aborted) setResult({ key, result: { state: 'ready', documents: data } });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the statement list', error);
        setResult({ key, result: { state: 'error' } });
      },
    );
    return () => abort.abort();
  }, [client, customerId, from, to, key]);
  if (!query) return { state: 'ready', documents: [] };
  return result?.key === key ? result.result : { state: 'loading' };
}
