import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseListItem } from '../../../../schemas/generated/types';
import { savedStateKey } from '../../../storage/saved-state';
import { signInForTest } from '../../../testing/portal-harness';
import { repairsHarness, type UrlRoute } from '../../../testing/repairs-harness';
import { caseItem, caseReplies, caseSearch } from '../testing/case-fixtures';

/** Amara's three cases, given newest first regardless of status. */
const three: CaseListItem[] = [
  caseItem('CAS-3', {
    status: 'Cancelled',
    createdDate: '2025-03-20T10:00:00Z',
    caseTypeDescription: 'Change of household',
  }),
  caseItem('CAS-2', {
    status: 'Resolved',
    createdDate: '2025-02-10T10:00:00Z',
    caseTypeDescription: 'Rent query',
    assignee: 'incomes officer',
  }),
  caseItem('CAS-1', {
    status: 'Active',
    createdDate: '2025-01-05T10:00:00Z',
    caseTypeDescription: 'Pest report',
    assignee: null,
  }),
];

/** 33 cases, one a day, every third Resolved. */
const many: CaseListItem[] = Array.from({ length: 33 }, (_, i) =>
  caseItem(`CAS-${1000 + i}`, {
    createdDate: new Date(Date.UTC(2025, 0, 1 + i, 10)).toISOString(),
    status: i % 3 === 0 ? 'Resolved' : 'Active',
  }),
);

function open(byUrl: UrlRoute = caseSearch(three), overrides: Record<string, unknown> = {}) {
  signInForTest();
  const harness = repairsHarness('/casesearch', caseReplies(overrides), byUrl);
  render(harness.element);
  return harness;
}

