import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_FOR_SECURITY, LOGOUT_NOTICE_KEY } from '../auth/logout-notice';
import { readSession } from '../auth/session';
import { amaraReplies } from '../testing/amara-replies';
import { portalHarness, signInForTest } from '../testing/portal-harness';

const minutes = (n: number) => n * 60_000;
let refreshes = 0;
const replies = amaraReplies({
  'POST /auth/refresh': () => {
    refreshes += 1;
    return {
      status: 200,
      body: {
        customerId: 'C-AMARA',
        accessToken: `refreshed-${refreshes}`,
        tokenType: 'Bearer',
        expiresIn: 600,
        sessionId: 'S1',
      },
    };
  },
});

beforeEach(() => {
  refreshes = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openDashboard() {
  signInForTest();
  const harness = portalHarness('/customer360View', replies);
  render(harness.element);
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' });
  return harness;
}

describe('the idle rule', () => {
  it('opens the warning with a 5:00 countdown after 25 minutes and logs out for security at 30', async () => {
    const harness = await openDashboard();
    await advance(minutes(25) - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1000);
    const dialog = screen.getByRole('alertdialog', { name: 'You are about to be logged out' });
    expect(screen.getByRole('timer').textContent).toBe('5:00');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay logged in' }));
    await advance(61_000);
    expect(screen.getByRole('timer').textContent).toBe('3:59');
    expect(dialog).toBeTruthy();
    await advance(minutes(4));
    expect(harness.pageLoads).toContain('/startpage');
    expect(readSession()).toBeUndefined();
    expect(sessionStorage.getItem(LOGOUT_NOTICE_KEY)).toBe(LOGGED_OUT_FOR_SECURITY);
    expect(harness.requests.some((request) => request.method === 'DELETE' && request.path === '/logout')).toBe(true);
  });

  it('closes the warning on "Stay logged in" and keeps the resident signed in', async () => {
    const harness = await openDashboard();
    await advance(minutes(26));
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(minutes(10));
    expect(harness.pageLoads).toEqual([]);
    expect(readSession()).toBeDefined();
  });

  it('starts the idle period again when the resident does something', async () => {
    const harness = await openDashboard();
    await advance(minutes(20));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await advance(minutes(20));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(harness.pageLoads).toEqual([]);
  });

  it('refreshes the access token a minute before it runs out while signed in', async () => {
    const harness = await openDashboard();
    await advance(minutes(9) + 1000);
    expect(refreshes).toBe(1);
    expect(readSession()?.accessToken).toBe('refreshed-1');
    const refresh = harness.requests.find((request) => request.path === '/auth/refresh');
    expect(refresh?.headers.get('Authorization')).toBe('Bearer token-C-AMARA');
  });
});
