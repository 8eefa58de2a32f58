import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectNoAxeViolations, signIn } from './portal-steps';
import { chooseAsset, chooseReason, notADuplicate, onPage, pressContinue } from './repair-steps';

const suite = setUpBrowserSuite();
const { amara, ben } = PERSONA;

/** A resident's drafts, by id, with the reason (SOR) code each holds. */
async function draftsOf(customerId: string): Promise<Map<string, string>> {
  const rows = await suite.gateway.db
    .selectFrom('work_orders')
    .select(['id', 'sor_code'])
    .where('customer_id', '=', customerId)
    .where('is_draft', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.id, row.sor_code]));
}

/** From the dashboard's repairs card, Report a repair. */
async function reportARepair(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Report a repair' }).first().click();
}

/**
 * Holds the next save of a draft work order (a PATCH or POST to the gateway's works-orders) until
 * released, as a slow gateway would: `arrived` resolves once the save is held.
 */
async function holdNextDraftSave(page: Page) {
  let held: Route | undefined;
  const arrived = new Promise<void>((resolve) => {
    const hold = async (route: Route) => {
      if (held || route.request().method() === 'GET') return route.fallback();
      held = route;
      resolve();
    };
    void page.route('**/api/works-orders**', hold);
  });
  const release = async () => {
    await arrived;
    const request = held!.request();
    const answered = page.waitForResponse((response) => response.request() === request);
    await held!.continue();
    await answered;
  };
  return { arrived, release };
}

/** Every address the tab shows from now on, in order (those the journey replaces too). */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

describe('Save draft and exit, then Report a repair, round after round (issue 16, item 9)', () => {
  it('starts a new report each time without bouncing home, and each draft keeps the problem chosen in its round', async () => {
    const { page } = await suite.open();
    await signIn(page, ben.email);
    const seen = addressesOf(page);
    const rounds = [
      { typed: 'tap', reason: 'Dripping tap', sorCode: 'PLUMTAP01' },
      { typed: 'cupboard', reason: 'Kitchen cupboard door broken', sorCode: 'CARPCUP01' },
      { typed: 'worktop', reason: 'Kitchen worktop damaged', sorCode: 'CARPWTP01' },
      { typed: 'fan', reason: 'Extractor fan not working', sorCode: 'ELECFAN01' },
    ];
    const chosen = new Map<string, string>();
    let slowSave: Awaited<ReturnType<typeof holdNextDraftSave>> | undefined;
    for (const [index, { typed, reason, sorCode }] of rounds.entries()) {
      const round = index + 1;
      const before = await draftsOf(ben.customerId);
      seen.length = 0;
      const bounced = () =>
        expect(seen, `round ${round}: the addresses after Report a repair, up to the reason page`).not.toContain(
          '/customer360View',
        );
      await (async () => {
        await reportARepair(page);
        // Ben has a flat and a garage: a new report opens on the property page, nothing chosen.
        await onPage(page, '/repairproperty', 'Which property is the repair for?');
        expect
          .soft(
            await page.getByRole('radio', { checked: true }).count(),
            `round ${round}: a new report, nothing chosen yet (not the report saved before)`,
          )
          .toBe(0);
        // The save of the round before answers only now, while this report is open.
        await slowSave?.release();
        await page.getByRole('radio').first().check();
        await pressContinue(page);
        await chooseAsset(page, 'My Property');
        await chooseReason(page, 'Kitchen', typed, reason);
        await pressContinue(page);
        await notADuplicate(page);
        await onPage(page, '/repairadditionaldetails', 'Describe the problem');
      })().catch((error: unknown) => {
        bounced();
        throw error;
      });
      bounced();

      // Save draft and exit; the gateway is slow to answer, and Ben goes home by the header meanwhile.
      slowSave = await holdNextDraftSave(page);
      await page.getByRole('button', { name: 'Save draft and exit' }).click();
      await slowSave.arrived;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL((url) => url.pathname === '/customer360View');

      const added = [...(await draftsOf(ben.customerId))].filter(([id]) => !before.has(id));
      expect(added, `round ${round}: one new draft, holding ${reason}`).toEqual([[expect.any(String), sorCode]]);
      chosen.set(added[0]![0], sorCode);
    }
    await slowSave?.release();
    // Every draft keeps the problem chosen in its own round.
    const drafts = await draftsOf(ben.customerId);
    expect(Object.fromEntries([...chosen.keys()].map((id) => [id, drafts.get(id)]))).toEqual(
      Object.fromEntries(chosen),
    );
  });
});

describe('Save draft and exit says the draft is saved (issue 16, item 10)', () => {
  it('shows a status banner on the dashboard once, and not again after a reload', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await reportARepair(page);
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Kitchen', 'extractor', 'Extractor fan not working');
    await pressContinue(page);
    await notADuplicate(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    await page.getByRole('button', { name: 'Save draft and exit' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');

    const saved = page.getByRole('status').filter({ hasText: 'Your repair has been saved as a draft' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Your repairs');
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('button', { name: 'Report a repair' }).first().waitFor();
    expect(await page.getByText('Your repair has been saved as a draft').count()).toBe(0);
  });
});

describe('the appointment scheduler at 320 px (issue 16, item 7)', () => {
  it('fits the five-column slot grid without sideways scrolling, beside the SSR062 error too, with no axe violations', async () => {
    const { page } = await suite.open();
    await page.setViewportSize({ width: 320, height: 720 });
    await signIn(page, amara.email);
    // The widest grid: every one of the five dates has a slot to book (a button in every column).
    await page.route('**/appointments/availability**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { availabilities?: { slots: { capacity: string }[] }[] };
      for (const option of body.availabilities ?? []) for (const slot of option.slots) slot.capacity = 'High';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/appointmentscheduler?workOrderId=${amara.workOrders.withInappropriateMedia}`);
    const grid = page.getByRole('grid', { name: 'Appointments you can book' });
    await grid.waitFor({ timeout: 40_000 });
    expect(await grid.getByRole('columnheader').count()).toBe(5);
    expect(await grid.locator('button[data-slot-id]').count()).toBeGreaterThanOrEqual(5);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth(), 'the page is no wider than the 320 px screen').toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);

    // Book with nothing chosen: SSR062, and the grid takes the error's border and indent.
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Choose an appointment.' }).waitFor();
    expect(await pageWidth(), 'with the error shown, the page is no wider than the 320 px screen').toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page);
  });
});
