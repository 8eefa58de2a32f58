import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTest } from '../../testing/portal-harness';
import { caseItem, caseReplies, caseSearch } from './testing/case-fixtures';
import { repairsHarness, type UrlRoute } from '../../testing/repairs-harness';

const ten = Array.from({ length: 12 }, (_, i) =>
  caseItem(`CAS-${100 + i}`, {
    caseTypeDescription: i === 11 ? 'Rent query' : 'Lost fob',
    createdDate: new Date(Date.UTC(2025, 0, 1 + i, 10)).toISOString(),
    status: i < 10 ? 'Resolved' : 'Active',
  }),
);

function open(byUrl: UrlRoute = caseSearch(ten), overrides: Record<string, unknown> = {}) {
  signInForTest();
  const harness = repairsHarness('/customer360View', caseReplies(overrides), byUrl);
  render(harness.element);
  return harness;
}

describe('the dashboard case card', () => {
  it('asks for 10 cases of the home and shows the first 2 (active first), with View all and Raise a new request', async () => {
    const harness = open();
    const card = await screen.findByRole('region', { name: 'Your requests' });
    const first = await within(card).findByRole('link', { name: 'Rent query' });
    expect(first.getAttribute('href')).toBe('/casedetails?caseId=CAS-111');
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Active')).toBeTruthy();
    expect(items[0]!.textContent).toContain('CRN-111');
    expect(items[0]!.textContent).toContain('12 Jan 2025');
    expect(within(items[1]!).getByRole('link', { name: 'Lost fob' }).getAttribute('href')).toBe(
      '/casedetails?caseId=CAS-110',
    );
    const query = harness.calls('GET', '/cases')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      customerId: 'C-AMARA',
      assetIdentifiers: 'P1',
      Status: 'All',
      OrderBy: 'createdDate desc',
      Limit: '10',
      Skip: '0',
    });
    expect(harness.calls('GET', '/cases')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'View all requests' }).getAttribute('href')).toBe('/casesearch');
    expect(within(card).getByRole('link', { name: 'Raise a new request' }).getAttribute('href')).toBe('/selectTenancy');
  });

  it('shows case_Card_Alert_Message with the phone number when the cases cannot be read', async () => {
    open((method, url) =>
      url.pathname === '/api/cases'
        ? { status: 404, body: { status: 404, title: 'Not Found', errors: [] } }
        : undefined,
    );
    const card = await screen.findByRole('region', { name: 'Your requests' });
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe(
      'Sorry, we cannot show your requests at the moment. Please call us on 020 7946 0123.',
    );
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(card).getByRole('link', { name: 'View all requests' })).toBeTruthy();
  });

  it('says so when the home has no requests', async () => {
    open(caseSearch([]));
    const card = await screen.findByRole('region', { name: 'Your requests' });
    expect(await within(card).findByText('You have not made any requests about this property yet.')).toBeTruthy();
  });

  it('is not shown when the Requests item is not (case card toggle off)', async () => {
    const harness = open(caseSearch(ten), {
      'GET /configuration/IsCaseCardRequired': { name: 'IsCaseCardRequired', value: 'false' },
    });
    await screen.findByRole('region', { name: 'Repairs' });
    await waitFor(() => expect(harness.calls('GET', '/configuration/IsCaseCardRequired')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Your requests' })).toBeNull();
    expect(harness.calls('GET', '/cases')).toHaveLength(0);
  });
});
