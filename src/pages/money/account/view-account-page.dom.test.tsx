import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies, testAsset, testTenancy, testTenancyGroup } from '../../../testing/amara-replies';
import { signInForTest } from '../../../testing/portal-harness';
import { repairsHarness } from '../../../testing/repairs-harness';
import { readSelectedAccount, writeSelectedAccount } from '../account-summary';
import { testAccount } from '../testing/money-fixtures';
import { settleFakeGateway } from '../../../testing/settle';

const setting = (name: string, value: string) => ({ [`GET /configuration/${name}`]: { name, value } });
const flagsOn = { ...setting('IsViewStatement', 'true'), ...setting('IsPaymentPanelRequired', 'true') };

function open(overrides: Record<string, unknown>) {
  signInForTest();
  const harness = repairsHarness('/viewaccount', amaraReplies({ ...flagsOn, ...overrides }));
  render(harness.element);
  return harness;
}

/** The summary rows of the account on screen, as [label, value]. */
function facts(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''] as [string, string]);
}

/** Ben: a flat with a rent account in credit and a deposit account, and a garage. */
const ben = {
  'GET /customers/C-AMARA/accounts': [
    testAccount('ACC-DEP', 'DEP', -500, { 'last-transaction': null }),
    testAccount('ACC-REN', 'REN', -276.6),
    testAccount('ACC-GAR', 'REN', 0, { 'tenancy-type': 'GARAGE', 'premises-identifiers': ['P2'] }),
  ],
  'GET /customers/C-AMARA/tenancies': [testTenancy('T1', 'P1'), { ...testTenancy('T2', 'P2'), tenancyType: 'GARAGE' }],
  'GET /assets/P2': testAsset('P2', 'Garage 4, Linden Road, London, E5 8QT'),
  'GET /customers/C-AMARA/premises/P2/tenancies': testTenancyGroup('T2', 'Non-residential'),
};

