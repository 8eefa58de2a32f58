import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrderListItem } from '../../../../schemas/generated/types';
import { savedStateKey } from '../../../storage/saved-state';
import { amaraReplies, testAsset, testTenancy, testTenancyGroup } from '../../../testing/amara-replies';
import { signInForTest } from '../../../testing/portal-harness';
import { listItem, workOrder } from '../testing/repair-fixtures';
import { repairsHarness, type Reply } from '../../../testing/repairs-harness';

/** 33 repairs, newest first; the search answers the page asked for (limit, skip) and filters by status. */
const repairs: WorkOrderListItem[] = Array.from({ length: 33 }, (_, i) =>
  listItem(`WO-1001${String(i).padStart(2, '0')}`, {
    raisedDate: new Date(Date.UTC(2025, 2, 30 - i, 10)).toISOString(),
    status: i % 3 === 0 ? 'Completed' : i % 3 === 1 ? 'Unappointed' : 'In Diagnosis',
    jobNo: i % 3 === 2 ? null : `JOB-${700100 + i}`,
  }),
);

function search(method: string, url: URL): Reply | undefined {
  if (method !== 'GET' || url.pathname !== '/api/search/works-orders') return undefined;
  const statuses = url.searchParams.get('status')?.split(',');
  const text = url.searchParams.get('searchText')?.toLowerCase();
  let found = repairs.filter((r) => !statuses || statuses.includes(r.status));
  if (text) found = found.filter((r) => `${r.jobNo} ${r.description}`.toLowerCase().includes(text));
  if (url.searchParams.get('orderBy') === 'raisedDate asc') found = [...found].reverse();
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return { status: 200, body: { worksOrders: found.slice(skip, skip + limit), totalCount: found.length } };
}

const replies = (overrides: Record<string, unknown> = {}) =>
  amaraReplies({
    'GET /assets/P1/assets': [testAsset('P1', '27 Wren Close, London, E5 0SQ')],
    'GET /configuration/isMyPbRepairsMaintainence': { name: 'isMyPbRepairsMaintainence', value: 'false' },
    'GET /configuration/IsRepairFullDescriptionRequired': { name: 'IsRepairFullDescriptionRequired', value: 'false' },
    ...overrides,
  });

function open(overrides: Record<string, unknown> = {}, byUrl = search) {
  signInForTest();
  const harness = repairsHarness('/historicRepairs', replies(overrides), byUrl);
  render(harness.element);
  return harness;
}

const searches = (harness: ReturnType<typeof open>) => harness.calls('GET', '/search/works-orders');
const lastSearch = (harness: ReturnType<typeof open>) => searches(harness).at(-1)!.url.searchParams;
const bodyRows = () => screen.getAllByRole('row').slice(1);

afterEach(() => vi.unstubAllGlobals());

