import type { Insertable } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '../../schemas/generated/types';
import type { CasesTable } from '../../gateway/server/db/tables';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara, dev } = PERSONA;

const tableRows = (page: Page) => page.locator('table.repair-table tbody tr');
const countText = (page: Page) => page.locator('.repair-count');
const casesCard = (page: Page) => page.getByRole('region', { name: 'Your requests' });
const requestsItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' });

/** The rows of the case table as [reference, request type, owner, status]. */
async function tableCells(page: Page): Promise<string[][]> {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const [reference, type, owner, , status] = [...row.querySelectorAll('th, td')].map(
        (cell) => cell.textContent ?? '',
      );
      return [reference ?? '', type ?? '', owner ?? '', status ?? ''];
    }),
  );
}

/** Signs Amara in and opens her requests from the header's Requests item. */
async function openRequests(page: Page): Promise<void> {
  await signIn(page, amara.email);
  await requestsItem(page).click();
  await page.waitForURL((url) => url.pathname === '/casesearch');
  await expectHeading(page, 'Your requests');
  await page.locator('table.repair-table').waitFor();
}

/** `count` more Active cases on Amara's home, one a minute from 1 January 2020, ids CAS-9xxxxx. */
function extraCases(count: number): Insertable<CasesTable>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `CAS-${900001 + i}`,
    case_reference_number: `CRN-${900001 + i}`,
    customer_id: amara.customerId,
    asset_id: amara.houseAssetId,
    tenancy_id: amara.tenancyId,
    case_type_id: null,
    case_type_description: 'Rent query',
    assignee: 'incomes officer',
    status: 'Active' as const,
    created_date: new Date(Date.UTC(2020, 0, 1, 0, i)),
    description: 'A question about my rent.',
    additional_info: JSON.stringify([]),
    contact_details: null,
  }));
}

