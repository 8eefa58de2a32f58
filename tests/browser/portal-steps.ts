import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export { DEMO_PASSWORD, expectHeading, signIn } from '../support/portal-sign-in';

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
