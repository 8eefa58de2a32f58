import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;
const ids = amara.workOrders;

describe('the appointment scheduler as Amara', () => {
  it('books an appointment for the unappointed repair of the integrated contractor', async () => {
    const { page, errors } = await suite.open();
    await signIn(page, amara.email);
    await page.goto(`/repairhistorydetails?id=${ids.unappointedIntegrated}`);
    await page.getByRole('link', { name: 'Select appointment' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/appointmentscheduler' &&
        url.searchParams.get('workOrderId') === ids.unappointedIntegrated &&
        !url.searchParams.has('operation'),
    );
    await expectHeading(page, 'Book an appointment');
    await page.getByText('Loading, please wait…').waitFor();
    const grid = page.getByRole('grid', { name: 'Appointments you can book' });
    await grid.waitFor({ timeout: 40_000 });
    expect(await grid.getByRole('columnheader').count()).toBeLessThanOrEqual(5);
    await expectNoAxeViolations(page);

    // Nothing chosen: SSR062.
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Choose an appointment.' }).waitFor();

    const first = grid.locator('button[data-slot-id]').first();
    const label = (await first.textContent()) ?? '';
    await first.click();
    await page.getByText(`You have chosen: ${label}.`).waitFor();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await page.getByText(/is booked for/).waitFor();

    const row = await suite.gateway.db
      .selectFrom('work_orders')
      .select(['status', 'appointment_start'])
      .where('id', '=', ids.unappointedIntegrated)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Appointed');
    expect(row.appointment_start).not.toBeNull();
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('records a note and goes home when no appointment suits', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await page.goto(`/appointmentscheduler?workOrderId=${ids.withInappropriateMedia}`);
    await page.getByRole('grid', { name: 'Appointments you can book' }).waitFor({ timeout: 40_000 });
    await page.getByRole('button', { name: 'No suitable appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'No suitable appointment' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Contact me to arrange an appointment' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await page.getByText(/We have made a note on your repair/).waitFor();
    const notes = await suite.gateway.db
      .selectFrom('work_order_notes')
      .selectAll()
      .where('work_order_id', '=', ids.withInappropriateMedia)
      .execute();
    expect(notes).toHaveLength(1);
  });
});
