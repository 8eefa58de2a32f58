import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo password of every persona (README, demo residents). */
export const DEMO_PASSWORD = 'Demo-resident-1';

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

/** Runs axe-core on the page and fails with the violations, rule by rule. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, `axe-core on ${page.url()}`).toEqual([]);
}

/** Presses Tab until the focused element has this accessible text (at most `limit` times). */
export async function tabTo(page: Page, text: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
      return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    });
    if (focused === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}
