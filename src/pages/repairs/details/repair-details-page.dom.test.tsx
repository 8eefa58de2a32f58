import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { detailsHarness, setting } from '../testing/details-harness';
import { historyEvent, mediaDocument, workOrder } from '../testing/repair-fixtures';

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

  it('shows the answers to the extra questions under Your other answers, each question paired with its answer', async () => {
    open(
      workOrder('WO-100102', {
        additionalInfo: [
          {
            questionId: 'pets-in-home',
            questionLabel: 'Do you have pets at home that the contractor should know about?',
            responseId: ['yes'],
            responseText: 'Yes',
          },
          {
            questionId: 'best-time-to-call',
            questionLabel: 'When is the best time for the contractor to phone you?',
            responseText: 'After 3pm on weekdays, please.',
          },
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Your other answers' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Your other answers');
    // A description list: each question a term, its answer the definition that follows it.
    const terms = within(section).getAllByRole('term');
    expect(terms.every((term) => term.closest('dl') === section.querySelector('dl'))).toBe(true);
    expect(
      terms.map((term) => [term.textContent, term.nextElementSibling?.tagName, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Do you have pets at home that the contractor should know about?', 'DD', 'Yes'],
      ['When is the best time for the contractor to phone you?', 'DD', 'After 3pm on weekdays, please.'],
    ]);
    expect(row('Reference')).toBe('JOB-100102');
  });

  it('shows no other answers section for a repair without lines, nor for one from a gateway that leaves them out', async () => {
    open(workOrder('WO-100102', { additionalInfo: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Repair JOB-100102' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your other answers' })).toBeNull();
    expect(screen.queryByText('Your other answers')).toBeNull();
    cleanup();
    const { additionalInfo: _left, ...older } = workOrder('WO-100102');
    open(older as WorkOrder);
    expect(await screen.findByRole('heading', { level: 1, name: 'Repair JOB-100102' })).toBeTruthy();
    expect(screen.queryByText('Your other answers')).toBeNull();
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

  it('asks the reschedule check when the page opens and shows SSR071 with the contractor instead of the button', async () => {
    const harness = open(appointed, {
      'POST /works-orders/WO-100103/appointments/reschedule-eligibility': { errorCode: 'SSR071' },
    });
    expect(
      await screen.findByText(
        'This appointment cannot be changed online. Please call Thameside Repairs Hub on 02079460800 to change it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reschedule appointment' })).toBeNull();
    expect(harness.calls('POST', '/works-orders/WO-100103/appointments/reschedule-eligibility')[0]?.body).toMatchObject(
      {
        status: 'Appointed',
        isContractorIntegrated: true,
        userIdentifier: 'C-AMARA',
        assetTypeName: 'Property',
        lastAppointmentDate: '2099-03-13T08:00:00Z',
      },
    );
    // The cancel check was asked too, and allows: its button shows.
    expect(await screen.findByRole('button', { name: 'Cancel repair' })).toBeTruthy();
    expect(harness.calls('POST', '/wo-cancellation-eligibility')).toHaveLength(1);
  });

  it('says CR165 in a modal under its heading when Reschedule appointment is pressed, and offers the scheduler when the check allows', async () => {
    open(appointed, {
      'POST /works-orders/WO-100103/appointments/reschedule-eligibility': { errorCode: 'CR165' },
    });
    const button = await screen.findByRole('button', { name: 'Reschedule appointment' });
    expect(screen.queryByText('This appointment cannot be rescheduled.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reschedule appointment' })).toBeNull();
    button.focus();
    fireEvent.click(button);
    const modal = await screen.findByRole('dialog', { name: 'You cannot change this appointment' });
    expect(modal.textContent).toContain('This appointment cannot be rescheduled.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    cleanup();
    const harness = open(appointed);
    const reschedule = await screen.findByRole('link', { name: 'Reschedule appointment' });
    expect(reschedule.getAttribute('href')).toBe(
      '/appointmentscheduler?workOrderId=WO-100103&operation=RescheduleAppointment',
    );
    fireEvent.click(reschedule);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/appointmentscheduler'));
  });

  it('says SSR065 (call us) when the contractor due today has no known number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
    try {
      const harness = open(
        workOrder('WO-100104', {
          status: 'Appointed',
          appointmentStartDate: '2026-06-15T12:00:00Z',
          appointmentEndDate: '2026-06-15T17:00:00Z',
          contractor: 'XYZ-01',
          siteIndentifire: 'XYZ-01',
          contractorName: 'Unlisted Builders',
          contractorPhoneNumber: null,
        }),
      );
      expect(await screen.findByText(/To change this appointment, please call us on/)).toBeTruthy();
      expect(
        screen.getByText(/The contractor is due to visit today, so this repair cannot be cancelled online/),
      ).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Reschedule appointment' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull();
      // A visit today is refused without asking the gateway.
      expect(harness.calls('POST', '/wo-cancellation-eligibility')).toHaveLength(0);
      expect(harness.calls('POST', '/works-orders/WO-100104/appointments/reschedule-eligibility')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels after the SSR073 confirmation with the entity tag, then reloads the repair', async () => {
    let status = 'Unappointed';
    const harness = open(workOrder('WO-100113'), {
      'GET /works-orders/WO-100113': () => ({
        status: 200,
        body: workOrder('WO-100113', { status: status as 'Cancelled' }),
      }),
      'PATCH /works-orders/WO-100113': () => {
        status = 'Cancelled';
        return { status: 200, body: workOrder('WO-100113', { status: 'Cancelled' }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this repair' });
    expect(dialog.textContent).toContain('Are you sure you want to cancel this repair?');
    expect(harness.calls('POST', '/wo-cancellation-eligibility')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the repair' }));
    expect(await screen.findByText('Your repair has been cancelled.')).toBeTruthy();
    const patch = harness.calls('PATCH', '/works-orders/WO-100113')[0]!;
    expect(patch.body).toEqual({ asset: { type: { assetTypeId: 6 } }, statuses: { Status: 'Cancelled' } });
    expect(patch.headers.get('If-Match')).toBe('"7"');
    await waitFor(() => expect(harness.calls('GET', '/works-orders/WO-100113')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull());
  });

  it('a cancel that fails on the gateway (500) goes to /genericerror with the tracking id of the call', async () => {
    const harness = open(workOrder('WO-100113'), {
      'PATCH /works-orders/WO-100113': () => ({ status: 500, body: { status: 500, errors: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel the repair' }),
    );
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/genericerror'));
    const sent = harness.calls('PATCH', '/works-orders/WO-100113')[0]!.headers.get('X-Correlation-Id');
    expect(sent).toBeTruthy();
    expect(harness.router.state.location.search).toBe(`?trackingId=${sent}`);
    expect(await screen.findByText(`Tracking reference: ${sent}`)).toBeTruthy();
  });

  it('shows SSR036 for an emergency instead of Cancel repair, without asking the gateway', async () => {
    const harness = open(workOrder('WO-100109', { priority: 'Emergency (Out of hours)', priorityCode: 'EME' }));
    expect(await screen.findByText(/Emergency repairs cannot be cancelled online./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull();
    expect(harness.calls('POST', '/wo-cancellation-eligibility')).toHaveLength(0);
  });

  it.each([
    ['SSR066', /The contractor is due to visit today/],
    ['SSR008', /This repair can no longer be cancelled online/],
  ])("shows the message of the cancel check's %s instead of the button", async (code, text) => {
    open(workOrder('WO-100105', { status: 'On Hold' }), {
      'POST /wo-cancellation-eligibility': { errorCode: code },
    });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull();
  });

  it('shows EligibilityCancelAPI_Error when the cancel check cannot be asked', async () => {
    open(workOrder('WO-100102'), {
      'POST /wo-cancellation-eligibility': () => ({ status: 500, body: { status: 500, errors: [] } }),
    });
    expect(await screen.findByText(/we cannot check whether this repair can be cancelled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).toBeNull();
  });

  it('disables Cancel repair during maintenance and says SSR067 (call us to cancel)', async () => {
    open(workOrder('WO-100102'), setting('isMyPbRepairsMaintainence', 'true'));
    expect(await screen.findByText('Reporting repairs online is paused')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Cancel repair' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/To cancel this repair, please call us on/)).toBeTruthy();
  });

  it('adds a photo to the repair, which then shows in its media list; refuses a wrong type with its message', async () => {
    const stored: ReturnType<typeof mediaDocument>[] = [];
    const harness = open(workOrder('WO-100102'), {
      'GET /works-orders/WO-100102/documents': () => ({ status: 200, body: stored }),
      'POST /works-orders/WO-100102/documents': () => {
        stored.push(mediaDocument('DOC-1', 'leak.gif', 'image/gif'));
        return { status: 201, body: { documentIdentifier: 'DOC-1' } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Add photos' });
    expect(within(section).getByText('You can add up to 5 photos or videos.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Photos, videos and documents' })).toBeNull();
    const input = within(section).getByLabelText('Photos of the problem');
    fireEvent.change(input, { target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    expect(
      await within(section).findByText(/notes.txt was not added. The file must be a JPG, JPEG, GIF or PNG./),
    ).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'leak.gif', { type: 'image/gif' })] } });
    const media = await screen.findByRole('region', { name: 'Photos, videos and documents' });
    expect(within(media).getByRole('button', { name: 'View leak.gif' })).toBeTruthy();
    const [upload] = harness.calls('POST', '/works-orders/WO-100102/documents');
    expect(upload!.body).toMatchObject({
      DocumentType: 'WORKORDER',
      Media: btoa('GIF89a'),
      Metadata: expect.arrayContaining([{ key: 'filename', value: 'leak.gif' }]),
    });
  });

  it('offers no adding of photos to a cancelled repair', async () => {
    open(workOrder('WO-100108', { status: 'Cancelled' }));
    expect(await screen.findByRole('region', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add photos' })).toBeNull();
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
