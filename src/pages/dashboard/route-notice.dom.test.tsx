import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies } from '../../testing/amara-replies';
import { portalHarness, signInForTest } from '../../testing/portal-harness';
import { repairsHarness } from '../../testing/repairs-harness';

const SAVED = 'Your repair has been saved as a draft. You can carry on with it from Your repairs within 48 hours.';

describe('a notice handed over to the dashboard in route state', () => {
  it('is announced as a status once, and taken out of the history entry so a reload does not repeat it', async () => {
    signInForTest();
    const harness = repairsHarness('/customer360View', amaraReplies());
    render(harness.element);
    await screen.findByRole('region', { name: 'Repairs' });
    // The live region is on the page before the notice arrives, so the notice is announced.
    const status = screen.getAllByRole('status').find((region) => region.textContent === '');
    expect(status).toBeTruthy();

    await act(() =>
      harness.router.navigate('/customer360View', { state: { noticeKey: 'repair.draft.saved', registered: false } }),
    );
    expect((await screen.findByText(SAVED)).closest('[role="status"]')).toBe(status);
    // What a reload reads: the rest of the route state, without the notice.
    expect(harness.router.state.location.state).toEqual({ registered: false });
    expect(screen.getByText(SAVED)).toBeTruthy();
  });
});

describe('the confirmation banners of a reported repair and a created case', () => {
  it.each([
    [
      'repairs:notice.reported.emergency-ooh',
      { jobNo: 'JOB-1' },
      /emergency repair has been reported\. Your reference is JOB-1\. It is outside our working hours/,
    ],
    [
      'repairs:notice.reported.communal',
      { jobNo: 'JOB-2' },
      /repair to the communal area has been reported\. Your reference is JOB-2\./,
    ],
    [
      'repairs:notice.reported.triage-tier2',
      { jobNo: 'JOB-3' },
      /Your reference is JOB-3\. Our repairs team will look at it first/,
    ],
    ['case.created.notice', { reference: 'CAS-9' }, /Your request has been sent\. Your reference is CAS-9\./],
  ])('%s shows in the status region', async (noticeKey, noticeValues, text) => {
    signInForTest();
    const harness = repairsHarness('/customer360View', amaraReplies());
    render(harness.element);
    await screen.findByRole('region', { name: 'Repairs' });
    await act(() => harness.router.navigate('/customer360View', { state: { noticeKey, noticeValues } }));
    expect((await screen.findByText(text)).closest('[role="status"]')).toBeTruthy();
  });
});

describe('the return from a change of sign-in email', () => {
  it('redeems the code, loads the customer afresh and confirms the change on the dashboard', async () => {
    sessionStorage.setItem('pkce:changeusername.r5', 'the-verifier');
    const token = { customerId: 'C-AMARA', accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 600, sessionId: 'S9' };
    const harness = portalHarness(
      '/customer360View?code=abc&state=changeusername.r5',
      amaraReplies({ 'POST /auth/token': token }),
    );
    render(harness.element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeTruthy();
    const notice = await screen.findByText(/Your sign-in email has been changed\./);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    const calls = harness.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls.indexOf('GET /customers/C-AMARA')).toBeGreaterThan(calls.indexOf('POST /auth/token'));
    expect(harness.router.state.location.pathname).toBe('/customer360View');
    expect(harness.router.state.location.search).toBe('');
  });
});
