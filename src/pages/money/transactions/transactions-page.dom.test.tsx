import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../../schemas/generated/types';
import { amaraReplies, testTenancy } from '../../../testing/amara-replies';
import { signInForTest } from '../../../testing/portal-harness';
import { repairsHarness, type UrlRoute } from '../../../testing/repairs-harness';
import {
  applyDates as applyDatesWith,
  bodyRows,
  cells,
  dateField,
  fixTheDateInEachTest,
} from '../../../testing/list-page-dom';
import { writeSelectedAccount } from '../account-summary';
import { testAccount, testTransaction, transactionSearch } from '../testing/money-fixtures';
import { settleFakeGateway } from '../../../testing/settle';

/** The portal's clock in these tests: 3 March 2026, so the default range is 3 March 2025 to 3 March 2026. */
const NOW = new Date('2026-03-03T10:00:00Z');
const TYPES = ['DRS', 'PAY', 'ADJ', 'DRA'] as const;

/** Two pending transactions, then 58 posted ones a week apart from 1 March 2026 back (the oldest before the range). */
const ledger: Transaction[] = [
  testTransaction('TX-P2', {
    'transaction-description': 'Payment - PayPoint (cash)',
    'payment-code': 'CR',
    'transaction-type': 'PAY',
    amount: { gross: { value: 10 } },
    'running-balance': { value: 577.48 },
    dates: { 'transaction-date': '2026-03-03' },
    statuses: { 'is-posted': false },
  }),
  testTransaction('TX-P1', {
    'transaction-description': 'Payment - debit card (online)',
    'payment-code': 'CR',
    'transaction-type': 'PAY',
    amount: { gross: { value: 25 } },
    'running-balance': { value: 587.48 },
    dates: { 'transaction-date': '2026-03-02' },
    statuses: { 'is-posted': false },
  }),
  ...Array.from({ length: 58 }, (_, i) => {
    const type = TYPES[i % 4]!;
    return testTransaction(`TX-${100 + i}`, {
      'transaction-description': `${{ DRS: 'Rent charge', PAY: 'Universal Credit', ADJ: 'Rent correction', DRA: 'Court costs' }[type]} ${i}`,
      'payment-code': type === 'PAY' ? 'CR' : 'DR',
      'transaction-type': type,
      'running-balance': { value: i === 0 ? 612.48 : -20 },
      dates: { 'transaction-date': new Date(Date.UTC(2026, 2, 1 - 7 * i)).toISOString().slice(0, 10) },
    });
  }),
];
/** Those in the default range: the two pending and the posted ones since 3 March 2025. */
const inRange = ledger.filter((t) => t.dates['transaction-date'] >= '2025-03-03').length;

function open(
  byUrl: UrlRoute = transactionSearch('ACC-1', ledger),
  select = true,
  overrides: Record<string, unknown> = {},
) {
  signInForTest();
  if (select) writeSelectedAccount({ accountId: 'ACC-1', premisesId: 'P1' });
  const harness = repairsHarness(
    '/transactionDetails',
    amaraReplies({
      'GET /accounts/ACC-1': testAccount('ACC-1', 'REN', 612.48),
      'GET /customers/C-AMARA/accounts': [testAccount('ACC-1', 'REN', 612.48)],
      ...overrides,
    }),
    byUrl,
  );
  render(harness.element);
  return harness;
}

const searches = (harness: ReturnType<typeof open>) => harness.calls('GET', '/accounts/ACC-1/transactions');
const lastQuery = (harness: ReturnType<typeof open>) => searches(harness).at(-1)!.url.searchParams;
const applyDates = (from: string, to: string) => applyDatesWith(from, to, 'Show transactions');

fixTheDateInEachTest(NOW);

