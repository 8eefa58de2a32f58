import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { GatewayHeader } from '../../schemas/http-headers';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';
import { PNG_1X1 } from './repair-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;
const ids = amara.workOrders;

/** Opens a repair's details page (its actions then wait on what the checks answer). */
async function openDetails(page: Page, workOrderId: string): Promise<void> {
  await page.goto(`/repairhistorydetails?id=${workOrderId}`);
  await page.getByRole('region', { name: 'History' }).waitFor();
}

const actions = (page: Page) => page.locator('.repair-actions');
const rescheduleLink = (page: Page) => page.getByRole('link', { name: 'Reschedule appointment' });
const cancelButton = (page: Page) => page.getByRole('button', { name: 'Cancel repair' });

/** Waits until the actions show this text (a check's message) and answers how many of each button show. */
async function actionsSay(page: Page, text: string | RegExp): Promise<{ reschedule: number; cancel: number }> {
  await actions(page).getByText(text).waitFor();
  return { reschedule: await rescheduleLink(page).count(), cancel: await cancelButton(page).count() };
}

describe('repair details as the spec says them (Amara)', () => {
  it('shows Reschedule and Cancel only when the checks asked as the page opens allow, and each message otherwise', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);

    // Appointed in 3 days with an integrated contractor: both checks allow, both buttons, asked before any click.
    const checks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/eligibility$/.test(path)) checks.push(path);
    });
    await openDetails(page, ids.appointedIn3Days);
    await rescheduleLink(page).waitFor();
    await cancelButton(page).waitFor();
    expect(checks.sort()).toEqual(
      [
        '/api/wo-cancellation-eligibility',
        `/api/works-orders/${ids.appointedIn3Days}/appointments/reschedule-eligibility`,
      ].sort(),
    );
    await expectNoAxeViolations(page);

    // The contractor attends today: SSR075 names the contractor to phone, SSR066 says why not cancel.
    await openDetails(page, ids.appointedToday);
    expect(
      await actionsSay(
        page,
        'The contractor is due today. To change the appointment, please call Apex Property Maintenance on 02079460812.',
      ),
    ).toEqual({ reschedule: 0, cancel: 0 });
    await actions(page)
      .getByText(/The contractor is due to visit today, so this repair cannot be cancelled online/)
      .waitFor();

    // A contractor that takes no online bookings: SSR071 with its name and number; cancelling is allowed.
    await openDetails(page, ids.appointedNonIntegrated);
    expect(
      await actionsSay(
        page,
        'This appointment cannot be changed online. Please call Greenway Grounds & Pest Control on 01184960155 to change it.',
      ),
    ).toEqual({ reschedule: 0, cancel: 1 });

    // An emergency: Reschedule appointment opens a modal, CR166 under "You cannot change this
    // appointment" (REP-CXL-04); SSR036 for cancelling.
    await openDetails(page, ids.appointedEmergency);
    expect(await actionsSay(page, /Emergency repairs cannot be cancelled online/)).toEqual({
      reschedule: 0,
      cancel: 0,
    });
    const notPossible = page.getByRole('dialog', { name: 'You cannot change this appointment' });
    expect(await notPossible.count()).toBe(0);
    await actions(page).getByRole('button', { name: 'Reschedule appointment' }).click();
    await notPossible.getByText(/This appointment cannot be rescheduled online. Please call us on/).waitFor();
    await expectNoAxeViolations(page);
    await notPossible.getByRole('button', { name: 'Close' }).click();
    await notPossible.waitFor({ state: 'detached' });

    // The managing agent arranges the visit: SSR070, and SSR008 for cancelling.
    await openDetails(page, ids.appointedByManagingAgent);
    expect(await actionsSay(page, /This repair can no longer be cancelled online/)).toEqual({
      reschedule: 0,
      cancel: 0,
    });
    await actions(page).getByText('This appointment cannot be changed online.', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('keeps a failed reschedule on the scheduler with its message; a failed cancel shows the generic page with its tracking id and Go back', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openDetails(page, ids.recall);
    await rescheduleLink(page).click();
    await expectHeading(page, 'Change your appointment');
    const grid = page.getByRole('grid', { name: 'Appointments you can book' });
    await grid.waitFor({ timeout: 40_000 });
    await grid.locator('button[data-slot-id]').last().click();

    // The gateway refuses the move (409), then cannot be reached (503): each message, no generic page.
    const answers = [409, 503];
    await page.route('**/api/works-orders/*/appointments', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      const status = answers.shift() ?? 503;
      await route.fulfill({ status, json: { status, title: 'Failure', errors: [] } });
    });
    await page.getByRole('button', { name: 'Change appointment' }).click();
    await page
      .getByRole('alert')
      .getByText(/Sorry, we could not change your appointment. Please call us on/)
      .waitFor();
    await page.getByRole('button', { name: 'Change appointment' }).click();
    await page
      .getByRole('alert')
      .getByText('Sorry, appointments cannot be changed at the moment. Please try again later.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/appointmentscheduler');
    await page.unroute('**/api/works-orders/*/appointments');

    // Cancelling fails on the gateway (500): /genericerror with the failed call's correlation id.
    await openDetails(page, ids.unappointedIntegrated);
    let correlationId = '';
    await page.route(`**/api/works-orders/${ids.unappointedIntegrated}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      correlationId = (await route.request().headerValue(GatewayHeader.correlationId)) ?? '';
      await route.fulfill({ status: 500, json: { status: 500, title: 'Server Error', errors: [] } });
    });
    await cancelButton(page).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel the repair' }).click();
    await expectHeading(page, 'Whoops');
    expect(correlationId).not.toBe('');
    expect(new URL(page.url()).searchParams.get('trackingId')).toBe(correlationId);
    await page.getByText(`Tracking reference: ${correlationId}`).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/repairhistorydetails' && url.searchParams.get('id') === ids.unappointedIntegrated,
    );
    await cancelButton(page).waitFor();

    // A refusal the app handles itself (409 on a PATCH): storage cleared and a full load of the generic
    // page with the tracking id, not overtaken by the route guard's start page.
    await page.unroute(`**/api/works-orders/${ids.unappointedIntegrated}`);
    await page.route(`**/api/works-orders/${ids.unappointedIntegrated}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      correlationId = (await route.request().headerValue(GatewayHeader.correlationId)) ?? '';
      await route.fulfill({ status: 409, json: { status: 409, title: 'Conflict', errors: [] } });
    });
    await cancelButton(page).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel the repair' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/genericerror' && url.searchParams.get('trackingId') === correlationId,
    );
    await expectHeading(page, 'Whoops');
    await page.getByText(`Tracking reference: ${correlationId}`).waitFor();
    await page.getByRole('link', { name: 'Go to the start page' }).waitFor();
  });

  it('adds a photo to a reported repair from its details page, which then shows in its media list', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openDetails(page, ids.unappointedIntegrated);
    const add = page.getByRole('region', { name: 'Add photos' });
    await add.waitFor();
    expect(await page.getByRole('region', { name: 'Photos, videos and documents' }).count()).toBe(0);
    await add.getByLabel('Photos of the problem').setInputFiles({
      name: 'dripping-tap.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    const media = page.getByRole('region', { name: 'Photos, videos and documents' });
    await media.getByRole('button', { name: 'View dripping-tap.png' }).waitFor();
    const stored = await suite.gateway.db
      .selectFrom('documents')
      .select(['work_order_id'])
      .where('work_order_id', '=', ids.unappointedIntegrated)
      .execute();
    expect(stored).toHaveLength(1);
    // The photo is the repair's: it is there when the page is opened again.
    await page.reload();
    await page
      .getByRole('region', { name: 'Photos, videos and documents' })
      .getByRole('button', { name: 'View dripping-tap.png' })
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
