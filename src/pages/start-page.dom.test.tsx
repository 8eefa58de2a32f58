import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../routes';
import { savedStateKey } from '../storage/saved-state';

function renderAt(path: string) {
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('start page', () => {
  it.each(['/startpage', '/'])('shows the welcome heading at %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your resident portal' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists what a resident can do in the portal', async () => {
    renderAt('/startpage');
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toContain('report a repair and track its progress');
    expect(items).toContain('check your rent or service charge balance and make a payment');
    expect(items).toContain('read messages from your housing association');
  });

  it('clears the saved state under "root" when opened', async () => {
    localStorage.setItem(savedStateKey, JSON.stringify({ repair: { location: 'kitchen' } }));
    localStorage.setItem('unrelated', 'kept');
    renderAt('/startpage');
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem(savedStateKey)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('offers a skip link to the main content and landmarks around the page', async () => {
    renderAt('/startpage');
    await screen.findByRole('heading', { level: 1 });
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('not-found page', () => {
  it('answers an unknown address with "Page not found" and a link back to the start page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to the start page' });
    expect(link.getAttribute('href')).toBe('/startpage');
  });
});
