import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../../../schemas/generated/types';
import { clearAllState } from '../../../storage/root-store';
import { amaraReplies } from '../../../testing/amara-replies';
import { portalHarness, signInForTest } from '../../../testing/portal-harness';
import { writeSelectedAccount } from '../account-summary';
import { readPaymentChoice, writePaymentChoice, type PaymentChoice } from './payment-choice';

const CUSTOMER = 'C-AMARA';

function account(id: string, type: string, balance: number, payRef: string): Account {
  return {
    'account-identifier': id,
    'account-type': type as Account['account-type'],
    'tenancy-type': 'GNT',
    identifiers: { 'pay-ref': payRef },
    balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: balance } }],
    'last-transaction': null,
  };
}

const ACCOUNTS = [
  account('ACC-REN', 'REN', -276.6, '6001000022'),
  account('ACC-ARREARS', 'REN', 612.48, '6001000011'),
  account('ACC-DEP', 'DEP', -500, '6001000023'),
];

function open(path: string) {
  signInForTest(CUSTOMER);
  const harness = portalHarness(path, amaraReplies({ [`GET /customers/${CUSTOMER}/accounts`]: ACCOUNTS }));
  render(harness.element);
  return harness;
}

const pathOf = (harness: ReturnType<typeof open>) => harness.router.state.location.pathname;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

beforeEach(() => clearAllState());

describe('/paymentDetails', () => {
  it('offers no outstanding balance on an account in credit, and goes on with another amount', async () => {
    writeSelectedAccount({ accountId: 'ACC-REN' });
    const harness = open('/paymentDetails');
    const outstanding = (await screen.findByRole('radio', {
      name: 'Outstanding balance: nothing to pay',
    })) as HTMLInputElement;
    expect(outstanding.disabled).toBe(true);
    expect(screen.getByText('Rent Account')).toBeTruthy();
    expect(screen.getByText('6001000022')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    const box = screen.getByRole('textbox', { name: 'Amount in pounds' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Amounts between £1 - £5000');
    fireEvent.change(box, { target: { value: '12.345' } });
    expect(screen.getByText('Enter an amount between £1 and £5,000.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(box, { target: { value: '£ 40' } });
    expect(screen.queryByText('Enter an amount between £1 and £5,000.')).toBeNull();
    fireEvent.click(continueButton());
    await waitFor(() => expect(pathOf(harness)).toBe('/allPayGateway'));
    expect(readPaymentChoice()).toMatchObject({
      accountId: 'ACC-REN',
      customerReference: '6001000022',
      choice: 'other',
      amount: '40.00',
    });
  });

  it('goes Back to /viewaccount', async () => {
    writeSelectedAccount({ accountId: 'ACC-REN' });
    const harness = open('/paymentDetails');
    await screen.findByRole('radio', { name: 'Other amount' });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(pathOf(harness)).toBe('/viewaccount'));
  });

  it('pays the outstanding balance of an account in arrears, to two decimals', async () => {
    writeSelectedAccount({ accountId: 'ACC-ARREARS' });
    open('/paymentDetails');
    fireEvent.click(await screen.findByRole('radio', { name: 'Outstanding balance: £612.48' }));
    expect(continueButton().disabled).toBe(false);
  });

  it.each([
    ['a deposit account', 'ACC-DEP'],
    ['an account that is not theirs', 'ACC-GONE'],
    ['no account chosen', undefined],
  ])('goes back to /viewaccount for %s', async (_case, chosen) => {
    if (chosen) writeSelectedAccount({ accountId: chosen });
    const harness = open('/paymentDetails');
    await waitFor(() => expect(pathOf(harness)).toBe('/viewaccount'));
  });
});

describe('/allPayGatewayConformation', () => {
  const paid = (resultCode: number): PaymentChoice => ({
    accountId: 'ACC-REN',
    customerReference: '6001000022',
    choice: 'other',
    otherText: '25.50',
    amount: '25.50',
    result: { resultCode, providerReference: 'SBX-1' },
  });

  it('says the payment succeeded and shows as pending until confirmed on result code 0', async () => {
    writePaymentChoice(paid(0));
    open('/allPayGatewayConformation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Thank you. Your payment was successful.')).toBeTruthy();
    expect(screen.getByText(/shows as pending on your account until it is confirmed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your account' }).getAttribute('href')).toBe('/viewaccount');
  });

  it('says the payment was not taken on any other result code', async () => {
    writePaymentChoice(paid(1));
    open('/allPayGatewayConformation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not taken' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your payment was not taken. Please try again.');
  });

  it('goes to /viewaccount without a result', async () => {
    const harness = open('/allPayGatewayConformation');
    await waitFor(() => expect(pathOf(harness)).toBe('/viewaccount'));
  });
});
