import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Communication } from '../../../schemas/generated/types';
import { amaraReplies, testAsset, testTenancy, testTenancyGroup } from '../../testing/amara-replies';
import { signInForTest } from '../../testing/portal-harness';
import { repairsHarness } from '../../testing/repairs-harness';
import {
  applyDates as applyDatesWith,
  bodyRows,
  cells,
  dateField,
  fixTheDateInEachTest,
} from '../../testing/list-page-dom';
import { messageGateway, testMessage } from './testing/message-fixtures';
import { settleFakeGateway } from '../../testing/settle';

/** The portal's clock: 3 March 2026, so the default range is 3 March 2024 to 3 March 2026; the tenancy began 1 April 2019. */
const NOW = new Date('2026-03-03T10:00:00Z');

/** 25 messages a week apart from 1 March 2026 back, every third unread. */
function inbox(count = 25): Communication[] {
  return Array.from({ length: count }, (_, i) =>
    testMessage(`MSG-${100 + i}`, {
      status: i % 3 === 0 ? 'UNREAD' : 'READ',
      createdDate: new Date(Date.UTC(2026, 2, 1 - 7 * i, 9)).toISOString(),
      message: {
        content: [
          { value: i === 4 ? 'Your gas safety check is overdue' : `Notice ${i}` },
          { value: `First line ${i}\nSecond line ${i}` },
        ],
      },
      sender: {
        organisation: { name: 'Eastside Homes' },
        personName: { title: null, givenName: i % 2 ? 'Income' : 'Repairs', surname: i % 2 ? 'Services' : 'Team' },
      },
    }),
  );
}

function open(messages: Communication[] = inbox(), { fail = false, toggle = 'true', overrides = {} } = {}) {
  signInForTest();
  const harness = repairsHarness(
    '/mymessageshistory',
    amaraReplies({
      'GET /configuration/IsMyMessagesRequired': { name: 'IsMyMessagesRequired', value: toggle },
      ...overrides,
    }),
    messageGateway('C-AMARA', messages, fail),
  );
  render(harness.element);
  return harness;
}

const searches = (harness: ReturnType<typeof open>) =>
  harness.calls('GET', '/customers/C-AMARA/communications').filter((call) => call.url.searchParams.has('fromDate'));
const lastQuery = (harness: ReturnType<typeof open>) => searches(harness).at(-1)!.url.searchParams;
const applyDates = (from: string, to: string) => applyDatesWith(from, to, 'Show messages');

fixTheDateInEachTest(NOW);

