import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { type GatewayClient, getAccountTransactions, isHandledByApp } from '../../../../gateway/client';
import type { Transaction } from '../../../../schemas/generated/types';
import { formatDate } from '../../../dates/date-format';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { BalanceAmount } from './balance-amount';
import { accountsOfPremises, shownAccounts, useCustomerAccounts } from './customer-accounts';
import { formatPounds, liveBalance } from './money-amount';
import { useMoneyWords, type MoneyWords } from '../money-words';
import type { CustomerProperty } from '../../../properties/customer-properties';
import { MoneyAdvice } from './money-advice';
import './money.css';

/** Transactions the card shows (ACC-DSH-04: the balance card shows the last 3). */
export const BALANCE_CARD_TRANSACTIONS = 3;

/** Tenancy types whose residents see no View accounts button on the dashboard (ACC-DSH-05). */
export const NO_VIEW_ACCOUNTS_TENANCY_TYPES: readonly string[] = ['AGENCY', 'COM1', 'HMBY2010', 'OFFICE', 'USENOCCU'];

/** The accounts page the View accounts button opens. */
export const VIEW_ACCOUNT_PATH = '/viewaccount';

/** The last 3 transactions of an account (GET /accounts/{id}/transactions, page 1 of 3); 'error' when they cannot be read. */
function useLatestTransactions(client: GatewayClient, accountId: string | undefined) {
  const [latest, setLatest] = useState<{ accountId: string; list: Transaction[] | 'error' }>();
  useEffect(() => {
    if (!accountId) return;
    const abort = new AbortController();
    getAccountTransactions(
      client,
      accountId,
      { pageNumber: 1, pageSize: BALANCE_CARD_TRANSACTIONS },
      { signal: abort.signal },
    ).then(
      ({ data }) =>
        !abort.signal.aborted &&
        setLatest({ accountId, list: (data?.transactions ?? []).slice(0, BALANCE_CARD_TRANSACTIONS) }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the latest transactions for the balance card', error);
        setLatest({ accountId, list: 'error' });
      },
    );
    return () => abort.abort();
  }, [client, accountId]);
  return accountId !== undefined && latest?.accountId === accountId ? latest.list : undefined;
}

/**
 * The dashboard's balance card (ACC-DSH-04): the live balance of each account of the chosen
 * property, in the order and with the names of ACC-BAL-09 and ACC-BAL-10; the last 3 transactions of the first (its
 * rent or service charge account); View accounts (not for the tenancy types of
 * NO_VIEW_ACCOUNTS_TENANCY_TYPES) and the financial enquiry button (MoneyAdvice, with its own
 * rule). account_Down_SSC001 with the phone when the accounts cannot be read,
 * Tx_Service_Down_SSC001 when the transactions cannot.
 */
export function BalanceCard({
  client,
  customerId,
  property,
}: {
  client: GatewayClient;
  customerId: string;
  property: CustomerProperty | undefined;
}) {
  const words = useMoneyWords();
  const headingId = useId();
  const loaded = useCustomerAccounts(client, customerId);
  const accounts =
    loaded.state === 'ready' && property
      ? shownAccounts(accountsOfPremises(loaded.accounts, property.premisesId), words)
      : [];
  const main = accounts[0];
  const latest = useLatestTransactions(client, main?.summary.AccountNumber);
  const viewAccounts = !!property && !NO_VIEW_ACCOUNTS_TENANCY_TYPES.includes(property.tenancyType.toUpperCase());
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{words('balanceCard.heading')}</h2>
      {loaded.state === 'loading' && (
        <p className="card-loading--balance" role="status" aria-busy="true">
          {words('balanceCard.loading')}
        </p>
      )}
      {loaded.state === 'error' && <AlertWithPhone messageKey="account_Down_SSC001" homeLink={false} />}
      {loaded.state === 'ready' && accounts.length === 0 && <p>{words('balanceCard.none')}</p>}
      {accounts.length > 0 && (
        <dl className="summary-list">
          {accounts.map(({ summary, account }) => {
            const balance = liveBalance(account);
            return (
              <div key={summary.AccountNumber} className="summary-list__row">
                <dt>{summary.AccountType}</dt>
                <dd>{balance === undefined ? words('CR047') : <BalanceAmount value={balance} words={words} />}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {main && (
        <>
          <h3>{words('balanceCard.latest', { name: main.summary.AccountType })}</h3>
          {latest === undefined && (
            <p className="card-loading--transactions" role="status" aria-busy="true">
              {words('balanceCard.transactionsLoading')}
            </p>
          )}
          {latest === 'error' && <AlertWithPhone messageKey="Tx_Service_Down_SSC001" homeLink={false} />}
          {Array.isArray(latest) && latest.length === 0 && <p>{words('balanceCard.noTransactions')}</p>}
          {Array.isArray(latest) && latest.length > 0 && <LatestTransactions list={latest} words={words} />}
        </>
      )}
      {viewAccounts && (
        <div className="button-group">
          <Link className="button button--secondary" to={VIEW_ACCOUNT_PATH}>
            {words('balanceCard.viewAccounts')}
          </Link>
        </div>
      )}
      <MoneyAdvice client={client} customerId={customerId} />
    </section>
  );
}

/** The card's transactions: description, then date, credit or debit (written) and amount, and Pending when not posted. */
function LatestTransactions({ list, words }: { list: Transaction[]; words: MoneyWords }) {
  return (
    <ul className="money-card-transactions">
      {list.map((transaction) => (
        <li key={transaction['transaction-identifier']}>
          <p>
            <strong>{transaction['transaction-description']}</strong>
          </p>
          <p>
            {words('balanceCard.transactionLine', {
              date: formatDate(transaction.dates['transaction-date'], 'shortMonth'),
              direction: words(`transactions.paymentCode.${transaction['payment-code']}`),
              amount: formatPounds(transaction.amount.gross.value),
            })}
            {!transaction.statuses['is-posted'] && ` ${words('transactions.pendingNote')}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
