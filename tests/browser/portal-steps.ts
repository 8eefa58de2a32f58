import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPageSettled } from '../support/browser';

export { DEMO_PASSWORD, expectHeading, signIn, signInThroughProvider } from '../support/portal-sign-in';

/** The WCAG 2.2 A and AA rules axe-core checks (issue 15: "WCAG 2.2 A and AA tags"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core's WCAG 2.2 A and AA rules on the page: one line per rule broken, with where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page as the resident sees it once loaded, not half-way (tests/support/browser.ts).
  await waitForPageSettled(page);
  // Only the violations' nodes are gathered (each other result keeps one), which saves much of a run.
  // (options() replaces what withTags() set, so it comes first.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  // A run that checked nothing (no rule applied, say on a blank page) is no evidence.
  if (results.passes.length === 0) throw new Error(`axe-core checked nothing on ${page.url()}`);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Runs axe-core on the page and fails with the violations, rule by rule. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe-core on ${page.url()}`).toEqual([]);
}

/**
 * Whether the page reflows at 320 CSS pixels (WCAG 1.4.10): the viewport is narrowed to 320 px,
 * the page laid out again, and nothing may be wider than the window (no horizontal scrolling).
 * The viewport is put back afterwards. Returns how much wider the page is, 0 when it fits.
 */
export async function overflowAt320(page: Page): Promise<number> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            resolve(Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)),
          ),
        ),
    );
  } finally {
    await page.setViewportSize(size);
  }
}

/**
 * Waits for the focus to be on the page's h1 or on the error summary, as a new step or a failed
 * Continue leaves it; false when it is elsewhere after `timeout` ms.
 */
export async function focusOnHeadingOrSummary(page: Page, timeout = 3000): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const focused = document.activeElement;
        return focused !== null && (focused.tagName === 'H1' || focused.classList.contains('rp-error-summary'));
      },
      undefined,
      { timeout, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
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

/**
 * Pastes text into a control as a resident does, from the clipboard with Control+V, so the browser
 * applies the control's own limits (maxlength cuts a paste without a word).
 */
export async function pasteInto(page: Page, control: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await control.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** From the dashboard: Get financial advice, in the Help with money card. */
export async function openFinancialAdvice(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Help with money' })
    .getByRole('link', { name: 'Get financial advice' })
    .click();
}