describe('/viewaccount', () => {
  it("shows Amara's arrears in brackets, worded and in the error colour, with the last payment, type and reference", async () => {
    const harness = open({ 'GET /customers/C-AMARA/accounts': [testAccount('ACC-1', 'REN', 612.48)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeTruthy();
    const balance = await screen.findByText('(£612.48) in arrears');
    expect(balance.className).toContain('money-balance--arrears');
    expect(facts()).toEqual([
      ['Balance', '(£612.48) in arrears'],
      ['Balance type', 'Live balance'],
      ['Last payment', '£25.50'],
      ['Last payment date', '27 Feb 2026'],
      ['Account type', 'Rent Account'],
      ['Payment reference', 'PR-ACC-1'],
    ]);
    // One address and one account: no selectors.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(readSelectedAccount()).toEqual({ accountId: 'ACC-1', premisesId: 'P1' });

    const debit = screen.getByRole('link', { name: 'Create direct debit (opens in a new tab)' });
    expect(debit.getAttribute('href')).toBe('http://payments.test/direct-debit?reference=PR-ACC-1');
    expect(debit.getAttribute('target')).toBe('_blank');
    expect(debit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'View transactions' }).getAttribute('href')).toBe('/transactionDetails');
    expect((await screen.findByRole('link', { name: 'Statements' })).getAttribute('href')).toBe('/viewstatement');
    const panel = await screen.findByRole('region', { name: 'Other ways to pay' });
    expect(panel.textContent).toContain('By bank transfer: use PR-ACC-1 as the reference.');

    fireEvent.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/paymentDetails'));
    expect(readSelectedAccount()).toEqual({ accountId: 'ACC-1', premisesId: 'P1' });
  });

  it("Ben: the rent account in credit, the deposit account without Make payment, direct debit or payment panel, and the garage's account by address", async () => {
    open(ben);
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rent Account – payment reference PR-ACC-REN', 'Deposit Account – payment reference PR-ACC-DEP']);
    expect(screen.getByText('£276.60 in credit').className).not.toContain('money-balance--arrears');
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Other ways to pay' });

    fireEvent.change(account, { target: { value: 'ACC-DEP' } });
    await screen.findByRole('heading', { level: 2, name: 'Deposit Account' });
    expect(facts()).toEqual([
      ['Balance', '£500.00 in credit'],
      ['Balance type', 'Live balance'],
      ['Last payment', '-'],
      ['Last payment date', '-'],
      ['Account type', 'Deposit Account'],
      ['Payment reference', 'PR-ACC-DEP'],
    ]);
    expect(screen.queryByRole('button', { name: 'Make payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Create direct debit/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other ways to pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View transactions' })).toBeTruthy();
    expect(readSelectedAccount()).toEqual({ accountId: 'ACC-DEP', premisesId: 'P1' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), { target: { value: 'P2' } });
    await screen.findByRole('heading', { level: 2, name: 'Garage Account' });
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    expect(screen.getByText('£0.00').className).toContain('money-balance--zero');
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create direct debit (opens in a new tab)' }).getAttribute('href')).toBe(
      'http://payments.test/direct-debit?reference=PR-ACC-GAR',
    );
    expect(readSelectedAccount()).toEqual({ accountId: 'ACC-GAR', premisesId: 'P2' });
  });

  it('Chloe: names and orders her service charge, major works and ground rent accounts as the rules say; direct debit only on the rent-type one', async () => {
    open({
      'GET /customers/C-AMARA/accounts': [
        testAccount('ACC-GRD', 'GRD', 125, { 'tenancy-type': 'LEASE' }),
        testAccount('ACC-MJW', 'MJW', 2750, { 'tenancy-type': 'LEASE' }),
        testAccount('ACC-SC', 'REN', 86.4, { 'tenancy-type': 'LEASE' }),
      ],
    });
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Service Charge Account – payment reference PR-ACC-SC',
      'Major Works Account – payment reference PR-ACC-MJW',
      'Ground Rent Account – payment reference PR-ACC-GRD',
    ]);
    expect(await screen.findByRole('link', { name: /Create direct debit/ })).toBeTruthy();
    fireEvent.change(account, { target: { value: 'ACC-MJW' } });
    await screen.findByText('(£2,750.00) in arrears');
    expect(screen.queryByRole('link', { name: /Create direct debit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeTruthy();
  });

  it('opens on the account chosen before, and hides Statements and the payment panel when their settings are off', async () => {
    writeSelectedAccount({ accountId: 'ACC-DEP', premisesId: 'P1' });
    const harness = open({
      ...ben,
      ...setting('IsViewStatement', 'false'),
      ...setting('IsPaymentPanelRequired', 'false'),
    });
    await screen.findByRole('heading', { level: 2, name: 'Deposit Account' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: 'ACC-REN' } });
    await screen.findByRole('button', { name: 'Make payment' });
    await waitFor(() => expect(harness.calls('GET', '/configuration/IsPaymentPanelRequired')).toHaveLength(1));
    await waitFor(() => expect(harness.calls('GET', '/configuration/IsViewStatement')).toHaveLength(1));
    await settleFakeGateway();
    expect(screen.queryByRole('link', { name: 'Statements' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other ways to pay' })).toBeNull();
  });

  it('shows CR047 for an account without a balance record', async () => {
    open({ 'GET /customers/C-AMARA/accounts': [testAccount('ACC-1', 'REN', 0, { balance: [] })] });
    expect(await screen.findByText('There is no balance to show for this account.')).toBeTruthy();
    // Without a balance there is no balance type to name.
    expect(facts().map(([label]) => label)).not.toContain('Balance type');
  });

  it('shows account_Down_SSC001 with the phone number and Return to Home when the accounts cannot be read', async () => {
    open({
      'GET /customers/C-AMARA/accounts': () => ({
        status: 500,
        body: { status: 500, title: 'Server Error', errors: [] },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show your balance at the moment.');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
    expect(screen.queryByRole('button', { name: 'Make payment' })).toBeNull();
  });
});
