import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { detailsHarness, setting } from '../testing/details-harness';
import { historyEvent, workOrder } from '../testing/repair-fixtures';

function open(repair: WorkOrder, overrides: Record<string, unknown> = {}) {
  const harness = detailsHarness(repair, overrides);
  render(harness.element);
  return harness;
}

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const appointed = workOrder('WO-100103', {
  status: 'Appointed',
  appointmentStartDate: '2099-03-13T08:00:00Z',
  appointmentEndDate: '2099-03-13T12:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('repair details', () => {
  it('shows every field, the status of the newest event and the timeline with titles from the codes', async () => {
    const harness = open(appointed, {
      'GET /works-orders/WO-100103/historyItems': [
        historyEvent('APCREATE01', '2025-03-05T10:15:00Z'),
        historyEvent('AUPDATE01', '2025-03-05T11:12:00Z', 'AUPDATE01', [
          '2025-03-13T08:00:00Z',
          '2025-03-13T12:00:00Z',
        ]),
        historyEvent('NOACCESS', '2025-03-04T09:00:00Z', 'Awaiting Appointment'),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Repair JOB-100103' })).toBeTruthy();
    expect(screen.getByText('Appointment booked', { selector: '.repair-tag' })).toBeTruthy();
    expect(row('Reference')).toBe('JOB-100103');
    expect(row('Repair')).toBe('Kitchen: Dripping tap');
    expect(row('Description')).toBe('The cold tap in the kitchen drips all the time. It gets worse at night.');
    expect(row('Date raised')).toBe('05 March 2025');
    expect(row('Area')).toBe('Property');
    expect(row('Appointment')).toBe('13-03-2099 8.00am to 12.00pm');
    expect(row('Priority')).toBe('Next available');
    expect(row('Contractor')).toBe('Thameside Repairs Hub');
    const timeline = screen.getByRole('region', { name: 'History' });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Appointment booked', 'Repair created', 'Awaiting appointment']);
    expect(within(timeline).getByText('Appointment: 13-03-2025 8.00am to 12.00pm')).toBeTruthy();
    expect(within(timeline).getByText(/could not get in/)).toBeTruthy();
    expect(harness.calls('GET', '/works-orders/WO-100103').length).toBe(1);
    expect(screen.getByRole('link', { name: 'Back to your repairs' }).getAttribute('href')).toBe('/historicRepairs');
  });

  it('says Draft without events, says the contractor is unknown, and offers Resume repair for a draft', async () => {
    open(
      workOrder('WO-100101', {
        status: 'In Diagnosis',
        jobNo: null,
        contractorName: null,
        contractor: null,
        siteIndentifire: null,
        isDraft: true,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Repair details' })).toBeTruthy();
    expect(screen.getByText('Draft', { selector: '.repair-tag' })).toBeTruthy();
    expect(row('Contractor')).toMatch(/We have not chosen a contractor yet/);
    expect(screen.getByRole('link', { name: 'Resume repair' }).getAttribute('href')).toBe(
      '/repairproperty?resume=WO-100101',
    );
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull();
  });

  it('offers Select appointment for an unappointed next-available repair with an integrated contractor', async () => {
    open(workOrder('WO-100102'));
    const select = await screen.findByRole('link', { name: 'Select appointment' });
    expect(select.getAttribute('href')).toBe('/appointmentscheduler?workOrderId=WO-100102');
  });

  it('asks a demobilised site to be phoned instead of offering appointments', async () => {
    open(workOrder('WO-100115', { contractor: 'HUB4-REP', siteIndentifire: 'HUB4-REP' }));
    expect(
      await screen.findByText(
        'To book an appointment for this repair, please call Thameside Repairs Hub on 02079460800.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Select appointment' })).toBeNull();
  });

  it('offers Recall for a repair completed within 6 months', async () => {
    // A fixed today (only Date is faked, so the page's timers still run): completed 60 days before.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T23:30:00Z'));
    try {
      open(workOrder('WO-100106', { status: 'Completed', completedDate: '2026-04-16T10:00:00Z' }));
      const recall = await screen.findByRole('link', { name: 'Recall repair' });
      expect(recall.getAttribute('href')).toBe('/repairproperty?recall=WO-100106');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows SSR071 with the contractor filled in when the reschedule check says so', async () => {
    const harness = open(appointed, {
      'POST /works-orders/WO-100103/appointments/reschedule-eligibility': { errorCode: 'SSR071' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule appointment' }));
    expect(
      await screen.findByText(
        'This appointment cannot be changed online. Please call Thameside Repairs Hub on 02079460800 to change it.',
      ),
    ).toBeTruthy();
    expect(harness.calls('POST', '/works-orders/WO-100103/appointments/reschedule-eligibility')[0]?.body).toMatchObject(
      {
        status: 'Appointed',
        isContractorIntegrated: true,
        userIdentifier: 'C-AMARA',
        assetTypeName: 'Property',
        lastAppointmentDate: '2099-03-13T08:00:00Z',
      },
    );
  });

  it('opens the "not possible" modal on CR165 and goes to the scheduler when the check allows', async () => {
    let answer: string | null = 'CR165';
    const harness = open(appointed, {
      'POST /works-orders/WO-100103/appointments/reschedule-eligibility': () => ({
        status: 200,
        body: { errorCode: answer },
      }),
    });
    const reschedule = await screen.findByRole('button', { name: 'Reschedule appointment' });
    fireEvent.click(reschedule);
    const dialog = await screen.findByRole('dialog', { name: 'You cannot change this appointment' });
    expect(dialog.textContent).toContain('This appointment cannot be rescheduled.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    answer = null;
    fireEvent.click(reschedule);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/appointmentscheduler'));
    expect(harness.router.state.location.search).toBe('?workOrderId=WO-100103&operation=RescheduleAppointment');
  });

  it('cancels after the SSR073 confirmation with the entity tag, then reloads the repair', async () => {
    let status = 'Unappointed';
    const harness = open(workOrder('WO-100113'), {
      'GET /works-orders/WO-100113': () => ({
        status: 200,
        body: workOrder('WO-100113', { status: status as 'Cancelled' }),
      }),
      'POST /wo-cancellation-eligibility': { errorCode: null },
      'PATCH /works-orders/WO-100113': () => {
        status = 'Cancelled';
        return { status: 200, body: workOrder('WO-100113', { status: 'Cancelled' }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this repair' });
    expect(dialog.textContent).toContain('Are you sure you want to cancel this repair?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the repair' }));
    expect(await screen.findByText('Your repair has been cancelled.')).toBeTruthy();
    const patch = harness.calls('PATCH', '/works-orders/WO-100113')[0]!;
    expect(patch.body).toEqual({ asset: { type: { assetTypeId: 6 } }, statuses: { Status: 'Cancelled' } });
    expect(patch.headers.get('If-Match')).toBe('"7"');
    await waitFor(() => expect(harness.calls('GET', '/works-orders/WO-100113')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull());
  });

  it('refuses to cancel an emergency with SSR036 without asking the gateway', async () => {
    const harness = open(workOrder('WO-100109', { priority: 'Emergency (Out of hours)', priorityCode: 'EME' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Emergency repairs cannot be cancelled online.');
    expect(within(dialog).queryByRole('button', { name: 'Yes, cancel the repair' })).toBeNull();
    expect(harness.calls('POST', '/wo-cancellation-eligibility')).toHaveLength(0);
  });

  it('shows the message of the eligibility code (SSR066) without a confirm button', async () => {
    open(workOrder('WO-100105', { status: 'In Progress' }), {
      'POST /wo-cancellation-eligibility': { errorCode: 'SSR066' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The contractor is due to visit today');
    expect(within(dialog).queryByRole('button', { name: 'Yes, cancel the repair' })).toBeNull();
  });

  it('disables Cancel repair during maintenance', async () => {
    open(workOrder('WO-100102'), setting('isMyPbRepairsMaintainence', 'true'));
    expect(await screen.findByText('Reporting repairs online is paused')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel repair' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the error with the phone number when the repair cannot be read', async () => {
    open(workOrder('WO-404'), {
      'GET /works-orders/WO-404': () => ({ status: 404, body: { status: 404, errors: [] } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show this repair at the moment.');
    expect(within(alert).getByRole('link', { name: 'Return to Home' })).toBeTruthy();
  });
});
