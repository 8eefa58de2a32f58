import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, openFinancialAdvice, pasteInto, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;

const pathname = (page: Page) => new URL(page.url()).pathname;
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function onPage(page: Page, path: string, heading: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await expectHeading(page, heading);
}

/** The referrals stored for Amara, newest last. */
async function amaraReferrals() {
  return suite.gateway.db
    .selectFrom('service_requests')
    .selectAll()
    .where('customer_id', '=', amara.customerId)
    .orderBy('created_at')
    .execute();
}

describe('the financial advice referral in the portal', () => {
  it('Amara asks for advice: an error, Back, a change from the review, and the referral is stored as sent', async () => {
    const portal = await suite.open();
    const { page } = portal;
    await signIn(page, amara.email);
    await openFinancialAdvice(page);
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    expect(await page.getByText('Step 1 of 5').count()).toBe(1);

    // An invalid answer: nothing chosen. The error summary takes the focus and links to the field.
    await continueButton(page).click();
    const summary = page.getByRole('alert');
    await summary.getByRole('link', { name: 'Choose who the advice is for.' }).waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pathname(page)).toBe('/enquiryconsent');
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Myself' }).check();
    await continueButton(page).click();
    await onPage(page, '/enquiryreason', 'What would you like help with?');
    expect(await page.getByRole('checkbox', { name: 'Court action or bailiffs' }).count()).toBe(0);

    // Back keeps the answer; the browser's own Back does the same.
    await page.getByRole('button', { name: 'Back' }).click();
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    expect(await page.getByRole('radio', { name: 'Myself' }).isChecked()).toBe(true);
    await continueButton(page).click();
    await onPage(page, '/enquiryreason', 'What would you like help with?');

    await page.getByRole('checkbox', { name: 'Help with debt' }).check();
    await page.getByRole('checkbox', { name: 'Paying energy bills' }).check();
    await continueButton(page).click();
    await onPage(page, '/additionalenquirydetails', 'Tell us more about your situation');

    await page
      .getByRole('textbox', { name: 'Tell us more about your situation' })
      .fill('My hours were cut & I am behind on bills! Letter: https://letters.example/?ref=1&id=2');
    await page.getByText('Your answer cannot contain & * % ! < or >. We have removed them.').waitFor();
    await expectNoAxeViolations(page);
    await continueButton(page).click();
    await onPage(page, '/contactdetails', 'How should we contact you?');

    await page.getByRole('radio', { name: amara.mobilePhone }).check();
    await page.getByRole('textbox', { name: 'Who should we ask for?' }).fill('Amara Okafor');
    await page.getByRole('radio', { name: 'It is me' }).check();
    await continueButton(page).click();
    await onPage(page, '/enquiryreview', 'Check your answers before sending your request');
    await expectNoAxeViolations(page);
    const review = page.locator('main');
    expect(await review.textContent()).toContain('Paying energy bills');

    // A change from the review comes straight back to it.
    await page.getByRole('button', { name: 'Change Help with' }).click();
    await onPage(page, '/enquiryreason', 'What would you like help with?');
    await page.getByRole('checkbox', { name: 'Paying energy bills' }).uncheck();
    await page.getByRole('checkbox', { name: 'Rent arrears' }).check();
    await continueButton(page).click();
    await onPage(page, '/enquiryreview', 'Check your answers before sending your request');
    expect(await review.textContent()).toContain('Rent arrears');
    expect(await review.textContent()).not.toContain('Paying energy bills');

    const before = (await amaraReferrals()).length;
    await page.getByRole('button', { name: 'Send request' }).click();
    await onPage(page, '/enquiryconfirmation', 'We have received your request for financial advice');
    await page.getByText('A money adviser will contact you within 2 working days.').waitFor();

    const stored = await amaraReferrals();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      account_id: amara.rentAccountId,
      service_request_type: 'financialinclusionenquiry',
      payload: {
        additionalDetails: 'My hours were cut  I am behind on bills Letter: https://letters.example/?ref=1&id=2',
        referralReason: ['Help with debt', 'Rent arrears'],
        referralFor: 'Myself',
        assetIdentifier: amara.houseAssetId,
        serviceRequestType: 'financialinclusionenquiry',
        preferredContact: {
          personName: 'Amara Okafor',
          relationship: 'Customer',
          phoneNumber: amara.mobilePhone,
          phoneNumberType: 'mobilePhone',
        },
      },
    });

    // Going back from the confirmation never sends the referral again: the journey starts anew.
    await page.goBack();
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    expect(await page.getByRole('radio', { name: 'Myself' }).isChecked()).toBe(false);
    expect(await amaraReferrals()).toHaveLength(before + 1);
    expect(portal.errors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it('Amara pastes more than 1,500 characters of details: they are cut at the limit, Financial_FI009 says so and that the end was cut', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openFinancialAdvice(page);
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    await page.getByRole('radio', { name: 'Myself' }).check();
    await continueButton(page).click();
    await onPage(page, '/enquiryreason', 'What would you like help with?');
    await page.getByRole('checkbox', { name: 'Help with debt' }).check();
    await continueButton(page).click();
    await onPage(page, '/additionalenquirydetails', 'Tell us more about your situation');

    const details = page.getByRole('textbox', { name: 'Tell us more about your situation' });
    const counter = page.getByTestId('field-additional-details-counter');
    const letter = 'My hours were cut in March and I have fallen behind on my rent and energy bills. '.repeat(25);
    expect(letter.length).toBeGreaterThan(2000);
    await pasteInto(page, details, letter);
    await expect.poll(() => details.inputValue()).toBe(letter.slice(0, 1500));
    // The limit's own message (ACC-FIN-05) in place of the count, and the cut said at once.
    await expect.poll(() => counter.textContent()).toBe('You have reached the limit of 1,500 characters.');
    const cut = page.locator('.rp-length-limit');
    await expect
      .poll(() => cut.textContent())
      .toBe('Only the first 1500 characters were kept: check the end of your text.');
    expect(await cut.getAttribute('aria-live')).toBe('polite');
    await expectNoAxeViolations(page);
    // Making room takes the notice away; the counter counts again.
    await details.press('ControlOrMeta+End');
    await details.press('Backspace');
    await expect.poll(() => cut.textContent()).toBe('');
    await expect.poll(() => counter.textContent()).toBe('1499 of 1500 characters');
  });

  it('sends a step opened out of order to the first unanswered one, and keeps the answers over a reload', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await page.goto('/additionalenquirydetails');
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    await page.getByRole('radio', { name: 'Another member of my household' }).check();
    await continueButton(page).click();
    await onPage(page, '/enquiryreason', 'What would you like help with?');
    await page.goto('/enquiryreview');
    await onPage(page, '/enquiryreason', 'What would you like help with?');
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    expect(await page.getByRole('radio', { name: 'Another member of my household' }).isChecked()).toBe(true);
  });

  it('saves a draft with Save and exit and resumes it from the dashboard at the first unanswered step', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await page.goto('/enquiryconsent');
    await page.getByRole('radio', { name: 'Myself' }).check();
    await continueButton(page).click();
    await onPage(page, '/enquiryreason', 'What would you like help with?');
    await page.getByRole('checkbox', { name: 'Claiming benefits' }).check();
    await continueButton(page).click();
    await onPage(page, '/additionalenquirydetails', 'Tell us more about your situation');

    await page.getByRole('button', { name: 'Exit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to leave your request for financial advice?' });
    await dialog.getByRole('button', { name: 'Save and leave' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');

    await openFinancialAdvice(page);
    await onPage(page, '/additionalenquirydetails', 'Tell us more about your situation');
    await page.getByText('We have kept the answers you saved.').waitFor();

    await page.getByRole('button', { name: 'Exit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await openFinancialAdvice(page);
    await onPage(page, '/enquiryconsent', 'Who is the financial advice for?');
    expect(await page.getByRole('radio', { name: 'Myself' }).isChecked()).toBe(false);
  });
});
