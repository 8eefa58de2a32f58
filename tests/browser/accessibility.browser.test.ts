import { describe, expect, it } from 'vitest';
import type { PortalPage } from '../support/browser';
import { setUpBrowserSuite } from '../support/browser-suite';
import { newRegistrationCode, registrationCodes } from '../support/registration-code';
import { DEMO_PASSWORD, expectHeading, expectNoAxeViolations, signIn, tabTo } from './portal-steps';

/** Erin Walsh, who has a tenancy and no login (docs/demo-residents.md). */
const ERIN_CUSTOMER_ID = 'CUS-100005';

const suite = setUpBrowserSuite();
let portal: PortalPage;

describe('keyboard only', () => {
  it('completes login with Tab, typing and Enter', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    await tabTo(page, 'Log in');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Log in to your account');
    await tabTo(page, 'Email address');
    await page.keyboard.type('amara@example.org');
    await tabTo(page, 'Password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Welcome, Amara');
  });

  it('completes registration, its e-mailed code included, with Tab, typing and Enter', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await tabTo(page, 'Register');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Create an account');
    const fields: [string, string][] = [
      ['Email address', 'erin.keyboard@example.org'],
      ['Create a password', DEMO_PASSWORD],
      ['Confirm your password', DEMO_PASSWORD],
      ['Payment reference', '6001000066'],
      ['Day', '14'],
      ['Month', '3'],
      ['Year', '1992'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, label);
      await page.keyboard.type(value);
    }
    const before = await registrationCodes(suite.gateway.db, ERIN_CUSTOMER_ID);
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Check your e-mail');
    await expectNoAxeViolations(page);
    await tabTo(page, 'Code');
    await page.keyboard.type(await newRegistrationCode(suite.gateway.db, ERIN_CUSTOMER_ID, before));
    await page.keyboard.press('Enter');
    await page.getByText('You have registered. You can now use your resident portal.').waitFor();
  });

  it('moves the focus to the new page heading after navigating in the portal', async () => {
    portal = await suite.open();
    const { page } = portal;
    await signIn(page, 'amara@example.org');
    await expectHeading(page, 'Welcome, Amara');
    await page.goto('/genericerror');
    await expectHeading(page, 'Whoops');
    await tabTo(page, 'Go to your home page');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Welcome, Amara');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });
});

describe('axe-core', () => {
  it('finds no violations on the start page and the provider pages', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log in to your account');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByText(/Enter your email address|There is a problem/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/startpage');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectHeading(page, 'Create an account');
    await expectNoAxeViolations(page);
  });
  // The dashboard, every other route, the idle warning and the error pages: accessibility-everywhere.browser.test.ts.
});
