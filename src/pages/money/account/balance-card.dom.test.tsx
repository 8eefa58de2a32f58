import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies, testAsset, testTenancy, testTenancyGroup } from '../../../testing/amara-replies';
import { signInForTest } from '../../../testing/portal-harness';
import { eitherRoute, testAccount, testTransaction, transactionSearch } from '../testing/money-fixtures';
import { repairsHarness, type UrlRoute } from '../../../testing/repairs-harness';

const rent = testAccount('ACC-1', 'REN', 612.48);
const latest = [
  testTransaction('TX-3', {
    'transaction-description': 'Payment - PayPoint (cash)',
    'payment-code': 'CR',
    'transaction-type': 'PAY',
    amount: { gross: { value: 10 } },
    dates: { 'transaction-date': '2026-03-02' },
    statuses: { 'is-posted': false },
  }),
  testTransaction('TX-2', { dates: { 'transaction-date': '2026-03-01' } }),
  testTransaction('TX-1', { 'transaction-description': 'Universal Credit - housing costs', 'payment-code': 'CR' }),
  testTransaction('TX-0'),
];

function open(overrides: Record<string, unknown> = {}, byUrl: UrlRoute = transactionSearch('ACC-1', latest)) {
  signInForTest();
  const harness = repairsHarness(
    '/customer360View',
    amaraReplies({ 'GET /customers/C-AMARA/accounts': [rent], ...overrides }),
    byUrl,
  );
  render(harness.element);
  return harness;
}

const card = () => screen.findByRole('region', { name: 'Your balance' });

describe('the dashboard balance card', () => {
  it("shows the home's arrears in brackets with the words and the error colour, its last 3 transactions, View accounts and financial advice", async () => {
    const harness = open();
    const balance = await within(await card()).findByText('(£612.48) in arrears');
    expect(balance.className).toContain('money-balance--arrears');
    expect(within(await card()).getByText('Rent Account')).toBeTruthy();
    const items = await within(await card()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Payment - PayPoint (cash)02 Mar 2026: Credit of £10.00 (pending)',
      'Rent and service charges01 Mar 2026: Debit of £148.62',
      'Universal Credit - housing costs23 Feb 2026: Credit of £148.62',
    ]);
    const asked = harness.calls('GET', '/accounts/ACC-1/transactions');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({ pageNumber: '1', pageSize: '3' });
    expect(
      within(await card())
        .getByRole('link', { name: 'View accounts' })
        .getAttribute('href'),
    ).toBe('/viewaccount');
    const advice = await within(await card()).findByRole('region', { name: 'Help with money' });
    expect(within(advice).getByRole('link', { name: 'Get financial advice' }).getAttribute('href')).toBe(
      '/enquiryconsent',
    );
    // The button lives in the balance card only: no second card offers it.
    expect(screen.getAllByRole('link', { name: 'Get financial advice' })).toHaveLength(1);
  });

  it('says "in credit" for a negative balance and shows a zero balance without a label', async () => {
    open({
      'GET /customers/C-AMARA/accounts': [testAccount('ACC-1', 'REN', -276.6), testAccount('ACC-2', 'DEP', 0)],
    });
    const balances = await within(await card()).findAllByRole('definition');
    expect(balances.map((cell) => cell.textContent)).toEqual(['£276.60 in credit', '£0.00']);
    expect(balances[0]!.querySelector('.money-balance--arrears')).toBeNull();
    expect(balances[0]!.querySelector('.money-balance--credit')).not.toBeNull();
    expect(
      within(await card())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Rent Account', 'Deposit Account']);
  });

  it.each(['AGENCY', 'COM1', 'HMBY2010', 'OFFICE', 'USENOCCU'])(
    'hides View accounts for the tenancy type %s',
    async (tenancyType) => {
      open({ 'GET /customers/C-AMARA/tenancies': [{ ...testTenancy('T1', 'P1'), tenancyType }] });
      await within(await card()).findByText('(£612.48) in arrears');
      await within(await card()).findByRole('link', { name: 'Get financial advice' });
      expect(within(await card()).queryByRole('link', { name: 'View accounts' })).toBeNull();
    },
  );

  it("shows only the chosen property's accounts, and their transactions", async () => {
    const garage = testAccount('ACC-9', 'REN', 0, { 'tenancy-type': 'GARAGE', 'premises-identifiers': ['P2'] });
    const harness = open(
      {
        'GET /customers/C-AMARA/accounts': [rent, garage],
        'GET /customers/C-AMARA/tenancies': [
          testTenancy('T1', 'P1'),
          { ...testTenancy('T2', 'P2'), tenancyType: 'GARAGE' },
        ],
        'GET /assets/P2': testAsset('P2', 'Garage 4, Linden Road, London, E5 8QT'),
        'GET /customers/C-AMARA/premises/P2/tenancies': testTenancyGroup('T2', 'Non-residential'),
      },
      eitherRoute(transactionSearch('ACC-1', latest), transactionSearch('ACC-9', [])),
    );
    await within(await card()).findByText('(£612.48) in arrears');
    expect(within(await card()).queryByText('Garage Account')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Property' }), { target: { value: 'P2' } });
    await within(await card()).findByText('Garage Account');
    expect(within(await card()).getByText('£0.00')).toBeTruthy();
    expect(within(await card()).queryByText('Rent Account')).toBeNull();
    expect(await within(await card()).findByText('There are no transactions in the last year.')).toBeTruthy();
    expect(harness.calls('GET', '/accounts/ACC-9/transactions')).toHaveLength(1);
    expect(within(await card()).getByRole('link', { name: 'View accounts' })).toBeTruthy();
  });

  it('shows account_Down_SSC001 with the phone number when the accounts cannot be read, and keeps its buttons', async () => {
    open({
      'GET /customers/C-AMARA/accounts': () => ({
        status: 500,
        body: { status: 500, title: 'Server Error', errors: [] },
      }),
    });
    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Sorry, we cannot show your balance at the moment. Please call us on 020 7946 0123 (Monday to Friday 9am to 5pm).',
    );
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).queryByRole('link', { name: 'Return to Home' })).toBeNull();
    expect(within(await card()).getByRole('link', { name: 'View accounts' })).toBeTruthy();
    expect(await within(await card()).findByRole('link', { name: 'Get financial advice' })).toBeTruthy();
  });

  it('shows Tx_Service_Down_SSC001 with the phone number when the transactions cannot be read', async () => {
    open({}, transactionSearch('ACC-1', latest, true));
    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Sorry, we cannot show your transactions at the moment. Please call us on 020 7946 0123.',
    );
    expect(within(await card()).getByText('(£612.48) in arrears')).toBeTruthy();
    await waitFor(() => expect(within(alert).getByRole('link').getAttribute('href')).toBe('tel:02079460123'));
  });
});
