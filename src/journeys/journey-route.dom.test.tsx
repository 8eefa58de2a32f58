/** The page the case and referral journeys share, opened outside both (ACC-CAS-28). */
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies } from '../testing/amara-replies';
import { portalHarness, signInForTest } from '../testing/portal-harness';

describe('/contactdetails outside a case or a referral', () => {
  it('sends a signed-in resident home, and a signed-out visitor to the start page', async () => {
    signInForTest();
    const signedIn = portalHarness('/contactdetails', amaraReplies());
    const { unmount } = render(signedIn.element);
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/customer360View'));
    unmount();
    localStorage.clear();
    const signedOut = portalHarness('/contactdetails', amaraReplies());
    render(signedOut.element);
    await waitFor(() => expect(signedOut.pageLoads).toEqual(['/startpage']));
  });
});
