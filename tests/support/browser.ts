import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
