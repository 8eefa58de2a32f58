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

/**
 * The set-up every browser test file shares: one gateway on a seeded database and one Chromium
 * for the file, a fresh context per test, and everything closed afterwards. Call at the top of
 * the file. Its pages' signIn skips the provider's pages in the browser (signInThroughProvider
 * keeps them, for tests of sign-in itself).
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
    [gateway, browser] = await Promise.all([startGatewayServer(gatewayOptions), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
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
