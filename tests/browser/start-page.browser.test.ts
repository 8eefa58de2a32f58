import { describe, expect, it } from 'vitest';
import type { PortalPage } from '../support/browser';
import { setUpBrowserSuite } from '../support/browser-suite';

const suite = setUpBrowserSuite();
let portal: PortalPage;

describe('start page in Chromium', () => {
  it('shows the welcome heading at /startpage and clears the saved state under "root"', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/startpage');
    await page.getByRole('heading', { level: 1, name: 'Welcome to your resident portal' }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('root', JSON.stringify({ repair: { location: 'kitchen' } }));
      localStorage.setItem('unrelated', 'kept');
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to your resident portal' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('root'), localStorage.getItem('unrelated')])).toEqual([
      null,
      'kept',
    ]);
    expect(await page.title()).toBe('Welcome to your resident portal');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    expect(portal.errors).toEqual([]);
  });

  it('serves the start page at / as well', async () => {
    portal = await suite.open();
    await portal.page.goto('/');
    await portal.page.getByRole('heading', { level: 1, name: 'Welcome to your resident portal' }).waitFor();
    expect(portal.errors).toEqual([]);
  });

  it('opens each footer link on its own page, with the call-centre number filled in', async () => {
    portal = await suite.open();
    const { page } = portal;
    const footer = [
      ['Terms and conditions', '/terms-and-conditions'],
      ['Accessibility', '/accessibility'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
    ] as const;
    for (const [name, path] of footer) {
      await page.goto('/startpage');
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('main').textContent()).not.toMatch(/\{\{|\.(title|paragraphs)\b/);
    }
    expect(await page.locator('main').textContent()).toContain('strictly necessary');
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/call us on [0-9 ]{11,}/);
    expect(portal.errors).toEqual([]);
  });

  it('answers an unknown route with the not-found page, whose link leads back to the start page', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to your resident portal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/startpage');
    expect(portal.errors).toEqual([]);
  });
});

describe('API documentation in Chromium', () => {
  it('shows the gateway API documentation at /docs', async () => {
    portal = await suite.open();
    const { page } = portal;
    await page.goto('/docs');
    await page.getByRole('heading', { name: /Resident portal reference gateway/ }).waitFor();
    await page.getByText('/api/customers/{id}', { exact: false }).first().waitFor();
  });
});
