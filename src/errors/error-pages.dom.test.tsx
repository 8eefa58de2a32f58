import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../gateway/client';
import { readSession } from '../auth/session';
import { genericErrorPath } from '../gateway/portal-gateway';
import { amaraReplies } from '../testing/amara-replies';
import { portalHarness, signInForTest } from '../testing/portal-harness';
import { retryPathOf } from './customer-api-error';

describe('error pages', () => {
  it('/genericerror offers the way home to a signed-in resident', async () => {
    signInForTest();
    render(portalHarness('/genericerror', amaraReplies()).element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops' })).toBeTruthy();
    expect(screen.getByText('Sorry, something went wrong. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/customer360View');
  });

  it('/genericerror shows the message it was given and the tracking id of its address', async () => {
    const harness = portalHarness('/', amaraReplies());
    render(harness.element);
    await harness.router.navigate('/genericerror?trackingId=abc-123', { state: { messageKey: 'IDEM_Error' } });
    expect(await screen.findByText('Tracking reference: abc-123')).toBeTruthy();
    expect(screen.getByText(/We could not find a self-service account for you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '020 7946 0123' })).toBeTruthy();
  });

  it('/genericerror shows IDEM_Error when its address names it, and no message key but that one', async () => {
    render(portalHarness('/genericerror?trackingId=t-1&message=IDEM_Error', amaraReplies()).element);
    expect(await screen.findByText(/We could not find a self-service account for you/)).toBeTruthy();
    cleanup();
    render(portalHarness('/genericerror?trackingId=t-2&message=auth_Password_Reset', amaraReplies()).element);
    expect(await screen.findByText('Sorry, something went wrong. Please try again later.')).toBeTruthy();
    expect(
      genericErrorPath(
        new GatewayError({
          method: 'POST',
          path: '/auth/token',
          kind: 'http',
          status: 403,
          body: { status: 403, title: 'Forbidden', errors: [{ message: 'none', code: 'IDEM_Error' }] },
          correlationId: 'c-7',
          attempts: 1,
        }),
      ),
    ).toBe('/genericerror?trackingId=c-7&message=IDEM_Error');
  });

  it('/genericerror Go back returns to the page before it', async () => {
    signInForTest();
    const harness = portalHarness('/accessibility', amaraReplies());
    render(harness.element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeTruthy();
    await harness.router.navigate(
      genericErrorPath(
        new GatewayError({
          method: 'PATCH',
          path: '/x',
          kind: 'http',
          status: 500,
          correlationId: 'corr-9',
          attempts: 1,
        }),
      ),
    );
    expect(await screen.findByText('Tracking reference: corr-9')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeTruthy();
    expect(harness.router.state.location.pathname).toBe('/accessibility');
  });

  it('/customerApiErrorPage retries and logs out, clearing everything', async () => {
    signInForTest();
    const harness = portalHarness('/customerApiErrorPage', amaraReplies());
    render(harness.element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we cannot load your account' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Monday to Friday 9am to 5pm');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(harness.pageLoads).toContain('/startpage'));
    expect(readSession()).toBeUndefined();
    expect(harness.requests.some((request) => request.method === 'DELETE' && request.path === '/logout')).toBe(true);
  });

  it('/customerApiErrorPage "Try again" loads the page that failed again as a whole page, and never another site', async () => {
    signInForTest();
    const harness = portalHarness('/', amaraReplies());
    render(harness.element);
    await harness.router.navigate('/customerApiErrorPage', { state: { retryPath: '/editprofile' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(harness.pageLoads).toEqual(['/editprofile']);
    expect(retryPathOf({ retryPath: '//elsewhere.example/x' })).toBe('/customer360View');
    expect(retryPathOf({ retryPath: 'https://elsewhere.example/' })).toBe('/customer360View');
    expect(retryPathOf(null)).toBe('/customer360View');
  });

  it('/repairJourneyErrorPage shows the message key from route state, a second message, the phone and Return to Home', async () => {
    signInForTest();
    const harness = portalHarness('/', amaraReplies());
    render(harness.element);
    await harness.router.navigate('/repairJourneyErrorPage', { state: { messageKey: 'Financial_API_Error' } });
    expect(await screen.findByText('Sorry, we could not send your request for financial advice.')).toBeTruthy();
    expect(screen.getByText(/Your changes may not have been saved/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
  });

  it('/workOrderErrorPage offers Refresh page (to the scheduler with a job number) and Return to Home', async () => {
    signInForTest();
    const harness = portalHarness('/', {
      ...amaraReplies(),
      'GET /works-orders/WO-100101': { id: 'WO-100101', jobNo: 'J100' },
    });
    render(harness.element);
    await harness.router.navigate('/workOrderErrorPage?workOrderId=WO-100101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, there is a problem with your repair' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/appointmentscheduler'));
    expect(harness.router.state.location.search).toBe('?workOrderId=WO-100101');
  });
});
