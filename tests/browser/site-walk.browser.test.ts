import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { signIn } from './portal-steps';

const suite = setUpBrowserSuite();

/** Pages a working link must never end on. */
const ERROR_PATHS = ['/customerApiErrorPage', '/genericerror', '/repairJourneyErrorPage', '/workOrderErrorPage'];

/** Waits for the page's heading and says what the page is, so a failure names where it went. */
async function landedOn(page: Page): Promise<{ path: string; heading: string }> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  // A page whose heading arrives with its data shows a loading line first; wait for it to go.
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  return { path: new URL(page.url()).pathname, heading: (await heading.textContent())?.trim() ?? '' };
}

/** Expects the page the browser is on to be a working page of the portal. */
async function expectWorkingPage(page: Page, from: string): Promise<void> {
  const { path, heading } = await landedOn(page);
  expect(heading, `${from} opened "Page not found" at ${path}`).not.toBe('Page not found');
  expect(ERROR_PATHS, `${from} ended on the error page ${path} ("${heading}")`).not.toContain(path);
}

/** The dashboard by the header's Home item, with every card's content in (no card still loading). */
async function openDashboard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.waitForURL((url) => url.pathname === '/customer360View');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

/** The portal's own links on the dashboard (not the phone and external ones), one per page. */
async function dashboardLinks(page: Page): Promise<{ text: string; href: string }[]> {
  const links = await page.locator('main a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      text: (anchor.textContent ?? '').trim(),
      href: anchor.getAttribute('href') ?? '',
      newTab: anchor.getAttribute('target') === '_blank',
    })),
  );
  // One link per page of the portal: two repairs' details are the same page with another record.
  const seen = new Set<string>();
  return links.filter((link) => {
    const page = link.href.split('?')[0] ?? link.href;
    if (!link.href.startsWith('/') || link.newTab || seen.has(page)) return false;
    seen.add(page);
    return true;
  });
}

describe('every header item and every dashboard link opens a working page', () => {
  for (const persona of [PERSONA.amara, PERSONA.ben, PERSONA.chloe, PERSONA.dev]) {
    it(`for ${persona.email}`, async () => {
      const { page, errors } = await suite.open();
      await signIn(page, persona.email);
      await openDashboard(page);
      const links = await dashboardLinks(page);
      expect(links.length).toBeGreaterThan(3);

      // The header is on every page: each item is clicked from the page the one before opened.
      const navigation = page.getByRole('navigation', { name: 'Main' });
      const items = (await navigation.getByRole('link').allTextContents()).map((text) => text.trim());
      expect(items.length).toBeGreaterThanOrEqual(5);
      const opened = new Set<string>();
      for (const [at, item] of items.entries()) {
        await navigation.getByRole('link').nth(at).click();
        await expectWorkingPage(page, `The header's ${item}`);
        opened.add(new URL(page.url()).pathname);
      }

      // The dashboard's links to pages the header did not already open.
      for (const link of links.filter((candidate) => !opened.has(candidate.href.split('?')[0] ?? ''))) {
        await openDashboard(page);
        await page.locator(`main a[href="${link.href}"]`).first().click();
        await expectWorkingPage(page, `The dashboard's link "${link.text}" (${link.href})`);
      }
      expect(errors).toEqual([]);
    });
  }
});
