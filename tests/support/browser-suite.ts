import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, openPortalPage, type PortalPage } from './browser';
import { allowSignInOverHttp } from './portal-sign-in';
import { startGatewayServer, type GatewayServerOptions, type RunningGateway } from './gateway-server';

export interface BrowserSuite {
  /** The reference gateway serving the built portal (started before the file's tests). */
  readonly gateway: RunningGateway;
  /** Opens the portal in a fresh browser context; it is closed after the test. */
  open(): Promise<PortalPage>;
}

/** The Chromium of this test worker, shared by the files it runs (see {@link chromiumOfWorker}). */
let workerChromium: Promise<Browser> | undefined;

/**
 * Chromium for this test worker: launched by its first browser file and kept for the next ones
 * rather than launched and closed per file (a second or two each on a busy machine, issue 29 item
 * 8). The browser project shares a worker's modules between its files (isolate: false in
 * vite.config.ts), so this module's browser outlives a file; a browser that went away is launched
 * again. What a test sees stays its own: every test gets a new context (storage, cookies, cache),
 * and the file's contexts are closed after it. Playwright ends the browser when the worker exits.
 */
async function chromiumOfWorker(): Promise<Browser> {
  const running = await workerChromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launching = launchChromium();
  workerChromium = launching;
  // A failed launch is not kept: the next file tries again and reports its own error.
  launching.catch(() => {
    if (workerChromium === launching) workerChromium = undefined;
  });
  return launching;
}

/**
 * The set-up every browser test file shares: one gateway on a seeded database for the file, the
 * worker's Chromium, a fresh context per test, and everything the file opened closed afterwards.
 * Call at the top of the file. Its pages' signIn skips the provider's pages in the browser
 * (signInThroughProvider keeps them, for tests of sign-in itself).
 *
 * @example
 * const suite = setUpBrowserSuite();
 * it('shows the start page', async () => { const { page } = await suite.open(); await page.goto('/'); });
 */
export function setUpBrowserSuite(gatewayOptions: GatewayServerOptions = {}): BrowserSuite {
  let gateway: RunningGateway | undefined;
  let browser: Browser | undefined;
  let opened: PortalPage | undefined;

  beforeAll(async () => {
    [gateway, browser] = await Promise.all([startGatewayServer(gatewayOptions), chromiumOfWorker()]);
  });
  afterAll(async () => {
    // Every context the file opened (a test may open more than one), not the worker's browser.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    await gateway?.close();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  const started = () => {
    if (!gateway || !browser) throw new Error('The browser suite has not started: call suite.open() inside a test.');
    return { gateway, browser };
  };
  return {
    get gateway() {
      return started().gateway;
    },
    async open() {
      const { gateway: running, browser: chromium } = started();
      opened = await openPortalPage(chromium, running.baseUrl);
      // signIn makes the session over HTTP on this gateway (tests/support/portal-sign-in.ts).
      allowSignInOverHttp(opened.context, running);
      return opened;
    },
  };
}
