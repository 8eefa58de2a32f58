import { describe, expect, it } from 'vitest';
import { chooseAmount } from './payment-choice';

describe('the amount choice of /paymentDetails (ACC-PAY-01, ACC-PAY-02)', () => {
  it('pays the outstanding balance with two decimals when it is above zero', () => {
    expect(chooseAmount('outstanding', '', 61248)).toEqual({ amount: '612.48', invalid: false });
    expect(chooseAmount('outstanding', '', 100)).toEqual({ amount: '1.00', invalid: false });
  });

  it('offers nothing for a balance of zero or in credit, and SSC008 for a balance the rule refuses', () => {
    expect(chooseAmount('outstanding', '', 0)).toEqual({ invalid: false });
    expect(chooseAmount('outstanding', '', -27660)).toEqual({ invalid: false });
    expect(chooseAmount('outstanding', '', 50)).toEqual({ invalid: true });
    expect(chooseAmount('outstanding', '', 500_001)).toEqual({ invalid: true });
  });

  it('takes a typed amount by the amount rule, £ stripped; an empty box asks for nothing yet', () => {
    expect(chooseAmount('other', '£25.50', 61248)).toEqual({ amount: '25.50', invalid: false });
    expect(chooseAmount('other', '25.5', 0)).toEqual({ amount: '25.50', invalid: false });
    expect(chooseAmount('other', '', 61248)).toEqual({ invalid: false });
    for (const refused of ['0.50', '5000.01', '12.345', 'twenty']) {
      expect(chooseAmount('other', refused, 61248), refused).toEqual({ invalid: true });
    }
  });

  it('asks for nothing before a choice is made', () => {
    expect(chooseAmount(undefined, '25', 61248)).toEqual({ invalid: false });
  });
});