describe('the repair history list on a wide screen', () => {
  it('shows the first 10 repairs of the home since the tenancy started, newest first, in a table', async () => {
    const harness = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your repairs' })).toBeTruthy();
    await screen.findByRole('table');
    const query = lastSearch(harness);
    expect(query.getAll('propertiesIds')).toEqual(['P1']);
    expect(Object.fromEntries([...query].filter(([k]) => k !== 'propertiesIds'))).toEqual({
      orderBy: 'raisedDate desc',
      raisedSince: '2019-04-01',
      limit: '10',
      skip: '0',
    });
    expect(bodyRows()).toHaveLength(10);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Reference', 'Description', 'Area', 'Date raised', 'Status']);
    const [first, , third] = bodyRows();
    expect(within(first!).getByRole('link', { name: 'JOB-700100' }).getAttribute('href')).toBe(
      '/repairhistorydetails?id=WO-100100',
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['The cold tap in the kitchen drips all the time', 'Property', '30 Mar 2025', 'Completed']);
    expect(within(third!).getByRole('link', { name: 'Not given yet' })).toBeTruthy();
    expect(within(third!).getByText('Draft')).toBeTruthy();
    expect(within(bodyRows()[1]!).getByText('Assigned to contractor')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Showing 1 to 10 of 33 repairs');
    expect(screen.getByText('14 Linden Road, London, E5 8QT')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Property' })).toBeNull();
  });

  it('searches by text and clears the search', async () => {
    const harness = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your repairs' }), {
      target: { value: 'JOB-700103' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(lastSearch(harness).get('searchText')).toBe('JOB-700103');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search your repairs' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(lastSearch(harness).has('searchText')).toBe(false);
  });

  it('filters to Completed (with Closed) from the filter panel, and Clear filters shows all again', async () => {
    const harness = open();
    await screen.findByRole('table');
    const filter = screen.getByRole('button', { name: 'Filter' });
    fireEvent.click(filter);
    expect(filter.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('form', { name: 'Filter repairs' });
    expect(
      within(panel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Assigned to contractor');
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Status' }), { target: { value: 'completed' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Search' }));
    expect(document.activeElement).toBe(filter);
    await waitFor(() => expect(lastSearch(harness).get('status')).toBe('Completed,Closed'));
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 11 repairs')).toBeTruthy());
    for (const row of bodyRows()) expect(within(row).getByText('Completed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(document.activeElement).toBe(filter);
    await waitFor(() => expect(lastSearch(harness).has('status')).toBe(false));
  });

  it('changes the page size and the page, sorts oldest first, and keeps the state under the root key', async () => {
    const harness = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Repairs per page' }), { target: { value: '20' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(lastSearch(harness).get('limit')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 21 to 33 of 33 repairs')).toBeTruthy());
    expect(lastSearch(harness).get('skip')).toBe('20');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Showing 21 to 33 of 33 repairs'));
    expect(JSON.parse(localStorage.getItem(savedStateKey)!).repairHistory).toMatchObject({ page: 2, pageSize: 20 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'raisedDate asc' } });
    await waitFor(() => expect(lastSearch(harness).get('orderBy')).toBe('raisedDate asc'));
    expect(lastSearch(harness).get('skip')).toBe('0');
  });

  it('opens the details when a row is clicked', async () => {
    const harness = open({ 'GET /works-orders/WO-100101': () => ({ status: 404, body: { status: 404, errors: [] } }) });
    await screen.findByRole('table');
    fireEvent.click(within(bodyRows()[1]!).getByText('Assigned to contractor'));
    await waitFor(() => expect(harness.router.state.location.search).toBe('?id=WO-100101'));
    expect(harness.router.state.location.pathname).toBe('/repairhistorydetails');
  });

  it('says when nothing matches a search, and when there are no repairs at all', async () => {
    open({}, (method, url) =>
      url.pathname.endsWith('/search/works-orders')
        ? { status: 200, body: { worksOrders: [], totalCount: 0 } }
        : undefined,
    );
    expect(await screen.findByText('You have no repairs to show.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'boiler' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No repairs match your search.')).toBeTruthy();
  });

  it('shows the error with the phone number and Return to Home when the search fails', async () => {
    open({}, (method, url) =>
      url.pathname.endsWith('/search/works-orders')
        ? { status: 404, body: { status: 404, title: 'Not Found', errors: [] } }
        : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show your repairs at the moment.');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
  });

  it('disables Create repair and shows the banner during maintenance; otherwise it opens the journey', async () => {
    open({ 'GET /configuration/isMyPbRepairsMaintainence': { name: 'isMyPbRepairsMaintainence', value: 'true' } });
    expect(await screen.findByText('Reporting repairs online is paused')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Report a repair' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the repair journey from Create repair', async () => {
    const harness = open();
    const create = await screen.findByRole('button', { name: 'Report a repair' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/repairproperty'), { timeout: 20_000 });
  });

  it('offers the homes in a drop-down and searches the chosen one with its block', async () => {
    const harness = open({
      'GET /customers/C-AMARA/tenancies': [
        testTenancy('T1', 'P1'),
        { ...testTenancy('T2', 'P2'), tenancyStartDate: '2022-01-10' },
      ],
      'GET /assets/P2': testAsset('P2', 'Flat 18, Riverside Tower'),
      'GET /customers/C-AMARA/premises/P2/tenancies': testTenancyGroup('T2', 'Social'),
      'GET /assets/P2/assets': [
        testAsset('P2', 'Flat 18, Riverside Tower'),
        { ...testAsset('B1', 'Riverside Tower'), assetType: 'Block' },
      ],
    });
    const property = await screen.findByRole('combobox', { name: 'Property' });
    fireEvent.change(property, { target: { value: 'P2' } });
    await waitFor(() => expect(lastSearch(harness).getAll('propertiesIds')).toEqual(['P2', 'B1']));
    expect(lastSearch(harness).get('raisedSince')).toBe('2022-01-10');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Area' }), { target: { value: 'Block' } });
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Filter repairs' })).getByRole('button', { name: 'Search' }),
    );
    await waitFor(() => expect(lastSearch(harness).getAll('propertiesIds')).toEqual(['B1']));
  });
});

describe('the repair history list on a narrow screen', () => {
  function narrowScreen() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 414px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  it('shows cards with View details, 100 at a time, and Show more loads the next 100', async () => {
    narrowScreen();
    const many = Array.from({ length: 130 }, (_, i) => listItem(`WO-2${String(i).padStart(5, '0')}`));
    const harness = open({}, (method, url) => {
      if (!url.pathname.endsWith('/search/works-orders')) return undefined;
      const skip = Number(url.searchParams.get('skip'));
      const limit = Number(url.searchParams.get('limit'));
      return { status: 200, body: { worksOrders: many.slice(skip, skip + limit), totalCount: many.length } };
    });
    expect(await screen.findByText('Showing 100 of 130 repairs')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(lastSearch(harness).get('limit')).toBe('100');
    const headings = screen.getAllByRole('heading', {
      level: 2,
      name: 'The cold tap in the kitchen drips all the time',
    });
    expect(headings).toHaveLength(100);
    const first = headings[0]!.closest('li')!;
    expect(
      within(first)
        .getByRole('link', { name: /^View details of The cold tap/ })
        .getAttribute('href'),
    ).toBe('/repairhistorydetails?id=WO-200000');
    fireEvent.click(screen.getByRole('button', { name: 'Show more repairs' }));
    expect(await screen.findByText('Showing 130 of 130 repairs')).toBeTruthy();
    expect(lastSearch(harness).get('skip')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Show more repairs' })).toBeNull();
  });

  it('names a draft without a description by its problem on its card and its View details', async () => {
    narrowScreen();
    const draft = listItem('WO-100150', {
      status: 'In Diagnosis',
      jobNo: null,
      description: null,
      repairLocation: 'Windows',
    });
    open(
      {
        'GET /works-orders/WO-100150': workOrder('WO-100150', {
          description: null,
          repairLocation: 'Windows',
          repairReason: 'Window will not close or lock',
        }),
      },
      (method, url) =>
        url.pathname.endsWith('/search/works-orders')
          ? { status: 200, body: { worksOrders: [draft, listItem('WO-100151')], totalCount: 2 } }
          : undefined,
    );
    const link = await screen.findByRole('link', {
      name: 'View details of Windows: Window will not close or lock, reference Not given yet',
    });
    expect(within(link.closest('li')!).getByRole('heading', { level: 2 }).textContent).toBe(
      'Windows: Window will not close or lock',
    );
    expect(screen.queryByRole('link', { name: /^View details of -/ })).toBeNull();
  });
});
