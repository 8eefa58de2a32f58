import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePortalConfig } from '../../../config/portal-config-context';
import { formatDate, MISSING_DATE } from '../../../dates/date-format';
import { writeSelectedAccount } from '../account-summary';
import type { MoneyWords } from '../money-words';
import { BalanceAmount } from './balance-amount';
import type { ShownAccount } from './customer-accounts';
import { formatPounds, liveBalance } from './money-amount';

/** Where Make payment, View transactions and Statements lead (the other money pages open on the chosen account). */
export const PAYMENT_DETAILS_PATH = '/paymentDetails';
export const TRANSACTIONS_PATH = '/transactionDetails';
export const STATEMENTS_PATH = '/viewstatement';

/** Only rent accounts offer a direct debit; deposit accounts cannot be paid (ACC-BAL-03). */
export const DIRECT_DEBIT_ACCOUNT_TYPE = 'REN';
export const UNPAYABLE_ACCOUNT_TYPE = 'DEP';

/**
 * The provider's direct-debit page for a payment reference (payments.directDebitUrl of
 * /portal-config.json, with ?reference=).
 *
 * @example
 * directDebitHref('https://pay.example/direct-debit', '6001000011'); // 'https://pay.example/direct-debit?reference=6001000011'
 */
export function directDebitHref(directDebitUrl: string, paymentReference: string): string {
  const url = new URL(directDebitUrl, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('reference', paymentReference);
  return url.href;
}

/**
 * One account on /viewaccount (ACC-BAL-02): its balance with its standing, the last
 * payment's amount and date ('-' when none), the account type and payment reference; Make payment
 * (not for deposit accounts), Create direct debit (rent accounts only, the provider's page in a
 * new tab), View transactions, Statements (when `statements`), and the other ways to pay (when
 * `paymentPanel`, not for deposit accounts).
 */
export function AccountDetails({
  shown: { summary, account },
  premisesId,
  statements,
  paymentPanel,
  words,
}: {
  shown: ShownAccount;
  premisesId: string | undefined;
  statements: boolean;
  paymentPanel: boolean;
  words: MoneyWords;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const { directDebitUrl } = usePortalConfig().payments;
  const balance = liveBalance(account);
  const type = account['account-type'];
  const payable = type !== UNPAYABLE_ACCOUNT_TYPE;
  const select = () => writeSelectedAccount({ accountId: summary.AccountNumber, premisesId });
  const rows: [string, ReactNode][] = [
    [
      words('account.balance'),
      balance === undefined ? words('CR047') : <BalanceAmount value={balance} words={words} large />,
    ],
    [
      words('account.lastPaymentAmount'),
      summary.lastTransactionBalance === null ? MISSING_DATE : formatPounds(summary.lastTransactionBalance),
    ],
    [words('account.lastPaymentDate'), formatDate(summary.lastTransactionDate, 'shortMonth')],
    [words('account.accountType'), summary.AccountType],
    [words('account.paymentReference'), summary.Payref],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{summary.AccountType}</h2>
      <dl className="summary-list">
        {rows.map(([label, value]) => (
          <div key={label} className="summary-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-group">
        {payable && (
          <button
            type="button"
            className="button"
            onClick={() => {
              select();
              navigate(PAYMENT_DETAILS_PATH);
            }}
          >
            {words('account.makePayment')}
          </button>
        )}
        {type === DIRECT_DEBIT_ACCOUNT_TYPE && (
          <a
            className="button button--secondary"
            href={directDebitHref(directDebitUrl, summary.Payref)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {`${words('account.createDirectDebit')} `}
            <span className="repairs-visually-hidden">{words('account.opensInNewTab')}</span>
          </a>
        )}
      </div>
      <ul className="list">
        <li>
          <Link to={TRANSACTIONS_PATH} onClick={select}>
            {words('account.viewTransactions')}
          </Link>
        </li>
        {statements && (
          <li>
            <Link to={STATEMENTS_PATH} onClick={select}>
              {words('account.viewStatements')}
            </Link>
          </li>
        )}
      </ul>
      {payable && paymentPanel && <PaymentPanel paymentReference={summary.Payref} words={words} />}
    </section>
  );
}

/** The payment-related sub-panel of a non-deposit account (ACC-BAL-04): other ways to pay, each quoting the reference. */
function PaymentPanel({ paymentReference, words }: { paymentReference: string; words: MoneyWords }) {
  const headingId = useId();
  return (
    <section className="money-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{words('account.paymentPanel.heading')}</h2>
      <p>{words('account.paymentPanel.intro', { reference: paymentReference })}</p>
      <ul className="list list--bullet">
        <li>{words('account.paymentPanel.bank', { reference: paymentReference })}</li>
        <li>{words('account.paymentPanel.payPoint')}</li>
        <li>{words('account.paymentPanel.standingOrder', { reference: paymentReference })}</li>
      </ul>
    </section>
  );
}
