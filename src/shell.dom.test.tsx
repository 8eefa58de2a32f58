import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from './auth/session';
import { savedStateKey } from './storage/saved-state';
import { amaraReplies } from './testing/amara-replies';
import { testPortalConfig } from './testing/fake-gateway';
import { portalHarness, signInForTest } from './testing/portal-harness';

describe('route guard', () => {
  it('sends a signed-out resident on a guarded page to the start page', async () => {
    const harness = portalHarness('/customer360View', amaraReplies());
    render(harness.element);
    await waitFor(() => expect(harness.pageLoads).toEqual(['/startpage']));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('hands / and /startpage over to the pre-rendered start page and forgets saved state', async () => {
    signInForTest();
    const harness = portalHarness('/startpage', amaraReplies());
    render(harness.element);
    await waitFor(() => expect(harness.pageLoads).toEqual(['/startpage']));
    expect(localStorage.getItem(savedStateKey)).toBeNull();
  });

  it('lets a signed-out resident see the error pages', async () => {
    const harness = portalHarness('/genericerror', amaraReplies());
    render(harness.element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/startpage');
    expect(harness.pageLoads).toEqual([]);
  });
});

describe('header', () => {
  it('shows the navigation with Requests to a signed-in resident who is not catalyst', async () => {
    signInForTest();
    render(portalHarness('/customer360View', amaraReplies()).element);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Requests' })).not.toBeNull());
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Home', 'Balance', 'Repairs', 'Messages', 'Details', 'Requests', 'Log out']);
  });

  it('hides Requests from a catalyst customer while the catalyst case toggle is off', async () => {
    signInForTest();
    const replies = amaraReplies({
      'GET /assets/P1/location': { region: 'Essex', borough: 'Basildon' },
      'GET /assets/P1/associates': {
        neighbourhoodManager: { organisation: { name: 'UNKNOWN' } },
        incomesOfficer: { organisation: { name: 'UNKNOWN' } },
        landLord: { organisation: { name: 'UNKNOWN' } },
        previousLandLord: { organisation: { name: 'Catalyst Housing' } },
      },
    });
    const harness = portalHarness('/customer360View', replies);
    render(harness.element);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(harness.requests.some((request) => request.path === '/assets/P1/associates')).toBe(true),
    );
    await act(async () => {});
    expect(within(nav).queryByRole('link', { name: 'Requests' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Details' })).toBeTruthy();
  });

  it('has the footer links, to the pages the settings name', async () => {
    const config = { ...testPortalConfig, footerLinks: { terms: 'https://homes.example/terms' } };
    render(portalHarness('/genericerror', amaraReplies(), config).element);
    const footer = await screen.findByRole('navigation', { name: 'Support links' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Terms and conditions',
      'Accessibility',
      'Privacy',
      'Cookies',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://homes.example/terms',
      '/accessibility',
      '/privacy',
      '/cookies',
    ]);
  });
});

describe('logging out', () => {
  it('calls DELETE /logout with the token, clears ALL saved state and loads the start page', async () => {
    signInForTest();
    localStorage.setItem('unrelated', 'kept');
    sessionStorage.setItem('pkce:login.old', 'verifier');
    const harness = portalHarness('/customer360View', amaraReplies());
    render(harness.element);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(harness.pageLoads).toContain('/startpage'));
    expect(new Set(harness.pageLoads)).toEqual(new Set(['/startpage']));
    const logout = harness.requests.find((request) => request.method === 'DELETE');
    expect(logout?.path).toBe('/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-C-AMARA');
    expect(localStorage.getItem(savedStateKey)).toBeNull();
    expect(sessionStorage.getItem('pkce:login.old')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('still signs out when the gateway cannot be reached', async () => {
    signInForTest();
    const harness = portalHarness('/customer360View', amaraReplies({ 'DELETE /logout': () => ({ status: 503 }) }));
    render(harness.element);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(harness.pageLoads).toContain('/startpage'));
    expect(new Set(harness.pageLoads)).toEqual(new Set(['/startpage']));
    expect(readSession()).toBeUndefined();
  });
});

describe('a 401 from the gateway', () => {
  it('clears the saved state and lands on the start page', async () => {
    signInForTest();
    const unauthorised = () => ({ status: 401, body: { status: 401, title: 'Unauthorised', errors: [] } });
    const harness = portalHarness('/customer360View', amaraReplies({ 'GET /customers/C-AMARA': unauthorised }));
    render(harness.element);
    await waitFor(() => expect(harness.pageLoads).toContain('/startpage'));
    expect(localStorage.getItem(savedStateKey)).toBeNull();
  });
});
