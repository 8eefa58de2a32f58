/**
 * The card payment amount rule (ACC-PAY-02), shared by the portal
 * (/paymentDetails, SSC008) and the reference gateway (the payment provider's callback): a number
 * of pounds from 1 to 5000 inclusive with at most two decimals; a pound sign typed with it is
 * stripped. Anything else (letters, commas, signs, a third decimal, an empty box) is refused.
 */

/** The smallest and largest card payment, in pence (ACC-PAY-02: £1 to £5,000). */
export const PAYMENT_LIMITS_PENCE = { min: 100, max: 500_000 } as const;

const POUNDS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The amount in pence, or undefined when the text is not an acceptable payment.
 *
 * @example
 * paymentAmountPence('£25.50') // 2550
 * paymentAmountPence('12.345') // undefined (three decimals)
 * paymentAmountPence('0.50')   // undefined (below £1)
 */
export function paymentAmountPence(text: string): number | undefined {
  const match = POUNDS.exec(text.replace(/£/g, '').trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  // Long runs of digits would lose precision as a number; anything past 7 digits is too much anyway.
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 7) return undefined;
  const pence = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return pence >= PAYMENT_LIMITS_PENCE.min && pence <= PAYMENT_LIMITS_PENCE.max ? pence : undefined;
}

/** True when the text is an acceptable payment amount (see paymentAmountPence). */
export function isValidPaymentAmount(text: string): boolean {
  return paymentAmountPence(text) !== undefined;
}

/**
 * Pence as the payment form and the provider's callback carry them: pounds with two decimals.
 *
 * @example
 * penceToPounds(2550) // '25.50'
 */
export function penceToPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
