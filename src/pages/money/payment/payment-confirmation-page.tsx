import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PageHeading } from '../../../layout/page-heading';
import { useMoneyWords } from '../money-words';
import { PAYMENT_PATHS, readPaymentChoice } from './payment-choice';
import './payment.css';

/**
 * /allPayGatewayConformation (ACC-PAY-06): what the card
 * page's frame said, resultCode 0 being success. It only reports: the payment is recorded (as
 * pending, then posted) by the provider's signed callback to the gateway, never by this page.
 * Without a result, back to /viewaccount.
 */
export function PaymentConfirmationPage() {
  const words = useMoneyWords();
  const [payment] = useState(readPaymentChoice);
  const result = payment?.result;
  if (!result) return <Navigate to={PAYMENT_PATHS.account} replace />;
  const succeeded = result.resultCode === 0;
  const heading = words(succeeded ? 'payment.confirmation.successTitle' : 'payment.confirmation.failureTitle');
  return (
    <>
      <title>{`${heading} – ${words('site.name')}`}</title>
      <PageHeading>{heading}</PageHeading>
      {succeeded ? (
        <div className="alert alert--success" role="status">
          <p>{words('Success_Message')}</p>
          <p>{words('payment.confirmation.pending')}</p>
          {result.providerReference && (
            <p>{words('payment.confirmation.reference', { reference: result.providerReference })}</p>
          )}
        </div>
      ) : (
        <div className="alert alert--error" role="alert">
          <p>{words('Fail_Message')}</p>
        </div>
      )}
      <p>
        <Link to={PAYMENT_PATHS.account}>{words('payment.confirmation.back')}</Link>
      </p>
    </>
  );
}