describe('/mymessageshistory on a wide screen', () => {
  it('opens on the tenancy start, not two years back, for a tenant of three months: the list, no SSC012', async () => {
    const harness = open(inbox(), {
      overrides: {
        'GET /customers/C-AMARA/tenancies': [{ ...testTenancy('T1', 'P1'), tenancyStartDate: '2025-12-03' }],
      },
    });
    await screen.findByRole('table');
    expect(lastQuery(harness).get('fromDate')).toBe('2025-12-03');
    expect(dateField('From').value).toBe('2025-12-03');
    expect(screen.queryByText('The from date cannot be before your tenancy started.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('lists the last two years newest first: date, sender, subject, first line and read status, 10 a page', async () => {
    const harness = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your messages' })).toBeTruthy();
    await screen.findByRole('table');
    expect(Object.fromEntries(lastQuery(harness))).toEqual({
      fromDate: '2024-03-03',
      toDate: '2026-03-03',
      orderBy: 'createdDate desc',
      skip: '0',
      limit: '10',
    });
    expect(dateField('From').value).toBe('2024-03-03');
    expect(dateField('From').min).toBe('2019-04-01');
    expect(dateField('To').max).toBe('2026-03-03');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Sender',
      'Subject',
      'Message',
      'Status',
    ]);
    expect(bodyRows().slice(0, 2).map(cells)).toEqual([
      ['01 Mar 2026', 'Repairs Team', 'Notice 0', 'First line 0', 'Unread'],
      ['22 Feb 2026', 'Income Services', 'Notice 1', 'First line 1', 'Read'],
    ]);
    expect(screen.getByText('Showing 1 to 10 of 25 messages')).toBeTruthy();
    // The single home shows as text, not as a choice, and the list is not narrowed to it.
    expect(screen.getByText('14 Linden Road, London, E5 8QT')).toBeTruthy();
    expect(lastQuery(harness).has('assetIdentifier')).toBe(false);
    const size = screen.getByRole('combobox', { name: 'Messages per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '100']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByText('Showing 21 to 25 of 25 messages')).toBeTruthy());
    expect([lastQuery(harness).get('skip'), lastQuery(harness).get('limit')]).toEqual(['20', '10']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Messages per page' }), { target: { value: '100' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect([lastQuery(harness).get('skip'), lastQuery(harness).get('limit')]).toEqual(['0', '100']);
  });

  it('searches, filters by read status, sorts oldest first, and Clear filters clears the filters but keeps the order', async () => {
    const harness = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your messages' }), { target: { value: ' gas ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows().map((row) => cells(row)[2])).toEqual(['Your gas safety check is overdue']));
    expect(lastQuery(harness).get('searchText')).toBe('gas');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('form', { name: 'Filter messages' });
    const status = within(panel).getByRole('combobox', { name: 'Read status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All messages', 'Unread', 'Read']);
    fireEvent.change(status, { target: { value: 'UNREAD' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(lastQuery(harness).get('status')).toBe('UNREAD'));
    await waitFor(() => expect(screen.getByText('Showing 1 to 9 of 9 messages')).toBeTruthy());
    expect(bodyRows().every((row) => cells(row)[4] === 'Unread')).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'createdDate asc' } });
    await waitFor(() => expect(lastQuery(harness).get('orderBy')).toBe('createdDate asc'));
    await waitFor(() => expect(cells(bodyRows()[0]!)[2]).toBe('Notice 24'));
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest to oldest', 'Oldest to newest']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 25 messages')).toBeTruthy());
    expect(lastQuery(harness).has('status')).toBe(false);
    expect(lastQuery(harness).get('orderBy')).toBe('createdDate asc');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it.each([
    ['SSC020', 'an unfinished from date', '', '2026-03-03', 'From', 'Enter a date in the format DD/MM/YYYY.'],
    ['SSC020', 'an unfinished to date', '2024-03-03', '', 'To', 'Enter a date in the format DD/MM/YYYY.'],
    ['SSC013', 'a from date after today', '2026-03-04', '2026-03-04', 'From', 'The from date cannot be in the future.'],
    [
      'SSC012',
      'a from date before the tenancy began',
      '2019-03-31',
      '2026-03-03',
      'From',
      'The from date cannot be before your tenancy started.',
    ],
    ['SSC014', 'a to date after today', '2024-03-03', '2026-03-04', 'To', 'The to date cannot be in the future.'],
  ] as const)('shows %s for %s, marks that date, hides the results and searches nothing', async (...args) => {
    const [, , from, to, field, text] = args;
    const harness = open();
    await screen.findByRole('table');
    const asked = searches(harness).length;
    applyDates(from, to);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(dateField(field).getAttribute('aria-invalid')).toBe('true');
    expect(dateField(field === 'From' ? 'To' : 'From').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(dateField(field));
    // A search while the dates are wrong searches nothing either.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settleFakeGateway();
    expect(searches(harness)).toHaveLength(asked);

    applyDates('2025-03-03', '2026-03-03');
    await screen.findByRole('table');
    expect(screen.queryByText(text)).toBeNull();
    expect(searches(harness)).toHaveLength(asked + 1);
  });

  it('says SSC016 when there are no messages, and SSC017 when none match the filters', async () => {
    open([]);
    expect(await screen.findByText('You have no messages.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your messages' }), { target: { value: 'rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No messages match your filters.')).toBeTruthy();
  });

  it('shows SSC021 with the phone number and Return to Home when the messages cannot be read', async () => {
    open(inbox(), { fail: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show your messages at the moment.');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers the property choice to a resident with several homes and asks for the chosen one', async () => {
    const harness = open(inbox(), {
      overrides: {
        'GET /customers/C-AMARA/tenancies': [testTenancy('T1', 'P1'), testTenancy('T2', 'P2')],
        'GET /assets/P2': testAsset('P2', 'Garage 4, Linden Road, London, E5 8QT'),
        'GET /customers/C-AMARA/premises/P2/tenancies': testTenancyGroup('T2', 'Non-residential'),
      },
    });
    const choice = await screen.findByRole('combobox', { name: 'Property' });
    await screen.findByRole('table');
    expect(lastQuery(harness).get('assetIdentifier')).toBe('P1');
    fireEvent.change(choice, { target: { value: 'P2' } });
    await waitFor(() => expect(lastQuery(harness).get('assetIdentifier')).toBe('P2'));
  });

  it("moves a from date left at its default to the chosen home's younger tenancy, with no SSC012", async () => {
    const harness = open(inbox(), {
      overrides: {
        'GET /customers/C-AMARA/tenancies': [
          testTenancy('T1', 'P1'),
          { ...testTenancy('T2', 'P2'), tenancyStartDate: '2026-01-12' },
        ],
        'GET /assets/P2': testAsset('P2', 'Garage 4, Linden Road, London, E5 8QT'),
        'GET /customers/C-AMARA/premises/P2/tenancies': testTenancyGroup('T2', 'Non-residential'),
      },
    });
    const choice = await screen.findByRole('combobox', { name: 'Property' });
    await screen.findByRole('table');
    expect(lastQuery(harness).get('fromDate')).toBe('2024-03-03');
    fireEvent.change(choice, { target: { value: 'P2' } });
    await waitFor(() => expect(lastQuery(harness).get('assetIdentifier')).toBe('P2'));
    expect(lastQuery(harness).get('fromDate')).toBe('2026-01-12');
    expect(dateField('From').value).toBe('2026-01-12');
    expect(screen.queryByText('The from date cannot be before your tenancy started.')).toBeNull();
  });

  it('opens a message from its row, keeping it for the details page', async () => {
    const harness = open();
    await screen.findByRole('table');
    const link = screen.getByRole('link', { name: '01 Mar 2026: Notice 0' });
    fireEvent.click(link);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/messagedetails'));
    expect(harness.router.state.location.search).toBe('?id=MSG-100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice 0' })).toBeTruthy();
  });

  it('shows the same list, search and page again on Back from a message', async () => {
    const harness = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your messages' }), {
      target: { value: 'first line' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(harness).get('searchText')).toBe('first line'));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 11 to 20 of 25 messages')).toBeTruthy());
    fireEvent.click(screen.getByRole('link', { name: '21 Dec 2025: Notice 10' }));
    await screen.findByRole('heading', { level: 1, name: 'Notice 10' });
    fireEvent.click(screen.getByRole('link', { name: /Back to your messages/ }));
    expect(await screen.findByText('Showing 11 to 20 of 25 messages')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search your messages' }) as HTMLInputElement).value).toBe(
      'first line',
    );
    expect([lastQuery(harness).get('searchText'), lastQuery(harness).get('skip')]).toEqual(['first line', '10']);
  });

  it('sends the resident home when Messages is switched off', async () => {
    const harness = open(inbox(), { toggle: 'false' });
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/customer360View'));
    expect(searches(harness)).toHaveLength(0);
  });
});

describe('/mymessageshistory at 820 px or narrower', () => {
  it('shows cards, fetching 100 at a time', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 820px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const harness = open(inbox(104));
    expect(await screen.findByText('Showing 100 of 104 messages')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect([lastQuery(harness).get('skip'), lastQuery(harness).get('limit')]).toEqual(['0', '100']);
    const cards = () => screen.getAllByRole('heading', { level: 2 });
    expect(cards()).toHaveLength(100);
    const first = cards()[0]!.closest('li')!;
    expect(cards()[0]!.textContent).toBe('Notice 0');
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect([...first.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Date', 'Sender', 'Message']);
    expect(within(first).getByText('Repairs Team')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open message: Notice 0' }).getAttribute('href')).toBe(
      '/messagedetails?id=MSG-100',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more messages' }));
    expect(await screen.findByText('Showing 104 of 104 messages')).toBeTruthy();
    expect([lastQuery(harness).get('skip'), lastQuery(harness).get('limit')]).toEqual(['100', '100']);
    expect(screen.queryByRole('button', { name: 'Show more messages' })).toBeNull();
  });
});
