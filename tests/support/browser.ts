import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

/** Chromium for the browser tests: CHROMIUM_PATH when set, else Debian's package (scripts/ensure-chromium.mjs). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a quiet, headless Chromium that runs as root in a container and never phones home. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts headless Chromium. Playwright gives every launch a fresh temporary profile
 * (user-data dir) and deletes it on close; every context opened on it has its own storage.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Run \`node scripts/ensure-chromium.mjs\` (installs Debian's chromium as root) ` +
        'or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags, timeout: 60_000 });
}

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and console errors seen so far (a healthy page has none). */
  errors: string[];
  close(): Promise<void>;
}

/** Opens a page in a new, empty browser context whose relative URLs resolve against baseUrl. */
export async function openPortalPage(browser: Browser, baseUrl: string): Promise<PortalPage> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  trackRequests(page);
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  return { page, context, errors, close: () => context.close() };
}

/** The page's fetch and XHR requests not answered yet, for the pages trackRequests watches. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Follows the page's fetch and XHR requests from now on, for {@link waitForPageSettled}. */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** What still loads on the page: its requests in flight and its busy regions (aria-busy="true"). */
async function stillLoading(page: Page): Promise<string[]> {
  const requests = [...(inFlight.get(page) ?? [])].map((request) => `${request.method()} ${request.url()}`);
  const busy = await page
    .locator('[aria-busy="true"]')
    .evaluateAll((elements) => elements.map((element) => `busy: ${element.outerHTML.slice(0, 100)}`));
  return [...requests, ...busy];
}

/**
 * Waits until the page has loaded its data: no request of the page in flight (on pages opened by
 * {@link openPortalPage}) and no region marked busy, still so after the next two frames (the
 * render of what the last answer brought). An audit run earlier judges a page the resident never
 * sees complete: the header's unread count, for one, arrives after the heading. Fails after
 * `timeoutMs` naming what is still loading.
 *
 * @example
 * await waitForPageSettled(page); // then axe, the reflow check or a screenshot
 */
export async function waitForPageSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const nextFrames = () =>
    page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  for (;;) {
    const loading = await stillLoading(page);
    if (loading.length === 0) {
      await nextFrames();
      if ((await stillLoading(page)).length === 0) return;
    } else if (performance.now() > deadline) {
      throw new Error(`${page.url()} was still loading after ${timeoutMs} ms: ${loading.join('; ')}`);
    } else {
      await page.waitForTimeout(50);
    }
  }
}
