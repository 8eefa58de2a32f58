import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;
const ids = amara.workOrders;

const tableRows = (page: Page) => page.locator('table.repair-table tbody tr');
const countText = (page: Page) => page.locator('.repair-count');

/** Signs Amara in and opens her repairs from the header's Repairs link. */
async function openRepairs(page: Page): Promise<void> {
  await signIn(page, amara.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repairs' }).click();
  await expectHeading(page, 'Your repairs');
  await page.locator('table.repair-table').waitFor();
}

async function openDetails(page: Page, workOrderId: string): Promise<void> {
  await page.goto(`/repairhistorydetails?id=${workOrderId}`);
  await page.getByRole('region', { name: 'History' }).waitFor();
}

describe('repair history as Amara', () => {
  it('finds a repair by search text, filters to Completed, changes the page size and the page', async () => {
    const { page, errors } = await suite.open();
    await openRepairs(page);
    expect(await tableRows(page).count()).toBe(10);
    await expect.poll(() => countText(page).textContent()).toMatch(/^Showing 1 to 10 of \d+ repairs$/);
    const total = Number((await countText(page).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(20);
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search your repairs' }).fill('electric shower');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => tableRows(page).count()).toBe(1);
    expect(await tableRows(page).first().textContent()).toContain('The electric shower runs cold after a minute');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => tableRows(page).count()).toBe(10);

    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('form', { name: 'Filter repairs' });
    await panel.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Clear filters' }).count()).toBe(1);
    await expect.poll(async () => (await countText(page).textContent()) ?? '').not.toContain(`of ${total} `);
    const statuses = await tableRows(page).locator('td:last-child').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(['Completed', 'Closed']).toContain(status);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => countText(page).textContent()).toBe(`Showing 1 to 10 of ${total} repairs`);

    await page.getByRole('combobox', { name: 'Repairs per page' }).selectOption('20');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => countText(page).textContent()).toBe(`Showing 21 to ${total} of ${total} repairs`);
    // The list state survives a reload (kept under the root key).
    await page.reload();
    await expect.poll(() => countText(page).textContent()).toBe(`Showing 21 to ${total} of ${total} repairs`);
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('opens a repair from the list and shows its details and timeline', async () => {
    const { page } = await suite.open();
    await openRepairs(page);
    await page.getByRole('searchbox', { name: 'Search your repairs' }).fill('back bedroom door');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await tableRows(page).first().getByRole('link').click();
    await page.waitForURL(
      (url) => url.pathname === '/repairhistorydetails' && url.search === `?id=${ids.appointedIn3Days}`,
    );
    await expectHeading(page, /^Repair JOB-/);
    const timeline = page.getByRole('region', { name: 'History' });
    const titles = await timeline.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toContain('Repair created');
    expect(titles[0]).toBe('Appointment booked');
    expect(await page.locator('.repair-heading-status').textContent()).toContain('Appointment booked');
    expect(
      await page.getByText('Contractor', { exact: true }).locator('xpath=following-sibling::dd').textContent(),
    ).toBe('Thameside Repairs Hub');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to your repairs' }).click();
    await expectHeading(page, 'Your repairs');
  });

  it('shows the photos of a repair, one of them removed, and opens a photo in the overlay', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openDetails(page, ids.withInappropriateMedia);
    const media = page.getByRole('region', { name: 'Photos, videos and documents' });
    await media.getByText('This file has been removed.').waitFor();
    await media
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img').waitFor();
    expect(await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('reschedules the appointed repair through the scheduler', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openDetails(page, ids.appointedIn3Days);
    await page.getByRole('link', { name: 'Reschedule appointment' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/appointmentscheduler' &&
        url.searchParams.get('workOrderId') === ids.appointedIn3Days &&
        url.searchParams.get('operation') === 'RescheduleAppointment',
    );
    await expectHeading(page, 'Change your appointment');
    const grid = page.getByRole('grid', { name: 'Appointments you can book' });
    await grid.waitFor({ timeout: 40_000 });
    await grid.locator('button[data-slot-id]').last().click();
    await page.getByRole('button', { name: 'Change appointment' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await page.getByText(/has been changed to/).waitFor();
    const row = await suite.gateway.db
      .selectFrom('work_orders')
      .select(['status', 'appointment_start'])
      .where('id', '=', ids.appointedIn3Days)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Appointed');
  });

  it('cancels the unappointed repair after the confirmation, and the page shows it cancelled', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openDetails(page, ids.withInappropriateMedia);
    await page.getByRole('button', { name: 'Cancel repair' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this repair' });
    await dialog.getByText('Are you sure you want to cancel this repair?').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel the repair' }).click();
    await page.getByText('Your repair has been cancelled.').waitFor();
    await expect.poll(() => page.locator('.repair-heading-status').textContent()).toContain('Repair cancelled');
    expect(await page.getByRole('button', { name: 'Cancel repair' }).count()).toBe(0);
    const row = await suite.gateway.db
      .selectFrom('work_orders')
      .select('status')
      .where('id', '=', ids.withInappropriateMedia)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Cancelled');
  });

  it('starts a recall of the repair completed two months ago', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openDetails(page, ids.completedRecallEligible);
    await page.getByRole('link', { name: 'Recall repair' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/repairproperty' && url.searchParams.get('recall') === ids.completedRecallEligible,
    );
    await openDetails(page, ids.completed8MonthsAgo);
    expect(await page.getByRole('link', { name: 'Recall repair' }).count()).toBe(0);
  });

  // Last: it adds repairs to Amara's list.
  it('shows cards in a 390 px wide viewport and loads 100 more on scroll', async () => {
    await addRepairsForAmara(120);
    const { page } = await suite.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, amara.email);
    await page.goto('/historicRepairs');
    await expectHeading(page, 'Your repairs');
    const cards = page.locator('.repair-card');
    await expect.poll(() => cards.count()).toBe(100);
    expect(await page.locator('table').count()).toBe(0);
    const total = Number((await countText(page).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(120);
    expect(
      await cards
        .first()
        .getByRole('link', { name: /^View details/ })
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await page.locator('.repair-cards__end').scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBe(total);
    expect(await countText(page).textContent()).toBe(`Showing ${total} of ${total} repairs`);
  });
});

/** Copies one of Amara's completed repairs `count` times, raised a day apart before it. */
async function addRepairsForAmara(count: number): Promise<void> {
  const template = await suite.gateway.db
    .selectFrom('work_orders')
    .selectAll()
    .where('id', '=', 'WO-100121')
    .executeTakeFirstOrThrow();
  const day = 86_400_000;
  const rows = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `WO-9${String(i).padStart(5, '0')}`,
    job_no: `JOB-9${String(i).padStart(5, '0')}`,
    raised_date: new Date(new Date(template.raised_date).getTime() - (i + 1) * day),
    payload: typeof template.payload === 'string' ? template.payload : JSON.stringify(template.payload),
    additional_info: JSON.stringify(template.additional_info),
  }));
  await suite.gateway.db.insertInto('work_orders').values(rows).execute();
}
