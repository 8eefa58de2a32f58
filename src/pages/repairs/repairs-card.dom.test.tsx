import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies, testAsset } from '../../testing/amara-replies';
import { signInForTest } from '../../testing/portal-harness';
import { listItem, workOrder } from './testing/repair-fixtures';
import { repairsHarness, type UrlRoute } from '../../testing/repairs-harness';

const latest = listItem('WO-100101', { status: 'Appointed', raisedDate: '2025-03-05T10:12:00Z' });
const found: UrlRoute = (method, url) =>
  url.pathname.endsWith('/search/works-orders')
    ? { status: 200, body: { worksOrders: [latest], totalCount: 33 } }
    : undefined;

function open(maintenance = 'false', byUrl: UrlRoute = found, replies: Record<string, unknown> = {}) {
  signInForTest();
  const harness = repairsHarness(
    '/customer360View',
    amaraReplies({
      'GET /configuration/isMyPbRepairsMaintainence': { name: 'isMyPbRepairsMaintainence', value: maintenance },
      ...replies,
    }),
    byUrl,
  );
  render(harness.element);
  return harness;
}

describe('the dashboard repairs card', () => {
  it('shows the most recent repair of the property since the tenancy started, with View history', async () => {
    const harness = open();
    const card = await screen.findByRole('region', { name: 'Repairs' });
    const link = await within(card).findByRole('link', { name: 'The cold tap in the kitchen drips all the time' });
    expect(link.getAttribute('href')).toBe('/repairhistorydetails?id=WO-100101');
    expect(card.textContent).toContain('05 Mar 2025');
    expect(within(card).getByText('Appointed')).toBeTruthy();
    const query = harness.calls('GET', '/search/works-orders')[0]!.url.searchParams;
    expect([...query]).toEqual([
      ['propertiesIds', 'P1'],
      ['orderBy', 'raisedDate desc'],
      ['raisedSince', '2019-04-01'],
      ['limit', '1'],
    ]);
    expect(within(card).getByRole('link', { name: 'View repair history' }).getAttribute('href')).toBe(
      '/historicRepairs',
    );
    const create = within(card).getByRole('button', { name: 'Report a repair' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
  });

  it('searches the block and the estate above the home too, as the repairs list does', async () => {
    const communal = listItem('WO-300201', { area: 'Block', description: 'Graffiti on the stairwell' });
    const harness = open(
      'false',
      (method, url) =>
        url.pathname.endsWith('/search/works-orders')
          ? { status: 200, body: { worksOrders: [communal], totalCount: 8 } }
          : undefined,
      {
        'GET /assets/P1/assets': [
          testAsset('P1', '14 Linden Road, London, E5 8QT'),
          { ...testAsset('B1', 'Linden Court'), assetType: 'Block' },
          { ...testAsset('E1', 'Linden Estate'), assetType: 'Estate' },
        ],
      },
    );
    const card = await screen.findByRole('region', { name: 'Repairs' });
    expect(await within(card).findByRole('link', { name: 'Graffiti on the stairwell' })).toBeTruthy();
    const query = harness.calls('GET', '/search/works-orders')[0]!.url.searchParams;
    expect(query.getAll('propertiesIds')).toEqual(['P1', 'B1', 'E1']);
    expect(query.get('limit')).toBe('1');
  });

  it('names a draft without a description by its problem, read with the work-order lookup', async () => {
    const draft = listItem('WO-100150', {
      status: 'In Diagnosis',
      jobNo: null,
      description: null,
      repairLocation: 'Windows',
    });
    open(
      'false',
      (method, url) =>
        url.pathname.endsWith('/search/works-orders')
          ? { status: 200, body: { worksOrders: [draft], totalCount: 1 } }
          : undefined,
      {
        'GET /works-orders/WO-100150': workOrder('WO-100150', {
          description: null,
          repairLocation: 'Windows',
          repairReason: 'Window will not close or lock',
        }),
      },
    );
    const card = await screen.findByRole('region', { name: 'Repairs' });
    const link = await within(card).findByRole('link', { name: 'Windows: Window will not close or lock' });
    expect(link.getAttribute('href')).toBe('/repairhistorydetails?id=WO-100150');
  });

  it('disables Create repair while repairs are paused', async () => {
    open('true');
    const card = await screen.findByRole('region', { name: 'Repairs' });
    expect(await within(card).findByText('Reporting repairs online is paused')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Report a repair' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says retrieve_repair_Error_Message when the search fails, and NO_repairs when there is none', async () => {
    open('false', (method, url) =>
      url.pathname.endsWith('/search/works-orders') ? { status: 404, body: { status: 404, errors: [] } } : undefined,
    );
    expect(await screen.findByText(/we cannot show your latest repair/)).toBeTruthy();
  });

  it('says there are no repairs when the search finds none', async () => {
    open('false', (method, url) =>
      url.pathname.endsWith('/search/works-orders')
        ? { status: 200, body: { worksOrders: [], totalCount: 0 } }
        : undefined,
    );
    expect(await screen.findByText('You have no repairs to show.')).toBeTruthy();
  });

  it('shows a confirmation handed over in route state', async () => {
    const harness = open();
    await screen.findByRole('region', { name: 'Repairs' });
    await harness.router.navigate('/customer360View', {
      state: {
        noticeKey: 'repairs:notice.booked',
        noticeValues: { reference: 'JOB-1', appointment: '12-03-2025 8.00am' },
      },
    });
    expect(await screen.findByText('Your appointment for repair JOB-1 is booked for 12-03-2025 8.00am.')).toBeTruthy();
  });
});
