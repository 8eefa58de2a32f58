/**
 * Editing and leaving a repair report in Chromium, from a persona's sign-in (REP-JNY-05,
 * REP-JNY-06, REP-EDT-02, REP-VAL-07, REP-VAL-09, REP-ERR-08): a change of the reason from the
 * summary warns, clears the later answers and asks them again, and the submitted repair carries
 * none of the old ones; the description's counter; the Back and leave-page confirmations; the
 * crime reference checked while typing; the contact numbers that cannot be read shown with the
 * repair journey's own message.
 */
import type { Dialog, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { pasteInto, signIn } from './portal-steps';
import {
  answerYesNo,
  chooseAsset,
  chooseReason,
  contactDetails,
  newestWorkOrder,
  noHealthNeedNorIsolation,
  notADuplicate,
  onPage,
  pathname,
  pressContinue,
  startFromDashboard,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { amara, chloe } = PERSONA;

const OLD_DESCRIPTION = 'The kitchen tap drips all night, even when turned off hard.';
const NEW_DESCRIPTION = 'Water backs up in the kitchen sink and will not drain away.';

const describeBox = (page: Page) => page.getByRole('textbox', { name: 'Tell us about the problem' });
const counter = (page: Page) => page.getByTestId('field-additional-details-counter');
const alertDialog = (page: Page) => page.getByRole('alertdialog');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Sets a configuration value for this test; the returned function puts the old one back. */
async function setConfiguration(name: string, value: string): Promise<() => Promise<void>> {
  const { value: old } = await suite.gateway.db
    .selectFrom('configuration_values')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  await suite.gateway.db.updateTable('configuration_values').set({ value }).where('name', '=', name).execute();
  return async () => {
    await suite.gateway.db.updateTable('configuration_values').set({ value: old }).where('name', '=', name).execute();
  };
}

/** Answers the pages between the photos and the contact details of a home, as the settings have them: No. */
async function noToTheRestUntilContactDetails(page: Page): Promise<void> {
  await onPage(page, '/uploadmedia');
  await pressContinue(page);
  await noHealthNeedNorIsolation(page);
}

describe('editing and leaving a repair report', () => {
  let restore: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
    await suite.gateway.removeNewWorkOrders();
  });

  it('Amara changes the reason from the summary: warned, the later answers cleared and asked again, none of them submitted; the description counter', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await startFromDashboard(page);
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Kitchen', 'tap', 'Dripping tap');
    await pressContinue(page);
    await notADuplicate(page);

    // The counter starts at 0, counts what is typed, and takes the error style at the cap (188).
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    expect(await counter(page).textContent()).toBe('0 of 188 characters');
    // Pasted past the cap: cut there, and the page says so (not only the counter).
    await pasteInto(page, describeBox(page), 'x'.repeat(200));
    await expect.poll(() => counter(page).textContent()).toBe('You have reached the limit of 188 characters');
    expect(await describeBox(page).inputValue()).toHaveLength(188);
    expect(await counter(page).getAttribute('class')).toContain('rp-character-count--at-cap');
    expect(await describeBox(page).getAttribute('class')).toContain('rp-textarea--error');
    const cut = page.locator('.rp-length-limit');
    await expect
      .poll(() => cut.textContent())
      .toBe('Only the first 188 characters were kept: check the end of your text.');
    await describeBox(page).fill(OLD_DESCRIPTION);
    expect(await counter(page).textContent()).toBe(`${OLD_DESCRIPTION.length} of 188 characters`);
    expect(await counter(page).getAttribute('class')).not.toContain('at-cap');
    expect(await cut.textContent()).toBe('');
    await pressContinue(page);
    await answerYesNo(page, '/ConfirmedDampMould', 'No');
    await noToTheRestUntilContactDetails(page);
    await contactDetails(page, amara.mobilePhone, 'Amara Okafor');

    // From the summary, another reason: the warning names the later answers before any goes.
    await page.getByRole('button', { name: 'Change Problem' }).click();
    await onPage(page, '/repairlocation');
    await page.getByRole('combobox', { name: 'What is the problem?' }).fill('sink');
    const warning = page.getByRole('alertdialog', { name: 'Changing this answer will remove other answers' });
    await warning.waitFor();
    const named = await warning.getByRole('listitem').allTextContents();
    for (const label of ['Description', 'Phone number', 'Contact name', 'Relationship']) expect(named).toContain(label);
    await warning.getByRole('button', { name: 'Change my answer' }).click();
    await page.getByRole('option', { name: 'Blocked kitchen sink' }).click();
    await pressContinue(page);
    await notADuplicate(page);

    // Asked again, empty: the description (its counter back at 0), then the contact details.
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    expect(await describeBox(page).inputValue()).toBe('');
    expect(await counter(page).textContent()).toBe('0 of 188 characters');
    await describeBox(page).fill(NEW_DESCRIPTION);
    await pressContinue(page);
    await answerYesNo(page, '/ConfirmedDampMould', 'No');
    await noToTheRestUntilContactDetails(page);
    await onPage(page, '/customerdetails');
    expect(await page.getByRole('radio', { name: amara.mobilePhone }).isChecked()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Who should we ask for?' }).inputValue()).toBe('');
    await contactDetails(page, amara.homePhone, 'Amara O');
    const summary = (await page.locator('main').textContent()) ?? '';
    expect(summary).toContain(NEW_DESCRIPTION);
    expect(summary).not.toContain(OLD_DESCRIPTION);

    await pressContinue(page, 'Report the repair');
    await page.waitForURL((url) => ['/customer360View', '/appointmentscheduler'].includes(url.pathname), {
      timeout: 40_000,
    });
    const stored = await newestWorkOrder(suite, amara.customerId);
    const sent = JSON.stringify(stored);
    expect(stored.description).toBe(NEW_DESCRIPTION);
    expect(sent).toContain('Blocked kitchen sink');
    expect(sent).toContain(amara.homePhone);
    expect(sent).not.toContain(OLD_DESCRIPTION);
    expect(sent).not.toContain('Dripping tap');
    expect(stored.payload).toMatchObject({
      reporterContactDetails: { name: { givenName: 'Amara O' }, contactNumber: amara.homePhone },
    });
  });

  it('Chloe is checked while typing the crime reference, asked before Back or leaving with changed answers, and told with the repair message when her numbers cannot be read', async () => {
    // The deliberate damage page of a communal repair in its defects period shows with the covid question off.
    restore = await setConfiguration('isCovidQuestionRequired', 'false');
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    await startFromDashboard(page);
    await chooseAsset(page, 'My Divided Block');
    await chooseReason(page, 'Communal areas', 'door', 'Communal door not closing');
    await pressContinue(page);
    await notADuplicate(page);
    await onPage(page, '/repairadditionaldetails');
    await describeBox(page).fill('The communal door does not close on its own any more.');
    await pressContinue(page);
    await onPage(page, '/uploadmedia');
    await pressContinue(page);

    // The crime reference: its messages show as she types, before any Continue.
    await onPage(page, '/vandalismquestion');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    const reference = page.getByRole('textbox', { name: 'Crime reference number (optional)' });
    await reference.fill('C');
    await page.getByText('The crime reference number must be at least 3 characters.').waitFor();
    expect(await reference.getAttribute('aria-invalid')).toBe('true');
    await reference.fill('CR<2026>');
    await page.getByText('The crime reference number contains characters that are not allowed.').waitFor();
    await reference.fill('CR/2026/01234');
    await page.getByText(/The crime reference number/).waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    // Pasted past its 20 characters: cut there, and its maximum length message says so (REP-VAL-09).
    await reference.fill('');
    await pasteInto(page, reference, 'CR/2026/0123456789/EXTRA');
    await expect.poll(() => reference.inputValue()).toBe('CR/2026/0123456789/E');
    const cut = page.locator('.rp-length-limit');
    await expect
      .poll(() => cut.textContent())
      .toBe(
        'The crime reference number must be 20 characters or fewer. Only the first 20 characters were kept: check the end of your text.',
      );
    await reference.fill('CR/2026/01234');
    await expect.poll(() => cut.textContent()).toBe('');

    // Back with changed answers asks first (SSR043); staying keeps the page and the answers.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    const back = alertDialog(page);
    await back.getByRole('heading', { name: 'Are you sure you want to go back?' }).waitFor();
    await back.getByRole('button', { name: 'Stay on this page' }).click();
    await back.waitFor({ state: 'detached' });
    expect(pathname(page)).toBe('/vandalismquestion');
    expect(await reference.inputValue()).toBe('CR/2026/01234');

    // A link out of the journey asks too.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    const leaving = alertDialog(page);
    await leaving.getByRole('heading', { name: 'Leave this page?' }).waitFor();
    await leaving.getByRole('button', { name: 'Stay on this page' }).click();
    expect(pathname(page)).toBe('/vandalismquestion');

    // Reloading the tab goes through the browser's own prompt.
    const prompts: string[] = [];
    const accept = (dialog: Dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', accept);
    await page.reload();
    await onPage(page, '/vandalismquestion');
    expect(prompts).toEqual(['beforeunload']);
    page.off('dialog', accept);

    // Nothing changed since the page opened: Back goes at once; changed again, Back asks, and Yes goes.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await onPage(page, '/uploadmedia');
    await pressContinue(page);
    await onPage(page, '/vandalismquestion');
    // No after Yes removes the crime reference: the warning first, then the change.
    await page.getByRole('radio', { name: 'No', exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: 'Changing this answer will remove other answers' });
    await warning.getByRole('button', { name: 'Change my answer' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await alertDialog(page).getByRole('button', { name: 'Yes, go back' }).click();
    await onPage(page, '/uploadmedia');
    await pressContinue(page);
    await onPage(page, '/vandalismquestion');

    // Her saved numbers cannot be read on /customerdetails: the repair journey's message, not the referral's.
    await page.route(
      (url) => url.pathname.endsWith(`/api/customers/${chloe.customerId}`),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ status: 503, title: 'Unknown Error', errors: [] }),
            })
          : route.fallback(),
    );
    await answerYesNo(page, '/vandalismquestion', 'No');
    await onPage(page, '/repairJourneyErrorPage');
    await page.getByText('Sorry, something went wrong with your repair.').waitFor();
    const error = (await page.locator('main').textContent()) ?? '';
    expect(error).toContain('Sorry, something went wrong with your repair.');
    expect(error).not.toContain('financial advice');
  });
});
