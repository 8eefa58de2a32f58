import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { getPaymentToken, isHandledByApp } from '../../../../gateway/client';
import type { PaymentGatewayToken } from '../../../../schemas/generated/types';
import { useSession } from '../../../auth/use-session';
import { usePortalConfig } from '../../../config/portal-config-context';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { useMoneyWords } from '../money-words';
import { PAYMENT_PATHS, readPaymentChoice, writePaymentChoice, type PaymentResult } from './payment-choice';
import './payment.css';

/** The frame the payment form is posted into (the form's target). */
const FRAME_NAME = 'payment-provider-frame';

type TokenState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; token: PaymentGatewayToken };

/** The origin of the provider's page, which alone may answer the payment's result. */
function originOf(url: string): string {
  return new URL(url, window.location.href).origin;
}

/** The result the card page sends (ACC-PAY-06: {resultCode, ...}), or undefined for anything else. */
function resultOf(data: unknown): PaymentResult | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { resultCode, providerReference } = data as Record<string, unknown>;
  if (typeof resultCode !== 'number' || !Number.isInteger(resultCode)) return undefined;
  return typeof providerReference === 'string' ? { resultCode, providerReference } : { resultCode };
}

/**
 * /allPayGateway (ACC-PAY-04 to ACC-PAY-06): asks the gateway for a
 * payment token, then posts the payment form (token, customerReference, amount, clientCode,
 * paymentReason Rent) to the provider's page (portal-config payments.pageUrl) into a frame 1200
 * px high. A message counts only when it comes from that page's origin and from that frame; it
 * moves the resident to the confirmation and nothing more: only the provider's signed callback
 * to the gateway records a payment.
 */
export function AllPayGatewayPage() {
  const words = useMoneyWords();
  const { client } = useGateway();
  const { payments } = usePortalConfig();
  const navigate = useNavigate();
  const customerId = useSession()?.customerId ?? '';
  const [payment] = useState(readPaymentChoice);
  const [token, setToken] = useState<TokenState>({ state: 'loading' });
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!payment) return;
    // A new attempt: whatever the frame said last time no longer stands.
    if (payment.result) writePaymentChoice({ ...payment, result: undefined });
  }, [payment]);

  useEffect(() => {
    if (!payment || !customerId) return;
    const abort = new AbortController();
    getPaymentToken(client, customerId, { signal: abort.signal }).then(
      ({ data }) => {
        if (!abort.signal.aborted) setToken(data ? { state: 'ready', token: data } : { state: 'error' });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not get a payment token', error);
        setToken({ state: 'error' });
      },
    );
    return () => abort.abort();
  }, [client, customerId, payment]);

  // Post the form into the frame once per token.
  useEffect(() => {
    if (token.state !== 'ready' || posted.current === token.token['bearer-token']) return;
    posted.current = token.token['bearer-token'];
    form.current?.submit();
  }, [token]);

  useEffect(() => {
    if (!payment) return;
    const providerOrigin = originOf(payments.pageUrl);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const result = resultOf(event.data);
      if (!result) return;
      writePaymentChoice({ ...payment, result });
      navigate(PAYMENT_PATHS.confirmation);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [payment, payments.pageUrl, navigate]);

  if (!payment) return <Navigate to={PAYMENT_PATHS.details} replace />;
  return (
    <>
      <title>{`${words('payment.gateway.title')} – ${words('site.name')}`}</title>
      <Link className="payment-back" to={PAYMENT_PATHS.details}>
        {words('payment.gateway.back')}
      </Link>
      <PageHeading>{words('payment.gateway.title')}</PageHeading>
      {token.state === 'error' && <AlertWithPhone messageKey="payment_Message_Api_Failure" homeLink={false} />}
      {token.state === 'loading' && (
        <p role="status" aria-busy="true">
          {words('payment.gateway.loading')}
        </p>
      )}
      {token.state === 'ready' && (
        <>
          <p>{words('payment.gateway.intro', { amount: payment.amount, reference: payment.customerReference })}</p>
          <form ref={form} className="payment-form" method="post" action={payments.pageUrl} target={FRAME_NAME}>
            <input type="hidden" name="token" value={token.token['bearer-token']} />
            <input type="hidden" name="customerReference" value={payment.customerReference} />
            <input type="hidden" name="amount" value={payment.amount} />
            <input type="hidden" name="clientCode" value={token.token['client-code']} />
            <input type="hidden" name="paymentReason" value="Rent" />
          </form>
          <iframe ref={frame} className="payment-frame" name={FRAME_NAME} title={words('payment.gateway.frameTitle')} />
        </>
      )}
    </>
  );
}
