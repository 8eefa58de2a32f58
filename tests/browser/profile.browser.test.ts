import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { openPortalPage } from '../support/browser';
import { setUpBrowserSuite } from '../support/browser-suite';
import { DEMO_PASSWORD, expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara, chloe, dev } = PERSONA;

const SSCP004A = 'Your changes have been saved. They can take up to 2 working days to show.';

/** From the dashboard, Details in the header: /manageprofile. */
async function openProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Details' }).click();
  await page.waitForURL((url) => url.pathname === '/manageprofile');
  await expectHeading(page, 'Your profile');
}

/** From /manageprofile, Edit your details: the form filled with the saved details. */
async function openEdit(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Edit your details' }).click();
  await expectHeading(page, 'Edit your details');
  await page.getByLabel('Mobile').waitFor();
}

/** The row of the read-only profile with this label. */
const profileValue = (page: Page, label: string) =>
  page.locator('.summary-list__row', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** The customer's stored mobile number. */
async function storedMobile(customerId: string): Promise<string | undefined> {
  const row = await suite.gateway.db
    .selectFrom('customers')
    .select(['mobile_phone'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.mobile_phone ?? undefined;
}

/** Signs in on the provider's login page and expects it to refuse the password. */
async function expectSignInRefused(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/startpage');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expectHeading(page, 'Log in to your account');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('The email address or password is not right.').first().waitFor();
  expect(new URL(page.url()).pathname).not.toBe('/customer360View');
}

describe('profile', () => {
  it('Dev (catalyst) changes his mobile: SSCP004a shows, the e-mail is in the outbox, Back from the profile goes home; both pages pass axe', async () => {
    const portal = await suite.open();
    const { page } = portal;
    await signIn(page, dev.email);
    await openProfile(page);
    expect(await profileValue(page, 'Mobile').textContent()).toBe(dev.mobilePhone);
    expect(await profileValue(page, 'Business phone').textContent()).toBe('-');
    await expectNoAxeViolations(page);

    await openEdit(page);
    const mobile = page.getByLabel('Mobile');
    await mobile.fill('0770090');
    await mobile.blur();
    await page.getByText('Enter a mobile number that starts with 0 and is 11 digits long.').waitFor();
    await expectNoAxeViolations(page);
    await mobile.fill('07700 900-777 99');
    expect(await mobile.inputValue()).toBe('07700900777');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(SSCP004A).waitFor();
    const emails = await suite.gateway.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'contact-change')
      .where('customer_id', '=', dev.customerId)
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.recipient).toBe('customer.records@example.org');
    expect(emails[0]?.text_body).toContain('Mobile phone: 07700900777');
    expect(emails[0]?.text_body).toContain(`E-mail address: ${dev.email}`);
    expect(await storedMobile(dev.customerId)).toBe('07700900777');

    // After 3 s the read-only profile opens with the new number; Back from it goes home.
    await page.waitForURL((url) => url.pathname === '/manageprofile');
    await expectHeading(page, 'Your profile');
    expect(await profileValue(page, 'Mobile').textContent()).toBe('07700900777');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await expectHeading(page, /Welcome/);
    expect(portal.errors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it("two windows edit Amara's profile: the second save is refused with a clear message and the first save's values stay", async () => {
    const { page: first, context } = await suite.open();
    await signIn(first, amara.email);
    await openProfile(first);
    await openEdit(first);
    const second = await context.newPage();
    await second.goto('/editprofile');
    await expectHeading(second, 'Edit your details');
    await second.getByLabel('Mobile').waitFor();

    await first.getByLabel('Mobile').fill('07700900551');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await first.getByText('Your details have been saved.').waitFor();
    expect(await storedMobile(amara.customerId)).toBe('07700900551');

    await second.getByLabel('Mobile').fill('07700900552');
    await second.getByLabel('Home phone (optional)').fill('');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const refused = second.getByRole('alert');
    await refused.getByText(/Your details were changed in another window/).waitFor();
    expect(await refused.textContent()).toContain('nothing was saved');
    expect(await storedMobile(amara.customerId)).toBe('07700900551');

    await second.goto('/manageprofile');
    await expectHeading(second, 'Your profile');
    expect(await profileValue(second, 'Mobile').textContent()).toBe('07700900551');
    expect(await profileValue(second, 'Home phone').textContent()).toBe(amara.homePhone);
    await second.close();
  });

  it('Chloe changes her password from /manageprofile: the old password no longer works and the new one does', async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    await openProfile(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectHeading(page, 'Change your password');
    const email = page.getByLabel('Email address');
    if (await email.count()) await email.fill(chloe.email);
    const newPassword = 'NewChloePassword2026';
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm your new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
    await expectHeading(page, /Welcome, Chloe/);

    const fresh = await openPortalPage(page.context().browser()!, suite.gateway.baseUrl);
    try {
      await expectSignInRefused(fresh.page, chloe.email, DEMO_PASSWORD);
      await signIn(fresh.page, chloe.email, newPassword);
      await expectHeading(fresh.page, /Welcome, Chloe/);
    } finally {
      await fresh.close();
    }
  });
});
