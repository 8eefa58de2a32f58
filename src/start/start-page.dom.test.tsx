import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGGED_OUT_FOR_SECURITY, LOGOUT_NOTICE_KEY } from '../auth/logout-notice';
import type { IdentityProviderConfig, PortalConfig } from '../config/portal-config';
import { savedStateKey } from '../storage/saved-state';
import { logStartPageView } from '../telemetry/start-page-view';
import { testPortalConfig } from '../testing/fake-gateway';
import { initStartPage } from './start-page';

const html = readFileSync(resolve(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

function openStartPage(loadConfig: () => Promise<PortalConfig> = async () => testPortalConfig) {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const started: { kind: string; issuer: string }[] = [];
  const begin = async (provider: IdentityProviderConfig, kind: string) => {
    started.push({ kind, issuer: provider.issuer });
    return '';
  };
  initStartPage(document, { loadConfig, begin });
  return started;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the pre-rendered start page', () => {
  it('shows the welcome text, Register and Log in, and no navigation', () => {
    openStartPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Welcome to your resident portal',
    ]);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'Support links' });
    expect(within(footer).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('forgets the saved state under "root" and the sign-in leftovers, keeping unrelated keys', () => {
    localStorage.setItem(savedStateKey, JSON.stringify({ session: { customerId: 'C1' } }));
    localStorage.setItem('unrelated', 'kept');
    sessionStorage.setItem('pkce:login.x', 'v');
    openStartPage();
    expect(localStorage.getItem(savedStateKey)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(sessionStorage.getItem('pkce:login.x')).toBeNull();
  });

  it('starts registration and login at the provider', async () => {
    const started = openStartPage();
    screen.getByRole('button', { name: 'Register' }).click();
    screen.getByRole('link', { name: 'Log in' }).click();
    await waitFor(() => expect(started.map((entry) => entry.kind)).toEqual(['registration', 'login']));
    expect(started[0]!.issuer).toBe('http://portal.test/idp');
  });

  it('points the footer at the pages the settings name', async () => {
    openStartPage(async () => ({ ...testPortalConfig, footerLinks: { privacy: 'https://homes.example/privacy' } }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('https://homes.example/privacy'),
    );
    expect(screen.getByRole('link', { name: 'Cookies' }).getAttribute('href')).toBe('/cookies');
  });

  it('says when signing in is not available, and tries again on the next press', async () => {
    let calls = 0;
    const started = openStartPage(async () => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return testPortalConfig;
    });
    screen.getByRole('link', { name: 'Log in' }).click();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('signing in is not available');
    screen.getByRole('link', { name: 'Log in' }).click();
    await waitFor(() => expect(started).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the logged-out-for-security notice once, after the idle logout', () => {
    sessionStorage.setItem(LOGOUT_NOTICE_KEY, LOGGED_OUT_FOR_SECURITY);
    openStartPage();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('For your security, we logged you out');
    expect(document.activeElement).toBe(notice);
    openStartPage();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

// The start page's own part of its view (telemetry's part is in src/telemetry/telemetry.dom.test.tsx):
// the services floor below does not import the start page (docs/architecture.md).
describe('the start page view', () => {
  it('is sent by the start page once its settings arrive, and a failure is ignored', async () => {
    const logged: string[] = [];
    initStartPage(document, {
      loadConfig: async () => testPortalConfig,
      begin: async () => '',
      logView: (_settings, path) => logged.push(path),
    });
    await waitFor(() => expect(logged).toHaveLength(1));
    const failing: typeof fetch = async () => {
      throw new TypeError('offline');
    };
    await expect(logStartPageView(testPortalConfig, '/startpage', failing)).resolves.toBeUndefined();
  });
});
