import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { signIn } from './portal-steps';
import {
  chooseAsset,
  chooseReason,
  contactDetails,
  describe as describeProblem,
  notADuplicate,
  onPage,
  pressContinue,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { chloe } = PERSONA;

/** The dashboard's repairs card. */
const repairsCard = (page: Page) => page.getByRole('region', { name: 'Repairs' });

/** The description link of the card's latest repair, once the card has loaded. */
async function latestRepairLink(page: Page) {
  const card = repairsCard(page);
  await card.getByText('Loading your latest repair…').waitFor({ state: 'detached' });
  return card.locator('.summary-list').getByRole('link');
}

describe('dashboard and repairs list, as residents meet them (issue 16)', () => {
  it("shows Chloe's newest communal repair on her dashboard, and the one she then reports", async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    // Her repairs are all communal (block, divided block, estate); the newest is the graffiti.
    const seeded = await latestRepairLink(page);
    await expect.poll(() => seeded.textContent()).toBe('Graffiti sprayed on the east wing stairwell');
    expect(await repairsCard(page).getByText('You have no repairs to show.').count()).toBe(0);

    await repairsCard(page).getByRole('button', { name: 'Report a repair' }).click();
    await chooseAsset(page, 'My Block');
    await chooseReason(page, 'Communal areas', 'door', 'Communal door not closing');
    await pressContinue(page);
    await notADuplicate(page);
    await describeProblem(page, 'The bin store door swings open in the wind. It never latches.');
    await onPage(page, '/uploadmedia');
    await pressContinue(page);
    await contactDetails(page, chloe.mobilePhone, 'Chloe Martin');
    await pressContinue(page, 'Report the repair');
    await page.waitForURL((url) => ['/customer360View', '/appointmentscheduler'].includes(url.pathname), {
      timeout: 40_000,
    });
    await page.goto('/customer360View');
    const reported = await latestRepairLink(page);
    await expect.poll(() => reported.textContent()).toBe('The bin store door swings open in the wind');
  });
});