describe('service requests as Amara', () => {
  it('lists her 3 requests Active, Resolved, Cancelled, filters and searches them, and opens one to complete its damp check', async () => {
    const { page, errors } = await suite.open();
    await openRequests(page);
    expect(await tableCells(page)).toEqual([
      ['CRN-100001', 'Pest report', 'Estate Services Enquiries', 'Active'],
      ['CRN-100002', 'Rent query', 'Incomes officer', 'Resolved'],
      ['CRN-100003', 'Change of household', 'Neighbourhood manager', 'Cancelled'],
    ]);
    // Each status is written in its tag; the colour repeats it.
    const tags = await tableRows(page)
      .locator('.repair-tag')
      .evaluateAll((elements) => elements.map((e) => e.className));
    expect(tags).toEqual([
      'repair-tag repair-tag--yellow',
      'repair-tag repair-tag--green',
      'repair-tag repair-tag--red',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('form', { name: 'Filter requests' });
    await panel.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Cancelled' });
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => tableCells(page))
      .toEqual([['CRN-100003', 'Change of household', 'Neighbourhood manager', 'Cancelled']]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => tableRows(page).count()).toBe(3);

    const search = page.getByRole('searchbox', { name: 'Search your requests' });
    await search.fill('--rent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/^Search can only use letters, numbers, spaces/).waitFor();
    expect(await tableRows(page).count()).toBe(3);
    await search.fill('rent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => tableCells(page)).toEqual([['CRN-100002', 'Rent query', 'Incomes officer', 'Resolved']]);
    await search.fill('no such request');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No requests match your search or filter. Try other words, or clear the filters.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => tableRows(page).count()).toBe(3);

    // The active pest report: its detail lines split into label and value, and its open damp check.
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/cases/${amara.cases.active}`,
    );
    await tableRows(page).first().getByRole('link', { name: 'CRN-100001' }).click();
    await page.waitForURL((url) => url.pathname === '/casedetails' && url.search === `?caseId=${amara.cases.active}`);
    await expectHeading(page, 'Request CRN-100001');
    const detail = (await (await answer).json()) as CaseDetail;
    expect(detail.caseDetailsData.length).toBeGreaterThan(0);
    const lists = page.locator('dl.summary-list');
    const facts = await lists.nth(0).locator('.summary-list__row').allInnerTexts();
    expect(facts.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^Reference CRN-100001$/),
      'Status Active',
      'Dealt with by Estate Services Enquiries',
      expect.stringMatching(/^Date raised \d{2} [A-Z][a-z]+ \d{4}$/),
      'Request type Pest report',
    ]);
    const lines = await lists
      .nth(1)
      .locator('.summary-list__row')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
      );
    expect(lines).toEqual(
      detail.caseDetailsData.map((line) => {
        const at = line.indexOf(' - ');
        return [line.slice(0, at), line.slice(at + 3)];
      }),
    );
    expect(lines).toContainEqual([expect.any(String), 'Kitchen cupboards and under the sink.']);
    for (const [label] of lines) expect(label).not.toBe('');

    const actions = page.getByRole('region', { name: 'Things to do' });
    const check = actions.getByRole('listitem');
    await expect.poll(() => check.count()).toBe(1);
    expect(await check.textContent()).toContain('To do');
    await expectNoAxeViolations(page);
    try {
      await check.getByRole('button', { name: 'Mark as done' }).click();
      await check.getByText('You have told us that you checked your home.', { exact: false }).waitFor();
      expect(await check.getByRole('button').count()).toBe(0);
      expect(await check.locator('.repair-tag').textContent()).toBe('Done');
      const stored = await suite.gateway.db
        .selectFrom('case_activities')
        .select(['status'])
        .where('id', '=', amara.caseActions.openDampTriage)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('Completed');
      // Still done after a reload: it is the gateway's answer, not the page's memory.
      await page.reload();
      await expectHeading(page, 'Request CRN-100001');
      await expect.poll(async () => actions.getByRole('listitem').textContent()).toContain('Done');
      expect(await actions.getByRole('button', { name: 'Mark as done' }).count()).toBe(0);
    } finally {
      await suite.gateway.db
        .updateTable('case_activities')
        .set({ status: 'Open', completed_date: null })
        .where('id', '=', amara.caseActions.openDampTriage)
        .execute();
    }
    await page.getByRole('link', { name: 'Back to your requests' }).click();
    await expectHeading(page, 'Your requests');
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('pages 60 requests 10, 20 or 50 at a time, and at 390 px wide shows 50 then the rest on scrolling', async () => {
    await suite.gateway.db.insertInto('cases').values(extraCases(57)).execute();
    try {
      const { page } = await suite.open();
      await openRequests(page);
      expect(await countText(page).textContent()).toBe('Showing 1 to 10 of 60 requests');
      expect(
        await page.getByRole('combobox', { name: 'Requests per page' }).locator('option').allTextContents(),
      ).toEqual(['10', '20', '50']);
      // Active first: the pest report, then the 57 added ones newest first; Resolved and Cancelled last.
      expect((await tableCells(page))[0]![0]).toBe('CRN-100001');
      expect((await tableCells(page))[1]![0]).toBe('CRN-900057');

      await page.getByRole('combobox', { name: 'Requests per page' }).selectOption('20');
      await expect.poll(() => tableRows(page).count()).toBe(20);
      await page.getByRole('button', { name: 'Page 3' }).click();
      await expect.poll(() => countText(page).textContent()).toBe('Showing 41 to 60 of 60 requests');
      expect((await tableCells(page)).slice(-2).map((row) => row[0])).toEqual(['CRN-100002', 'CRN-100003']);
      await page.getByRole('combobox', { name: 'Requests per page' }).selectOption('50');
      await expect.poll(() => countText(page).textContent()).toBe('Showing 1 to 50 of 60 requests');
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect.poll(() => countText(page).textContent()).toBe('Showing 51 to 60 of 60 requests');

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest first' });
      await expect.poll(async () => (await tableCells(page))[0]?.[0]).toBe('CRN-900001');

      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => countText(page).textContent()).toBe('Showing 50 of 60 requests');
      expect(await page.locator('table.repair-table').count()).toBe(0);
      expect(await page.locator('.repair-card').count()).toBe(50);
      await page.locator('.repair-cards__end').scrollIntoViewIfNeeded();
      await expect.poll(() => countText(page).textContent()).toBe('Showing 60 of 60 requests');
      expect(await page.locator('.repair-card').count()).toBe(60);
      expect(await page.getByRole('button', { name: 'Show more requests' }).count()).toBe(0);
    } finally {
      await suite.gateway.db.deleteFrom('cases').where('id', 'like', 'CAS-9%').execute();
    }
  });

  it("shows her 2 latest requests on the dashboard's card, and case_Card_Alert_Message when the gateway fails", async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    const card = casesCard(page);
    await card.getByRole('link', { name: 'Pest report' }).waitFor();
    expect(await card.getByRole('listitem').count()).toBe(2);
    expect(await card.getByRole('link', { name: 'Pest report' }).getAttribute('href')).toBe(
      `/casedetails?caseId=${amara.cases.active}`,
    );
    expect(await card.getByRole('link', { name: 'Rent query' }).getAttribute('href')).toBe(
      `/casedetails?caseId=${amara.cases.resolved}`,
    );
    expect(await card.getByRole('link', { name: 'View all requests' }).getAttribute('href')).toBe('/casesearch');
    expect(await card.getByRole('link', { name: 'Raise a new request' }).getAttribute('href')).toBe('/selectTenancy');

    await page.route(
      (url) => url.pathname === '/api/cases',
      (route) => route.fulfill({ status: 500, json: { status: 500, title: 'Server Error', errors: [] } }),
    );
    await page.reload();
    const alert = casesCard(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Sorry, we cannot show your requests at the moment.');
    expect(await alert.getByRole('link').getAttribute('href')).toMatch(/^tel:0\d+$/);
    expect(await casesCard(page).getByRole('link', { name: 'Rent query' }).count()).toBe(0);
  });
});

describe('the Requests item for Dev, a catalyst customer', () => {
  const setCatalystCases = (value: string) =>
    suite.gateway.db
      .updateTable('configuration_values')
      .set({ value })
      .where('name', '=', 'mypeabodycatalystcases')
      .execute();

  it('shows Requests and the case card only while mypeabodycatalystcases is true', async () => {
    await setCatalystCases('false');
    try {
      const { page } = await suite.open();
      // The rule's last facts are the landlords of Dev's flat: once they have come, it is decided.
      const decided = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/assets/${dev.flatAssetId}/associates`,
      );
      await signIn(page, dev.email);
      await decided;
      await page.getByRole('region', { name: 'Repairs' }).waitFor();
      expect(await requestsItem(page).count()).toBe(0);
      expect(await casesCard(page).count()).toBe(0);

      await setCatalystCases('true');
      // The answer is kept per client: a reload starts a new one, which asks again.
      await page.reload();
      await requestsItem(page).waitFor();
      await casesCard(page).getByRole('link', { name: 'Anti-social behaviour' }).waitFor();
      await requestsItem(page).click();
      await expectHeading(page, 'Your requests');
      await expect
        .poll(() => tableCells(page))
        .toEqual([['CRN-400001', 'Anti-social behaviour', 'Neighbourhood manager', 'Active']]);
    } finally {
      await setCatalystCases('true');
    }
  });
});
