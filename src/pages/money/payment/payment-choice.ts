import { paymentAmountPence, penceToPounds } from '../../../../schemas/payment-amount';
import { readSlice, writeSlice } from '../../../storage/root-store';

/** The payment screens (ACC-PAY); the specification spells the last one so. */
export const PAYMENT_PATHS = {
  account: '/viewaccount',
  details: '/paymentDetails',
  gateway: '/allPayGateway',
  confirmation: '/allPayGatewayConformation',
} as const;

/** What the card page's frame said about the payment (ACC-PAY-06: resultCode 0 is success). */
export interface PaymentResult {
  resultCode: number;
  providerReference?: string;
}

/** The payment being made, kept under the root key so Back and a reload keep it. */
export interface PaymentChoice {
  accountId: string;
  /** The account's payment reference, the form's customerReference. */
  customerReference: string;
  choice: 'outstanding' | 'other';
  /** What was typed in Other amount, shown again after Back. */
  otherText: string;
  /** Pounds with two decimals, as the payment form sends it. */
  amount: string;
  /** Set when the frame answered; the confirmation shows it. */
  result?: PaymentResult;
}

const PAYMENT_SLICE = 'payment';

export function readPaymentChoice(): PaymentChoice | undefined {
  return readSlice<PaymentChoice>(PAYMENT_SLICE);
}

export function writePaymentChoice(choice: PaymentChoice | undefined): void {
  writeSlice(PAYMENT_SLICE, choice);
}

/** What the amount choice of /paymentDetails comes to: the amount to pay, or why there is none. */
export interface AmountChoice {
  /** Pounds with two decimals when Continue may go on. */
  amount?: string;
  /** True when SSC008 shows (an amount outside £1 to £5,000 or not a plain amount). */
  invalid: boolean;
}

/**
 * The amount a choice comes to (ACC-PAY-02, schemas/payment-amount.ts): the live
 * balance when it is chosen (only a balance above zero can be), or the typed amount. An empty
 * box asks for nothing yet; anything else outside the rule is SSC008.
 *
 * @example
 * chooseAmount('other', '£25.50', 61248) // { amount: '25.50', invalid: false }
 * chooseAmount('other', '12.345', 61248) // { invalid: true }
 */
export function chooseAmount(
  choice: PaymentChoice['choice'] | undefined,
  otherText: string,
  balancePence: number,
): AmountChoice {
  if (choice === 'outstanding') {
    if (balancePence <= 0) return { invalid: false };
    const pence = paymentAmountPence(penceToPounds(balancePence));
    return pence === undefined ? { invalid: true } : { amount: penceToPounds(pence), invalid: false };
  }
  if (choice !== 'other' || otherText.trim() === '') return { invalid: false };
  const pence = paymentAmountPence(otherText);
  return pence === undefined ? { invalid: true } : { amount: penceToPounds(pence), invalid: false };
}
