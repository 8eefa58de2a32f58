import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../gateway/server/seed/personas';

export { DEMO_PASSWORD };

/** Waits until the page's one h1 has this name. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** From the start page, "Log in", then the provider's login form. Ends on the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/startpage');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expectHeading(page, 'Log in to your account');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/customer360View' && url.search === '');
}
