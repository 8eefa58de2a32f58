import { useEffect, useState } from 'react';
import { getCustomerAccounts, isHandledByApp, type GatewayClient } from '../../../../gateway/client';
import { toAccountSummaries, type AccountSummary } from '../account-summary';
import type { MoneyWords } from '../money-words';

/**
 * The account chosen on /viewaccount as the payment screens need it: 'none' when it is not one
 * of the customer's accounts any more or cannot be paid (a deposit account, ACC-PAY-03).
 */
export type PayableAccount =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'none' }
  | { state: 'ready'; summary: AccountSummary; balancePence: number };

/** GET /customers/{id}/accounts, then the chosen account's summary (ACC-BAL-09, ACC-BAL-10). */
export function usePayableAccount(
  client: GatewayClient,
  customerId: string,
  accountId: string | undefined,
  words: MoneyWords,
): PayableAccount {
  const [result, setResult] = useState<{ key: string; account: PayableAccount }>();
  const key = `${customerId}/${accountId ?? ''}`;
  useEffect(() => {
    if (!customerId || !accountId) return;
    const abort = new AbortController();
    getCustomerAccounts(client, customerId, { signal: abort.signal }).then(
      ({ data = [] }) => {
        if (abort.signal.aborted) return;
        const account = data.find((a) => a['account-identifier'] === accountId);
        const summary = account && toAccountSummaries([account], words)[0];
        setResult({
          key,
          account:
            !account || !summary || account['account-type'] === 'DEP'
              ? { state: 'none' }
              : { state: 'ready', summary, balancePence: Math.round(summary.LiveBalance * 100) },
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the accounts for a payment', error);
        setResult({ key, account: { state: 'error' } });
      },
    );
    return () => abort.abort();
    // The words only name the account type; a new translate function must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, customerId, accountId, key]);
  if (!accountId) return { state: 'none' };
  return result?.key === key ? result.account : { state: 'loading' };
}
