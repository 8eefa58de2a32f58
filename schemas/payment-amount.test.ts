import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPaymentAmount, PAYMENT_LIMITS_PENCE, paymentAmountPence, penceToPounds } from './payment-amount';

const { min, max } = PAYMENT_LIMITS_PENCE;
const inRange = fc.integer({ min, max });
const outOfRange = fc.oneof(fc.integer({ min: 0, max: min - 1 }), fc.integer({ min: max + 1, max: 99_999_999 }));

/** Ways a resident may type an amount of pence: 25, 25.5, 25.50, with a £ and spaces around. */
function typings(pence: number): fc.Arbitrary<string> {
  const pounds = Math.floor(pence / 100);
  const fraction = pence % 100;
  const forms = [`${pounds}.${String(fraction).padStart(2, '0')}`];
  if (fraction % 10 === 0) forms.push(`${pounds}.${fraction / 10}`);
  if (fraction === 0) forms.push(`${pounds}`);
  return fc
    .tuple(fc.constantFrom(...forms), fc.constantFrom('', '£', '£ '), fc.constantFrom('', ' '))
    .map(([form, pound, space]) => `${space}${pound}${form}${space}`);
}

describe('the payment amount rule (ACC-PAY-02: £1 to £5,000, two decimals)', () => {
  it('accepts every amount from £1 to £5,000 however it is typed, £ stripped, and reads its pence', () => {
    fc.assert(
      fc.property(
        inRange.chain((pence) => typings(pence).map((text) => ({ pence, text }))),
        ({ pence, text }) => {
          expect(paymentAmountPence(text)).toBe(pence);
          expect(isValidPaymentAmount(text)).toBe(true);
        },
      ),
    );
  });

  it('refuses every amount below £1 or above £5,000', () => {
    fc.assert(
      fc.property(
        outOfRange.chain((pence) => typings(pence)),
        (text) => {
          expect(paymentAmountPence(text)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses a third decimal, even a zero one', () => {
    fc.assert(
      fc.property(inRange, fc.integer({ min: 0, max: 9 }), (pence, extra) => {
        expect(paymentAmountPence(`${penceToPounds(pence)}${extra}`)).toBeUndefined();
      }),
    );
  });

  it('refuses anything that is not a plain number of pounds (junk never passes)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const accepted = paymentAmountPence(text);
        if (accepted === undefined) return;
        // Whatever is accepted is digits with up to two decimals once £ and outer spaces are gone,
        // and its value is within the limits.
        expect(text.replace(/£/g, '').trim()).toMatch(/^\d+(\.\d{1,2})?$/);
        expect(accepted).toBeGreaterThanOrEqual(min);
        expect(accepted).toBeLessThanOrEqual(max);
      }),
    );
    for (const junk of [
      '',
      ' ',
      '£',
      'abc',
      '25.',
      '.50',
      '25.5.0',
      '1,000',
      '-25',
      '+25',
      '2 5',
      '1e3',
      '0x20',
      '25p',
    ]) {
      expect(paymentAmountPence(junk), junk).toBeUndefined();
    }
  });

  it('holds the edges exactly', () => {
    expect(paymentAmountPence('1')).toBe(100);
    expect(paymentAmountPence('0.99')).toBeUndefined();
    expect(paymentAmountPence('5000')).toBe(500_000);
    expect(paymentAmountPence('5000.00')).toBe(500_000);
    expect(paymentAmountPence('5000.01')).toBeUndefined();
    expect(paymentAmountPence('0.50')).toBeUndefined();
    expect(paymentAmountPence('12.345')).toBeUndefined();
    expect(paymentAmountPence('£25.50')).toBe(2550);
  });

  it('writes pence as pounds with two decimals', () => {
    fc.assert(
      fc.property(inRange, (pence) => {
        expect(penceToPounds(pence)).toMatch(/^\d+\.\d{2}$/);
        expect(paymentAmountPence(penceToPounds(pence))).toBe(pence);
      }),
    );
  });
});