const searches = (harness: ReturnType<typeof open>) => harness.calls('GET', '/cases');
const lastSearch = (harness: ReturnType<typeof open>) => searches(harness).at(-1)!.url.searchParams;
const bodyRows = () => screen.getAllByRole('row').slice(1);
const references = () => bodyRows().map((row) => within(row).getByRole('link').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the case list on a wide screen', () => {
  it('shows the cases of the home in the order Active, Resolved, Cancelled with the status written', async () => {
    const harness = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your requests' })).toBeTruthy();
    await screen.findByRole('table');
    const query = lastSearch(harness);
    expect(Object.fromEntries(query)).toEqual({
      customerId: 'C-AMARA',
      assetIdentifiers: 'P1',
      OrderBy: 'createdDate desc',
      Status: 'All',
      Limit: '1000',
      Skip: '0',
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Reference',
      'Request type',
      'Dealt with by',
      'Date raised',
      'Status',
    ]);
    expect(references()).toEqual(['CRN-1', 'CRN-2', 'CRN-3']);
    const cells = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Pest report', '-', '05 Jan 2025', 'Active'],
      ['Rent query', 'Incomes officer', '10 Feb 2025', 'Resolved'],
      ['Change of household', 'Estate Services Enquiries', '20 Mar 2025', 'Cancelled'],
    ]);
    const tone = (row: HTMLElement, text: string) => within(row).getByText(text).className;
    expect(tone(bodyRows()[0]!, 'Active')).toContain('repair-tag--yellow');
    expect(tone(bodyRows()[1]!, 'Resolved')).toContain('repair-tag--green');
    expect(tone(bodyRows()[2]!, 'Cancelled')).toContain('repair-tag--red');
    expect(within(bodyRows()[0]!).getByRole('link').getAttribute('href')).toBe('/casedetails?caseId=CAS-1');
    expect(screen.getByText('14 Linden Road, London, E5 8QT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Raise a new request' }).getAttribute('href')).toBe('/selectTenancy');
  });

  it('refuses search text the search-text rule does not allow, says why, and searches nothing', async () => {
    const harness = open();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Search your requests' });
    for (const bad of ['-fob', 'fob--lost', 'fob; drop']) {
      const before = searches(harness).length;
      fireEvent.change(box, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(/Search can only use letters, numbers, spaces/)).toBeTruthy();
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
      expect(searches(harness)).toHaveLength(before);
    }
    fireEvent.change(box, { target: { value: "rent query & O'Brien" } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(harness).get('SearchText')).toBe("rent query & O'Brien"));
    expect(screen.queryByText(/Search can only use letters/)).toBeNull();
    expect(
      await screen.findByText('No requests match your search or filter. Try other words, or clear the filters.'),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: 'rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(references()).toEqual(['CRN-2']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(references()).toHaveLength(3));
    expect(lastSearch(harness).has('SearchText')).toBe(false);
  });

  it('filters by status from the filter panel (All, Active, Cancelled, Resolved) and clears the filter', async () => {
    const harness = open();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('form', { name: 'Filter requests' });
    expect(within(panel).queryByRole('combobox', { name: 'Area' })).toBeNull();
    const status = within(panel).getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Cancelled', 'Resolved']);
    fireEvent.change(status, { target: { value: 'Resolved' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(harness).get('Status')).toBe('Resolved'));
    await waitFor(() => expect(references()).toEqual(['CRN-2']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastSearch(harness).get('Status')).toBe('All'));
    await waitFor(() => expect(references()).toHaveLength(3));
  });

  it('pages the cases 10, 20 or 50 at a time without asking again, and sorts oldest first', async () => {
    const harness = open(caseSearch(many));
    await screen.findByRole('table');
    expect(screen.getByText('Showing 1 to 10 of 33 requests')).toBeTruthy();
    // Active first (newest first among them), then Resolved.
    expect(references()[0]).toBe('CRN-1032');
    const size = screen.getByRole('combobox', { name: 'Requests per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);
    const asked = searches(harness).length;
    fireEvent.change(size, { target: { value: '20' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 21 to 33 of 33 requests')).toBeTruthy());
    expect(bodyRows()).toHaveLength(13);
    expect(within(bodyRows().at(-1)!).getByText('Resolved')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Showing 21 to 33 of 33 requests'));
    expect(JSON.parse(localStorage.getItem(savedStateKey)!).caseHistory).toMatchObject({ page: 2, pageSize: 20 });
    fireEvent.change(size, { target: { value: '50' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(33));
    expect(screen.queryByRole('navigation', { name: 'Pages of requests' })).toBeNull();
    expect(searches(harness)).toHaveLength(asked);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'createdDate asc' } });
    await waitFor(() => expect(lastSearch(harness).get('OrderBy')).toBe('createdDate asc'));
    await waitFor(() => expect(references()[0]).toBe('CRN-1001'));
  });

  it('chains batches of 1000 with Skip 1000 when the first answer is incomplete', async () => {
    const lots = Array.from({ length: 1205 }, (_, i) =>
      caseItem(`CAS-${10000 + i}`, { createdDate: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString() }),
    );
    const harness = open(caseSearch(lots));
    expect(await screen.findByText('Showing 1 to 10 of 1205 requests')).toBeTruthy();
    expect(searches(harness).map((s) => [s.url.searchParams.get('Skip'), s.url.searchParams.get('Limit')])).toEqual([
      ['0', '1000'],
      ['1000', '1000'],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Requests per page' }), { target: { value: '50' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 25' }));
    await waitFor(() => expect(screen.getByText('Showing 1201 to 1205 of 1205 requests')).toBeTruthy());
    expect(references().at(-1)).toBe('CRN-10000');
  });

  it('says when there are no requests at all', async () => {
    open(caseSearch([]));
    expect(await screen.findByText('You have not made any requests about this property yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows case_Search_Alert_Message with the phone number and Return to Home when the search fails', async () => {
    open((method, url) =>
      url.pathname === '/api/cases'
        ? { status: 404, body: { status: 404, title: 'Not Found', errors: [] } }
        : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show your requests at the moment.');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the details when a row is clicked', async () => {
    const harness = open();
    await screen.findByRole('table');
    fireEvent.click(within(bodyRows()[1]!).getByText('Rent query'));
    await waitFor(() => expect(harness.router.state.location.search).toBe('?caseId=CAS-2'));
    expect(harness.router.state.location.pathname).toBe('/casedetails');
  });
});

describe('the case list at 820 px or narrower', () => {
  it('shows cards, 50 at a time, and Show more shows the next 50', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 820px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const lots = Array.from({ length: 120 }, (_, i) =>
      caseItem(`CAS-${5000 + i}`, { createdDate: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString() }),
    );
    const harness = open(caseSearch(lots));
    expect(await screen.findByText('Showing 50 of 120 requests')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2, name: 'Lost fob' })).toHaveLength(50);
    const first = screen.getByRole('link', { name: 'View details of Lost fob, reference CRN-5119' });
    expect(first.getAttribute('href')).toBe('/casedetails?caseId=CAS-5119');
    fireEvent.click(screen.getByRole('button', { name: 'Show more requests' }));
    expect(await screen.findByText('Showing 100 of 120 requests')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more requests' }));
    expect(await screen.findByText('Showing 120 of 120 requests')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more requests' })).toBeNull();
    expect(searches(harness)).toHaveLength(1);
  });
});
