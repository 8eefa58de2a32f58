import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { rendererMessages } from '../../../../renderer/messages';
import { penceToPounds } from '../../../../schemas/payment-amount';
import { useSession } from '../../../auth/use-session';
import { usePortalConfig } from '../../../config/portal-config-context';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { MessageWithPhone } from '../../../errors/message-with-phone';
import { readSelectedAccount } from '../account-summary';
import { useMoneyWords } from '../money-words';
import {
  chooseAmount,
  PAYMENT_PATHS,
  readPaymentChoice,
  writePaymentChoice,
  type PaymentChoice,
} from './payment-choice';
import { usePayableAccount } from './use-payable-account';
import '../../../../renderer/styles.css';
import './payment.css';

const OTHER_ID = 'payment-other-amount';
const ERROR_ID = `${OTHER_ID}-error`;

/**
 * /paymentDetails (ACC-PAY-01 to ACC-PAY-03): the account chosen on
 * /viewaccount (type and payment reference) and how much to pay: the outstanding balance (only
 * when it is above zero) or another amount, which must follow ACC-PAY-02 (SSC008 otherwise, and
 * Continue stays disabled). Without a chosen account, or for a deposit account, back to /viewaccount.
 */
export function PaymentDetailsPage() {
  const words = useMoneyWords();
  const { client } = useGateway();
  const navigate = useNavigate();
  const { contact } = usePortalConfig();
  const customerId = useSession()?.customerId ?? '';
  const selected = readSelectedAccount();
  const account = usePayableAccount(client, customerId, selected?.accountId, words);
  const saved = readPaymentChoice();
  const kept = saved && saved.accountId === selected?.accountId ? saved : undefined;
  const [choice, setChoice] = useState<PaymentChoice['choice'] | undefined>(kept?.choice);
  const [otherText, setOtherText] = useState(kept?.otherText ?? '');

  const title = <title>{`${words('payment.details.title')} – ${words('site.name')}`}</title>;
  if (account.state === 'none') return <Navigate to={PAYMENT_PATHS.account} replace />;
  if (account.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {words('payment.details.loading')}
      </p>
    );
  }
  const back = (
    <Link className="payment-back" to={PAYMENT_PATHS.account}>
      {words('payment.details.back')}
    </Link>
  );
  if (account.state === 'error') {
    return (
      <>
        {title}
        {back}
        <PageHeading>{words('payment.details.title')}</PageHeading>
        <div className="alert alert--error" role="alert">
          <p>
            <MessageWithPhone messageKey="account_Down_SSC001" values={{ callCentreHours: contact.callCentreHours }} />
          </p>
        </div>
      </>
    );
  }

  const { summary, balancePence } = account;
  const payable = balancePence > 0;
  const effectiveChoice = choice === 'outstanding' && !payable ? undefined : choice;
  const amount = chooseAmount(effectiveChoice, otherText, balancePence);
  const otherInvalid = amount.invalid && effectiveChoice === 'other';
  const proceed = () => {
    if (!amount.amount || !effectiveChoice) return;
    writePaymentChoice({
      accountId: summary.AccountNumber,
      customerReference: summary.Payref,
      choice: effectiveChoice,
      otherText,
      amount: amount.amount,
    });
    navigate(PAYMENT_PATHS.gateway);
  };

  return (
    <>
      {title}
      {back}
      <PageHeading>{words('payment.details.title')}</PageHeading>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{words('payment.details.accountType')}</dt>
          <dd>{summary.AccountType}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{words('payment.details.paymentReference')}</dt>
          <dd>{summary.Payref}</dd>
        </div>
      </dl>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          proceed();
        }}
      >
        <div className={`rp-form-group${amount.invalid ? ' rp-form-group--error' : ''}`}>
          <fieldset className="rp-fieldset">
            <legend className="rp-fieldset__legend">{words('payment.details.amountLegend')}</legend>
            <div className="rp-radios">
              <div className="rp-radios__item">
                <input
                  className="rp-radios__input"
                  type="radio"
                  id="payment-outstanding"
                  name="payment-choice"
                  value="outstanding"
                  disabled={!payable}
                  checked={effectiveChoice === 'outstanding'}
                  onChange={() => setChoice('outstanding')}
                />
                <label className="rp-radios__label" htmlFor="payment-outstanding">
                  {payable
                    ? words('payment.details.outstanding', { amount: penceToPounds(balancePence) })
                    : words('payment.details.outstandingNone')}
                </label>
              </div>
              <div className="rp-radios__item">
                <input
                  className="rp-radios__input"
                  type="radio"
                  id="payment-other"
                  name="payment-choice"
                  value="other"
                  checked={effectiveChoice === 'other'}
                  onChange={() => setChoice('other')}
                />
                <label className="rp-radios__label" htmlFor="payment-other">
                  {words('payment.details.other')}
                </label>
              </div>
            </div>
            {effectiveChoice === 'other' && (
              <div className="rp-radios__conditional">
                <label className="rp-label" htmlFor={OTHER_ID}>
                  {words('payment.details.otherLabel')}
                </label>
                <div aria-live="polite">
                  {amount.invalid && (
                    <p id={ERROR_ID} className="rp-error-message">
                      <span className="rp-visually-hidden">{rendererMessages['renderer.error-prefix']}</span>{' '}
                      {words('SSC008')}
                    </p>
                  )}
                </div>
                <input
                  className={`rp-input rp-input--width-11${otherInvalid ? ' rp-input--error' : ''}`}
                  id={OTHER_ID}
                  name="otherAmount"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={words('payment.details.otherPlaceholder')}
                  value={otherText}
                  aria-invalid={otherInvalid || undefined}
                  aria-describedby={otherInvalid ? ERROR_ID : undefined}
                  onChange={(event) => setOtherText(event.target.value)}
                />
              </div>
            )}
            {amount.invalid && effectiveChoice === 'outstanding' && (
              <p className="rp-error-message" role="alert">
                {words('SSC008')}
              </p>
            )}
          </fieldset>
        </div>
        <div className="button-group">
          <button className="button" type="submit" disabled={!amount.amount}>
            {words('payment.details.continue')}
          </button>
        </div>
      </form>
    </>
  );
}
