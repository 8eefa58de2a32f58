import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DocumentContent } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectNoAxeViolations, signIn, tabTo } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara, ben, dev } = PERSONA;

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** The text of the paragraph holding a text (a reminder is split around its phone link). */
const paragraphOf = (page: Page, name: string, text: RegExp) =>
  region(page, name).locator('p', { hasText: text }).first().innerText();

describe("Ben's dashboard: Riverside Tower's building safety card, his EICR reminder and his details", () => {
  it('shows the four responsible parties with keyboard-reachable tooltips, opens a document as a PDF in a new tab, reminds of the EICR, asks for his mobile, and passes axe', async () => {
    const { page, context } = await suite.open();
    // Keeps the last blob the portal makes an address for, so the test can read what the tab was given.
    await page.addInitScript(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob) => {
        (window as unknown as { lastBlob: Blob }).lastBlob = blob;
        return create(blob);
      };
    });
    await signIn(page, ben.email);
    const card = region(page, 'Building safety');
    await card.getByRole('heading', { level: 4, name: 'Responsible person' }).waitFor();
    expect(await card.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual([
      'Principal accountable person',
      'Accountable person',
      'Building safety manager',
      'Responsible person',
    ]);
    expect(await card.innerText()).toContain('Ms Grace Adeyemi');

    // The tooltip: Tab reaches its button, focus shows the tip, Escape hides it.
    await tabTo(page, 'What does the building safety manager do?', 80);
    const button = card.getByRole('button', { name: 'What does the building safety manager do?' });
    const tip = card.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.innerText()).toContain("looks after the building's safety day to day");
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // A document opens as a PDF in a new tab: the bytes the gateway sends are a PDF, and the tab shows one.
    let sent: DocumentContent | undefined;
    await page.route(`**/api/assets/${ben.towerAssetId}/documents/${ben.towerDocuments.fra}`, async (route) => {
      const response = await route.fetch();
      sent = (await response.json()) as DocumentContent;
      await route.fulfill({ response });
    });
    const tabOpened = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Fire risk assessment (PDF, opens in a new tab)' }).click();
    const tab = await tabOpened;
    await expect.poll(() => tab.url()).toMatch(new RegExp(`^blob:${new URL(page.url()).origin}/`));
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    expect(Buffer.from(sent!.media, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shown = await page.evaluate(async () => {
      const blob = (window as unknown as { lastBlob: Blob }).lastBlob;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return `${blob.type} ${String.fromCharCode(...bytes.subarray(0, 5))}`;
    });
    expect(shown).toBe('application/pdf %PDF-');
    await tab.close();

    // The EICR reminder, with the contractor's number to tap, and the missing-mobile message.
    expect(await paragraphOf(page, 'Electrical safety inspection', /overdue for this property/)).toBe(
      'There is an Electrical service overdue for this property. Please contact Sparks Electrical Compliance on 02079460633 to schedule a service visit.',
    );
    expect(
      await region(page, 'Electrical safety inspection')
        .getByRole('link', { name: '02079460633' })
        .getAttribute('href'),
    ).toBe('tel:02079460633');
    // His unread EICR notice (GasBoiler_ServiceoverDue).
    await region(page, 'Electrical safety inspection').getByText('A safety check for your home is overdue.').waitFor();
    // His flat has no gas: no gas boiler card.
    expect(await region(page, 'Gas boiler service').count()).toBe(0);
    await region(page, 'Your details')
      .getByText(/Some of your contact details are missing/)
      .waitFor();
    expect(await region(page, 'Your building').innerText()).toContain('Riverside Tower');

    await region(page, 'Energy advice').waitFor();
    await expectNoAxeViolations(page);

    // In the mobile layout a tap opens and closes the tip.
    await page.setViewportSize({ width: 390, height: 844 });
    const responsible = card.getByRole('button', { name: 'What does the responsible person do?' });
    await responsible.click();
    await card.getByRole('tooltip').waitFor();
    await responsible.click();
    await card.getByRole('tooltip').waitFor({ state: 'hidden' });
  });
});

describe("Amara's dashboard", () => {
  it('reminds her of the overdue gas boiler service, and has no building safety card for her house', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    expect(await paragraphOf(page, 'Gas boiler service', /overdue for this property/)).toBe(
      'There is a Gas boiler service overdue for this property. Please contact Capital Gas & Heating on 02079460555 to schedule a service visit.',
    );
    await region(page, 'Gas boiler service').getByText('A safety check for your home is overdue.').waitFor();
    // The buildings above her house have been read (her estate's card shows): none is high-rise.
    await region(page, 'Your estate').getByText('Neighbourhood manager').waitFor();
    expect(await region(page, 'Building safety').count()).toBe(0);
    expect(await region(page, 'Electrical safety inspection').count()).toBe(0);
    // Not a catalyst customer: the financial enquiry button shows (Dev's test relies on its name).
    await page.getByRole('link', { name: 'Get financial advice' }).waitFor();
  });
});

describe("Dev's dashboard, a catalyst customer's", () => {
  const setToggle = (name: string, value: string) =>
    suite.gateway.db.updateTable('configuration_values').set({ value }).where('name', '=', name).execute();

  it('says repairs are reported by phone while mypeabodycatalystworkorders is off, and offers no financial enquiry', async () => {
    await setToggle('mypeabodycatalystworkorders', 'false');
    try {
      const { page } = await suite.open();
      await signIn(page, dev.email);
      const repairs = region(page, 'Repairs');
      await repairs.getByText(/Repairs to your home cannot be reported online at the moment/).waitFor();
      expect(await repairs.getByRole('button', { name: 'Report a repair' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      // IsMyPeabodyCatalystFinancialEnquiry is on: catalyst customers get no financial enquiry button.
      expect(await page.getByRole('link', { name: 'Get financial advice' }).count()).toBe(0);
      // His gas and electrical visits are not due yet.
      expect(await paragraphOf(page, 'Gas boiler service', /up to date/)).toMatch(
        /^Your gas boiler service is up to date/,
      );

      await setToggle('mypeabodycatalystworkorders', 'true');
      await page.reload();
      await repairs.getByRole('button', { name: 'Report a repair' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await repairs.getByText(/cannot be reported online/).count()).toBe(0);
    } finally {
      await setToggle('mypeabodycatalystworkorders', 'true');
    }
  });
});
