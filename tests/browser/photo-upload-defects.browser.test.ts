import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectNoAxeViolations } from './portal-steps';
import {
  amaraReportsKitchenRepair,
  contactDetails,
  noHealthNeedNorIsolation,
  onPage,
  pathname,
  PNG_1X1,
  pressContinue,
  uploaded,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;

const WRONG_TYPE = 'The file must be a JPG, JPEG, GIF or PNG.';
const SUMMARY_HEADING = 'Check your answers before reporting the repair';

/** How long the gateway takes to answer an upload in the slow-upload test (longer than a page change takes). */
const SLOW_UPLOAD_MS = 1500;

/** Chooses a file that is not a photo: the page refuses it before sending it. */
async function chooseNotes(page: Page): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({
    name: 'tenancy-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Boiler serviced in May.'),
  });
}

/** Chooses a photo and waits only until it is listed, as a resident would before pressing Continue. */
async function choosePhoto(page: Page, name: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('list', { name: 'Files added' }).getByRole('listitem').filter({ hasText: name }).waitFor();
}

/** What the page announces about the refused file (an alert or a live region naming it). */
const refusalAnnounced = (page: Page) =>
  page.locator('[role=alert], [aria-live=assertive], [aria-live=polite]').filter({ hasText: WRONG_TYPE });

/** The photos as Check your answers lists them ('' when it has no row for them). */
async function photosOnSummary(page: Page): Promise<string> {
  return page.evaluate(() => {
    const term = [...document.querySelectorAll('main dt')].find((dt) => dt.textContent?.trim() === 'Photos or videos');
    return term?.nextElementSibling?.textContent?.trim() ?? '';
  });
}

describe('the photos page of a repair report', () => {
  it('never lists a refused file as attached, announces why, and does not go on as if it had been added', async () => {
    const { page } = await suite.open();
    await amaraReportsKitchenRepair(
      page,
      'cupboard',
      'Kitchen cupboard door broken',
      'The hinge of the cupboard under the sink has come off.',
    );
    await chooseNotes(page);

    // Announced, naming the file, and not among the files added.
    await refusalAnnounced(page).waitFor();
    expect(await refusalAnnounced(page).textContent()).toContain('tenancy-notes.txt');
    expect(
      await page.getByRole('list', { name: 'Files added' }).getByRole('listitem').allTextContents(),
    ).not.toContainEqual(expect.stringContaining('tenancy-notes.txt'));
    await expectNoAxeViolations(page);

    // Continue stays on the page and says what happened; the refusal is still announced.
    await pressContinue(page);
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor();
    expect(await problem.textContent()).toContain('A file you chose was not added');
    expect(pathname(page)).toBe('/uploadmedia');
    expect(await refusalAnnounced(page).count()).toBe(1);
    await expectNoAxeViolations(page);

    // Choosing a photo instead: the refusal has been dealt with, and Continue goes on with the photo.
    await choosePhoto(page, 'cupboard.png');
    await uploaded(page, 'cupboard.png');
    expect(await refusalAnnounced(page).count()).toBe(0);
    await pressContinue(page);
    await noHealthNeedNorIsolation(page);
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    expect(await photosOnSummary(page)).toBe('cupboard.png');
  });

  it('goes on without the refused file at the second Continue, once the resident has been told', async () => {
    const { page } = await suite.open();
    await amaraReportsKitchenRepair(page, 'fan', 'Extractor fan not working', 'The fan above the cooker is silent.');
    await chooseNotes(page);
    await refusalAnnounced(page).waitFor();
    await pressContinue(page);
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect(pathname(page)).toBe('/uploadmedia');
    await pressContinue(page);
    await noHealthNeedNorIsolation(page);
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    expect(await photosOnSummary(page)).not.toContain('tenancy-notes.txt');
  });

  it('lists on Check your answers the photo added after a refused file, however slow its upload, round after round', async () => {
    const { page } = await suite.open();
    await amaraReportsKitchenRepair(
      page,
      'worktop',
      'Kitchen worktop damaged',
      'The worktop next to the cooker has split at the joint.',
    );
    // The gateway is slow to take each upload: Continue is pressed while the photo is on its way.
    await page.route('**/api/works-orders/*/documents', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, SLOW_UPLOAD_MS));
      await route.continue();
    });

    await chooseNotes(page);
    await page.getByText(WRONG_TYPE).first().waitFor();
    await choosePhoto(page, 'worktop-1.png');
    await pressContinue(page);
    await noHealthNeedNorIsolation(page);
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');
    expect(await photosOnSummary(page)).toBe('worktop-1.png');

    // Again from the summary: the photo deleted, a refused file, another photo.
    for (let round = 2; round <= 4; round += 1) {
      await page.getByRole('button', { name: 'Change Photos or videos' }).click();
      await onPage(page, '/uploadmedia', 'Add photos or videos');
      await page.getByRole('button', { name: `Delete worktop-${round - 1}.png` }).click();
      await chooseNotes(page);
      await page.getByText(WRONG_TYPE).first().waitFor();
      await choosePhoto(page, `worktop-${round}.png`);
      await pressContinue(page);
      await onPage(page, '/confirmationdetails', SUMMARY_HEADING);
      expect(await photosOnSummary(page), `round ${round}`).toBe(`worktop-${round}.png`);
    }

    // The repair holds the same photo as the summary.
    const workOrder = await suite.gateway.db
      .selectFrom('work_orders')
      .select(['id'])
      .where('customer_id', '=', amara.customerId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const documents = await suite.gateway.db
      .selectFrom('documents')
      .select(['file_name'])
      .where('work_order_id', '=', workOrder.id)
      .execute();
    expect(documents.map((document) => document.file_name)).toEqual(['worktop-4.png']);
  });
});
