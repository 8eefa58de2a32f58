import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies } from '../../testing/amara-replies';
import { signInForTest } from '../../testing/portal-harness';
import { repairsHarness } from '../repairs/testing/repairs-harness';

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