describe('/transactionDetails on a wide screen', () => {
  it("starts the range at the account's tenancy when it began less than a year ago", async () => {
    const harness = open(transactionSearch('ACC-1', ledger), true, {
      'GET /customers/C-AMARA/tenancies': [{ ...testTenancy('T1', 'P1'), tenancyStartDate: '2025-12-03' }],
    });
    await screen.findByRole('table');
    expect(lastQuery(harness).get('DateFrom')).toBe('2025-12-03');
    expect(dateField('From').value).toBe('2025-12-03');
  });

  it('shows the last year of the chosen account, pending ones first, credit or debit written, with the running balance', async () => {
    const harness = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy();
    expect(await screen.findByText('Rent Account, payment reference PR-ACC-1')).toBeTruthy();
    await screen.findByRole('table');
    expect(Object.fromEntries(lastQuery(harness))).toEqual({
      DateFrom: '2025-03-03',
      DateTo: '2026-03-03',
      pageNumber: '1',
      pageSize: '10',
    });
    expect(dateField('From').value).toBe('2025-03-03');
    expect(dateField('To').value).toBe('2026-03-03');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Description',
      'Credit or debit',
      'Amount',
      'Balance',
      'Status',
    ]);
    expect(bodyRows().slice(0, 4).map(cells)).toEqual([
      ['03 Mar 2026', 'Payment - PayPoint (cash)', 'Credit', '£10.00', '(£577.48) in arrears', 'Pending'],
      ['02 Mar 2026', 'Payment - debit card (online)', 'Credit', '£25.00', '(£587.48) in arrears', 'Pending'],
      ['01 Mar 2026', 'Rent charge 0', 'Debit', '£148.62', '(£612.48) in arrears', 'Posted'],
      ['22 Feb 2026', 'Universal Credit 1', 'Credit', '£148.62', '£20.00 in credit', 'Posted'],
    ]);
    expect(screen.getByText(`Showing 1 to 10 of ${inRange} transactions`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your balance' }).getAttribute('href')).toBe('/viewaccount');
  });

  it('pages 10, 20 or 100 at a time, asking the gateway for each page', async () => {
    const harness = open();
    await screen.findByRole('table');
    // The page's controls are drawn again with each page: find them afresh.
    const size = () => screen.getByRole('combobox', { name: 'Transactions per page' });
    expect(
      within(size())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '100']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText(`Showing 11 to 20 of ${inRange} transactions`)).toBeTruthy());
    expect(lastQuery(harness).get('pageNumber')).toBe('2');
    fireEvent.change(size(), { target: { value: '20' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect([lastQuery(harness).get('pageNumber'), lastQuery(harness).get('pageSize')]).toEqual(['1', '20']);
    fireEvent.change(size(), { target: { value: '100' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(inRange));
    expect(lastQuery(harness).get('pageSize')).toBe('100');
    expect(screen.queryByRole('navigation', { name: 'Pages of transactions' })).toBeNull();
  });

  it('filters by type (payments; charges; adjustments with DRA), searches, and Clear filters clears them all', async () => {
    const harness = open();
    await screen.findByRole('table');
    const filterBy = async (label: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
      const panel = screen.getByRole('form', { name: 'Filter transactions' });
      fireEvent.change(within(panel).getByRole('combobox', { name: 'Type' }), { target: { value: label } });
      fireEvent.click(within(panel).getByRole('button', { name: 'Apply filter' }));
    };
    const panelOptions = () =>
      within(screen.getByRole('combobox', { name: 'Type', hidden: true }))
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent);
    expect(panelOptions()).toEqual(['All', 'Payments', 'Charges', 'Adjustments']);

    await filterBy('ADJ');
    await waitFor(() => expect(lastQuery(harness).getAll('transactionType')).toEqual(['ADJ', 'DRA']));
    await waitFor(() => expect(cells(bodyRows()[0]!)[1]).toBe('Rent correction 2'));
    expect(bodyRows().map((row) => cells(row)[1]!.split(' ')[0])).toEqual(expect.arrayContaining(['Rent', 'Court']));
    await filterBy('PAY');
    await waitFor(() => expect(lastQuery(harness).getAll('transactionType')).toEqual(['PAY']));
    await filterBy('DRS');
    await waitFor(() => expect(lastQuery(harness).getAll('transactionType')).toEqual(['DRS']));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your transactions' }), {
      target: { value: 'charge 4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(harness).get('searchText')).toBe('charge 4'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cells(row)[1])).toEqual([
        'Rent charge 4',
        'Rent charge 40',
        'Rent charge 44',
        'Rent charge 48',
      ]),
    );

    applyDates('2025-06-01', '2025-12-31');
    await waitFor(() => expect(lastQuery(harness).get('DateFrom')).toBe('2025-06-01'));
    expect(await screen.findByText(/^No transactions match your dates, search or filter/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(Object.fromEntries(lastQuery(harness))).toEqual({
      DateFrom: '2025-03-03',
      DateTo: '2026-03-03',
      pageNumber: '1',
      pageSize: '10',
    });
    expect(dateField('From').value).toBe('2025-03-03');
    expect((screen.getByRole('searchbox', { name: 'Search your transactions' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it.each([
    ['a missing from date', '', '2026-03-03'],
    ['a missing to date', '2025-03-03', ''],
    ['a from date after the to date', '2026-02-01', '2026-01-01'],
    ['a to date in the future', '2025-03-03', '2026-03-04'],
    ['a from date in the future', '2026-03-04', '2026-03-05'],
  ])('shows SSC004 for %s, hides the results and searches nothing', async (_case, from, to) => {
    const harness = open();
    await screen.findByRole('table');
    const asked = searches(harness).length;
    applyDates(from, to);
    expect(await screen.findByText('Enter a date range that is valid and not in the future.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(dateField('From').getAttribute('aria-invalid')).toBe('true');
    expect(dateField('From').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(dateField('From'));
    // A search or a type while the dates are wrong searches nothing either.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settleFakeGateway();
    expect(searches(harness)).toHaveLength(asked);
    expect(screen.queryByRole('table')).toBeNull();

    applyDates('2025-03-03', '2026-03-03');
    await screen.findByRole('table');
    expect(screen.queryByText('Enter a date range that is valid and not in the future.')).toBeNull();
    expect(searches(harness)).toHaveLength(asked + 1);
  });

  it('says when the account has no transactions in the range, without filters', async () => {
    open(transactionSearch('ACC-1', []));
    expect(await screen.findByText('There are no transactions on this account in the last year.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows Tx_Service_Down_SSC001 with the phone number and Return to Home when the transactions cannot be read', async () => {
    open(transactionSearch('ACC-1', ledger, true));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show your transactions at the moment.');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends a resident who has chosen no account to /viewaccount', async () => {
    const harness = open(undefined, false);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/viewaccount'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeTruthy();
  });
});

describe('/transactionDetails at 820 px or narrower', () => {
  it('shows cards, loading 100 at a time from the gateway, pending ones first', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 820px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const many = [
      ...ledger.slice(0, 2),
      ...Array.from({ length: 150 }, (_, i) =>
        testTransaction(`TX-M${i}`, {
          'transaction-description': `Charge ${i}`,
          dates: { 'transaction-date': new Date(Date.UTC(2026, 2, 1) - i * 86_400_000).toISOString().slice(0, 10) },
        }),
      ),
    ];
    const harness = open(transactionSearch('ACC-1', many));
    expect(await screen.findByText('Showing 100 of 152 transactions')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect([lastQuery(harness).get('pageNumber'), lastQuery(harness).get('pageSize')]).toEqual(['1', '100']);
    const cards = () => screen.getAllByRole('heading', { level: 2 });
    expect(cards()).toHaveLength(100);
    expect(
      cards()
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Payment - PayPoint (cash)', 'Payment - debit card (online)', 'Charge 0']);
    expect(within(cards()[0]!.closest('li')!).getByText('Pending')).toBeTruthy();
    expect(within(cards()[2]!.closest('li')!).getByText('Posted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more transactions' }));
    expect(await screen.findByText('Showing 152 of 152 transactions')).toBeTruthy();
    expect([lastQuery(harness).get('pageNumber'), lastQuery(harness).get('pageSize')]).toEqual(['2', '100']);
    expect(screen.queryByRole('button', { name: 'Show more transactions' })).toBeNull();
    expect(searches(harness)).toHaveLength(2);
  });
});
